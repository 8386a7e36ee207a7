import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BoardView } from '../../src/components/board/BoardView';
import { createGameStore } from '../../src/store/game';
import { HUMANS } from '../../src/store/game/savedGame';
import { texts } from '../fixtures';
import { cell, prefsWith, renderWith } from './render';

/** White's b2 and c3 stand in line towards a1: a black marble stepping there goes off. */
const CORNER = 'abalone 5/6/7/8/9/8/2w4/1w4/1b3 b 0 0';
/** White to move wins with a3 and throws the win away with d3 (the solver's verdicts). */
const ABACUS_WIN = 'abacus bwb/2wb/2www/2b1/bb1 w';

function board(start: string, blunderWarning = true) {
  const store = createGameStore();
  const game = start.startsWith('abalone') ? 'abalone' : 'abacus';
  store
    .getState()
    .newGame({ game, n: game === 'abalone' ? 5 : 3, layout: 'standard', start }, HUMANS);
  return renderWith(<BoardView />, store, prefsWith({ blunderWarning }));
}

/** Black's a2 marble stepped into the corner: picked, then its target. */
async function stepIntoCorner(user: ReturnType<typeof userEvent.setup>) {
  await user.click(cell('a2'));
  await user.click(cell('a1'));
}

const question = () => screen.findByRole('dialog', { name: 'Play this move?' });

afterEach(() => vi.restoreAllMocks());

describe('the blunder warning', () => {
  test('Abalone: a move that lets a marble be pushed off waits for a question, and Take it back keeps the position', async () => {
    const user = userEvent.setup();
    const store = board(CORNER);
    await stepIntoCorner(user);
    const dialog = await question();
    expect(dialog).toHaveAccessibleDescription('This move lets a marble of yours be pushed off.');
    expect(texts(store.getState())).toEqual([]);
    // The safe choice comes first, where the dialog opens.
    expect(within(dialog).getAllByRole('button')[0]).toHaveAttribute('data-action', 'cancel-move');
    await user.click(screen.getByRole('button', { name: 'Take it back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(texts(store.getState())).toEqual([]);
    expect(cell('a2')).toHaveAttribute('data-stone', 'black');
  });

  test('Play it anyway plays the move', async () => {
    const user = userEvent.setup();
    const store = board(CORNER);
    await stepIntoCorner(user);
    await question();
    await user.click(screen.getByRole('button', { name: 'Play it anyway' }));
    expect(texts(store.getState())).toHaveLength(1);
    expect(cell('a1')).toHaveAttribute('data-stone', 'black');
  });

  test('Escape takes the move back', async () => {
    const user = userEvent.setup();
    const store = board(CORNER);
    await stepIntoCorner(user);
    const dialog = await question();
    // Escape cancels a modal dialog: the browser's `cancel` event, which jsdom does not send.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(texts(store.getState())).toEqual([]);
  });

  test.each([
    ['Abalone (checked on the page)', CORNER],
    ['Abacus (checked in a worker, here on the test thread)', ABACUS_WIN],
  ])(
    '%s: the board says when the check is ready, and only with the warning on',
    async (_, start) => {
      board(start);
      await waitFor(() =>
        expect(screen.getByTestId('board')).toHaveAttribute('data-check', 'ready'),
      );
      cleanup();
      board(start, false);
      await act(() => import('../../src/components/board/blunderCheck'));
      expect(screen.getByTestId('board')).not.toHaveAttribute('data-check');
    },
  );

  test('a safe move is played at once', async () => {
    const user = userEvent.setup();
    const store = board(CORNER);
    await user.click(cell('a2'));
    await user.click(cell('a3'));
    await waitFor(() => expect(texts(store.getState())).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('off, the blunder is played without a word', async () => {
    const user = userEvent.setup();
    const store = board(CORNER, false);
    await stepIntoCorner(user);
    expect(texts(store.getState())).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('never online', async () => {
    const user = userEvent.setup();
    const store = board(CORNER);
    store.getState().setRemote('white');
    await stepIntoCorner(user);
    await waitFor(() => expect(texts(store.getState())).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('Abacus: a placement that throws away the proven win is asked about', async () => {
    // The page's clock stands still: the solver is bounded by its node count alone.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const user = userEvent.setup();
    const store = board(ABACUS_WIN);
    await user.click(cell('d3'));
    const dialog = await question();
    expect(dialog).toHaveAccessibleDescription(/^This throws away a proven win/);
    await user.click(screen.getByRole('button', { name: 'Take it back' }));
    await user.click(cell('a3'));
    await waitFor(() => expect(texts(store.getState())).toEqual(['a3']));
  });
});
