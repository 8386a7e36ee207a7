import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import App from '../../src/App';
import { afterPaint } from '../../src/store/schedule/afterPaint';
import { followStore } from '../../src/store/schedule/laggingStore';
import { ABACUS, appOf, cell, storeFor } from './render';

/**
 * Waits, inside act, until the panels that `AfterFirstPaint` holds back for a frame are
 * drawn. It asked `afterPaint` for them while the test rendered; `afterPaint` runs its
 * tasks in the order asked, so this one runs after it, and act draws what it set off before
 * returning. It waits for that event, however long the frame takes, where findByTestId gave
 * up after one second of real time, which a loaded machine ran past.
 */
const panelsDrawn = () => act(() => new Promise<void>((resolve) => afterPaint(resolve)));

/**
 * The app as it boots in a browser, with the panels' catch-up run by the test, once the
 * panels beside the board, drawn a frame after it, are there.
 */
async function renderLagging(tokens: readonly string[] = [], oneTaskEach = false) {
  const store = storeFor(ABACUS, tokens);
  const waiting: (() => void)[] = [];
  const app = appOf(store, undefined, {
    recover: async () => store.getState().newGame(ABACUS),
    opened: vi.fn(async () => {}),
    panels: followStore(
      store,
      (task) => void waiting.push(task),
      oneTaskEach ? (task) => void waiting.push(task) : undefined,
    ),
  });
  render(<App app={app} />);
  await panelsDrawn();
  expect(screen.getByTestId('turn')).toBeInTheDocument();
  const catchUp = () =>
    act(() => {
      while (waiting.length > 0) waiting.shift()?.();
    });
  return { store, catchUp, app };
}

test.each([
  ['all in one task', false],
  ['each listener in a task of its own', true],
])(
  'a tap redraws the board at once and the panels when they catch up (%s)',
  async (_, oneTaskEach) => {
    const user = userEvent.setup();
    // A game under way: its first move would redraw the whole screen.
    const { catchUp } = await renderLagging(['e5'], oneTaskEach);
    expect(screen.getByTestId('turn')).toHaveTextContent('White');
    await user.click(cell('a1'));
    expect(cell('a1')).toHaveAttribute('data-stone', 'white');
    expect(screen.getByTestId('turn')).toHaveTextContent('White');
    catchUp();
    expect(screen.getByTestId('turn')).toHaveTextContent('Black');
  },
);

test('panels drawn before they catch up show the game as it is, taken-back moves included', async () => {
  const user = userEvent.setup();
  const { catchUp } = await renderLagging();
  // The first move starts the game, which redraws the whole screen, panels too, at once.
  for (const c of ['e5', 'a1', 'b2']) await user.click(cell(c));
  catchUp();
  const undo = screen.getByRole('button', { name: 'Undo' });
  await user.click(undo);
  await user.click(undo);
  await user.click(undo);
  expect(cell('e5')).not.toHaveAttribute('data-stone');
  catchUp();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  expect(screen.getByTestId('turn')).toHaveTextContent('Black');
  expect(screen.queryByTestId('move-list')).toBeNull();
});

test('the panels beside the board come a frame after it, and only then is the game opened', async () => {
  const store = storeFor(ABACUS, ['e5']);
  const opened = vi.fn(async () => {});
  const app = appOf(store, undefined, { opened, panels: followStore(store, () => {}) });
  render(<App app={app} />);
  expect(cell('e5')).toHaveAttribute('data-stone', 'black');
  expect(screen.queryByTestId('turn')).toBeNull();
  expect(opened).not.toHaveBeenCalled();
  await panelsDrawn();
  expect(screen.getByTestId('turn')).toHaveTextContent('White');
  expect(opened).toHaveBeenCalledTimes(1);
});
