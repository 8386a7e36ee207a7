import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import App from '../../src/App';
import { AppMenu } from '../../src/components/shell/AppMenu';
import { ClockButton } from '../../src/components/clock/ClockButton';
import { SideTabs } from '../../src/components/play/SideTabs';
import { TryBoard } from '../../src/components/learn/TryBoard';
import { positionOf } from '../../src/components/learn/positionOf';
import { createGameStore } from '../../src/store/game';
import { silentClient } from '../ai/silent-client';
import { ABACUS, ABALONE, appOf, playTokens, prefsWith, renderWith, storeFor } from './render';

test('the moves and the analysis are two tabs: choosing one shows it, arrow keys move between them', async () => {
  const user = userEvent.setup();
  const store = renderWith(<SideTabs makeClient={silentClient} />, storeFor(ABACUS, ['e5', 'a1']));
  const moves = screen.getByRole('tab', { name: 'Moves' });
  const analysis = screen.getByRole('tab', { name: 'Analysis' });
  expect(moves).toHaveAttribute('aria-selected', 'true');
  expect(analysis).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', moves.id);
  expect(
    within(screen.getByRole('tabpanel')).getAllByRole('button', { name: /^Move/ }),
  ).toHaveLength(2);

  await user.click(analysis);
  expect(store.getState().analysing).toBe(true);
  expect(await screen.findByTestId('analysis')).toBeInTheDocument();
  expect(analysis).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', analysis.id);

  fireEvent.keyDown(analysis, { key: 'ArrowRight' });
  expect(store.getState().analysing).toBe(false);
  expect(moves).toHaveFocus();
  fireEvent.keyDown(moves, { key: 'ArrowLeft' });
  expect(store.getState().analysing).toBe(true);
  expect(analysis).toHaveFocus();
});

test('a game with no moves offers the tutorial where the moves will be; with moves, the list', () => {
  render(<App app={appOf(storeFor(ABACUS))} prefs={prefsWith()} />);
  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByTestId('learn-card')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Not now' }).click());
  expect(within(panel).getByText('No moves yet.')).toBeInTheDocument();
});

test('the Menu opens its tools, and closes on Escape (focus back on it), outside or once a tool is used', async () => {
  const user = userEvent.setup();
  let used = 0;
  render(
    <AppMenu>
      <button type="button" data-action="tool" onClick={() => used++}>
        Tool
      </button>
      <select aria-label="Choice" data-field="choice">
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
    </AppMenu>,
  );
  const menu = screen.getByRole('button', { name: /Menu/ });
  const open = () => menu.closest('.hx-menu')!.hasAttribute('data-open');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(menu).toHaveAttribute('data-action', 'menu');

  await user.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(open()).toBe(true);
  // The first tool takes the focus, so a keyboard goes straight on.
  expect(screen.getByRole('button', { name: 'Tool' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(open()).toBe(false);
  expect(menu).toHaveFocus();

  await user.click(menu);
  await user.click(screen.getByRole('button', { name: 'Tool' }));
  expect(used).toBe(1);
  expect(open()).toBe(false);

  await user.click(menu);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Choice' }), 'b');
  expect(open()).toBe(false);

  await user.click(menu);
  fireEvent.pointerDown(document.body);
  expect(open()).toBe(false);
});

test('Pause and Resume sit among the controls in a timed game, named by their words', async () => {
  const user = userEvent.setup();
  let time = 0;
  const store = createGameStore({ now: () => time });
  renderWith(<ClockButton />, store);
  expect(screen.queryByRole('button')).toBeNull();

  act(() => store.getState().newGame({ ...ABALONE, timeControl: { base: 60, increment: 0 } }));
  // Before each side's untimed first move there is nothing to pause: it says so instead.
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('The clocks start once each side has moved');
  act(() => playTokens(store, ['c3d3', 'g7f7']));
  await user.click(screen.getByRole('button', { name: 'Pause clocks' }));
  expect(store.getState().clocks?.paused).toBe(true);
  expect(screen.getByRole('status')).toHaveTextContent('Clocks paused');
  await user.click(screen.getByRole('button', { name: 'Resume clocks' }));
  expect(store.getState().clocks?.paused).toBe(false);
  time += 1;
  act(() => store.getState().resign());
  expect(screen.queryByRole('button')).toBeNull();
});

test.each([
  ['classic', 'standard'],
  ['wood', 'contrast'],
] as const)('a rules diagram is drawn in the chosen looks: %s board, %s pieces', (theme, style) => {
  renderWith(
    <TryBoard
      start={positionOf('abacus 3/4/5/4/3 b')}
      highlight={[]}
      arrows={[]}
      label="A diagram"
    />,
    storeFor(),
    prefsWith({ boardTheme: theme, pieceStyle: style }),
  );
  const board = screen.getByTestId('board');
  expect(board).toHaveAttribute('data-board-theme', theme);
  expect(board).toHaveAttribute('data-piece-style', style);
});
