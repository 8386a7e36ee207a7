import { expect, test } from 'vitest';
import { legalMoves, play, type Position } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { createRng } from '../../src/ai/search/rng';
import { LEVELS } from '../../src/ai/search/levels';
import { abacusSolver, SOLVE_EMPTIES, solveEmpties } from '../../src/games/abacus/solver';

/** Random play on the board of side `n` until `empty` cells remain. */
function ending(n: number, empty: number, seed: number): Position {
  const rng = createRng(seed);
  let pos = initialPosition('abacus', n);
  while (pos.board.cellCount - pos.count[1] - pos.count[2] > empty) {
    const moves = legalMoves(pos);
    pos = play(pos, moves[rng.int(moves.length)]);
  }
  return pos;
}

const cases = [4, 5, 6, 7].flatMap((n) =>
  [...LEVELS, 'analysis' as const].map((by) => [n, by, solveEmpties(n, by)] as const),
);

test.each(cases)('n=%i: %s tries a solve up to %i empty cells, not one more', (n, by, limit) => {
  if (limit > 0) expect(abacusSolver.tries(ending(n, limit, n * 31 + limit), by)).toBe(true);
  expect(abacusSolver.tries(ending(n, limit + 1, n * 17 + limit), by)).toBe(false);
});

test('Easy never solves, and the stronger levels look at least as far', () => {
  for (const limits of Object.values(SOLVE_EMPTIES)) {
    expect(limits.easy).toBe(0);
    expect(limits.medium).toBeLessThanOrEqual(limits.hard);
    expect(limits.hard).toBeLessThanOrEqual(limits.expert);
  }
  // Boards past the measured ones take the largest measured board's limits.
  expect(solveEmpties(8, 'expert')).toBe(SOLVE_EMPTIES[6].expert);
});
