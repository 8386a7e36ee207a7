import { act, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { longGame } from '../../scripts/long-game';
import { FIRST_PLIES, LONG_LIST_PLIES, MoveList } from '../../src/components/moves/MoveList';
import { ABALONE, renderWith, storeFor } from './render';

const game = longGame(2_501);

// Only a long list lays out just the rows in view: in a short one the browser's check of
// every row's visibility, in every frame, costs more than the rows' layout saves.
test.each([
  [1, false],
  [LONG_LIST_PLIES, false],
  [LONG_LIST_PLIES + 1, true],
])('a list of %i plies lays out only the rows in view: %s', (plies, long) => {
  renderWith(<MoveList />, storeFor(ABALONE, game.slice(0, plies)));
  const list = screen.getByTestId('move-list');
  expect(list.hasAttribute('data-long')).toBe(long);
  expect(list.querySelectorAll('[data-ply]')).toHaveLength(plies);
});

test('a long list draws its latest plies first, and the earlier ones a batch a task after', async () => {
  vi.useFakeTimers();
  try {
    const store = storeFor(ABALONE, game);
    renderWith(<MoveList />, store);
    const list = screen.getByTestId('move-list');
    const plies = () =>
      [...list.querySelectorAll<HTMLElement>('[data-ply]')].map((b) => Number(b.dataset.ply));
    // Rows stay whole: the first drawn is a Black move.
    const first = plies()[0];
    expect(first % 2).toBe(1);
    expect(plies().length).toBeLessThanOrEqual(FIRST_PLIES + 1);
    expect(plies().at(-1)).toBe(2_501);
    expect(list).toHaveAttribute('aria-busy', 'true');
    for (let i = 0; i < 5 && list.hasAttribute('aria-busy'); i++) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(plies()).toHaveLength(2_501);
    expect(plies()[0]).toBe(1);
    expect(list.hasAttribute('aria-busy')).toBe(false);
  } finally {
    vi.useRealTimers();
  }
});
