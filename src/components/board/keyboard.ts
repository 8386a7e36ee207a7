import { type Board, NONE, opposite } from '../../engine';

/**
 * Arrow keys on the board: left and right along the row, up and down to the row above
 * or below, preferring the cell up-right or down-left so that repeated presses walk a
 * diagonal, and falling back to the other neighbour at the edges.
 */
const KEY_DIRECTIONS: Record<string, readonly number[]> = {
  ArrowRight: [0],
  ArrowLeft: [3],
  ArrowUp: [1, 2],
  ArrowDown: [4, 5],
};

/**
 * The cell an arrow key moves focus to; NONE at the edge; undefined for other keys. On a
 * flipped board every arrow goes the opposite way on the board, the same way on screen.
 */
export function neighbourForKey(
  board: Board,
  cell: number,
  key: string,
  flipped = false,
): number | undefined {
  const dirs = KEY_DIRECTIONS[key];
  if (!dirs) return undefined;
  for (const dir of dirs) {
    const next = board.neighbour[cell * 6 + (flipped ? opposite(dir) : dir)];
    if (next !== NONE) return next;
  }
  return NONE;
}
