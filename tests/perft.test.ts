import { describe, expect, test } from 'vitest';
import {
  divide,
  legalMoves,
  makePosition,
  outcome,
  perft,
  play,
  type Position,
} from '../src/engine';
import { initialPosition } from '../src/games';
import { position, rng } from './fixtures';

describe('published move counts (RULES.md §3)', () => {
  test.each([
    ['Standard', 'standard', [44, 1_936, 98_912]],
    ['Belgian Daisy', 'belgian', [52, 2_692, 149_322]],
    ['German Daisy', 'german', [80, 6_244, 493_480]],
  ] as const)('Abalone %s to depth 3', (_, layout, counts) => {
    const pos = initialPosition('abalone', 5, layout);
    expect([1, 2, 3].map((d) => perft(pos, d))).toEqual(counts);
  });

  test('Abacus from the empty n=5 board to depth 3', () => {
    // 61 placements, then 60, then 59: no one has three stones to slide yet.
    const pos = position('abacus 5/6/7/8/9/8/7/6/5 b');
    expect([1, 2, 3].map((d) => perft(pos, d))).toEqual([61, 3_660, 215_940]);
  });

  test('depth 0 counts the position itself', () => {
    expect(perft(initialPosition('abalone', 5), 0)).toBe(1);
  });

  test('a finished game has no moves', () => {
    expect(perft(position('abalone 5/6/7/8/9/8/7/6/2bbw b 0 6'), 2)).toBe(0);
    expect(perft(position('abacus bbb/bbbb/bbwww/wwww/www b'), 1)).toBe(0);
  });
});

/** Leaf count by copying positions with `play`, without make/unmake. */
function slowPerft(pos: Position, depth: number): number {
  if (depth === 0) return 1;
  const moves = legalMoves(pos);
  if (depth === 1) return moves.length;
  return moves.reduce((sum, m) => sum + slowPerft(play(pos, m), depth - 1), 0);
}

function midGame(start: Position, plies: number, seed: number): Position {
  const random = rng(seed);
  let pos = start;
  for (let i = 0; i < plies && !outcome(pos); i++) {
    const moves = legalMoves(pos);
    pos = play(pos, moves[random(moves.length)]);
  }
  return pos;
}

describe('perft agrees with a copy-based walk and leaves the position untouched', () => {
  test.each([
    ['Abalone n=4 Standard', initialPosition('abalone', 4), 2],
    ['Abalone n=6 Standard', initialPosition('abalone', 6), 2],
    ['Abalone n=7 Standard', initialPosition('abalone', 7), 2],
    [
      'Abalone Domination after 30 plies',
      midGame(initialPosition('abalone', 5, 'domination'), 30, 3),
      2,
    ],
    ['Abalone pushes', position('abalone 5/6/7/3w4/2bbbww2/3bb3/7/6/5 b 2 5'), 3],
    ['Abacus n=4 after 25 plies', midGame(initialPosition('abacus', 4), 25, 5), 3],
    ['Abacus n=3 after 15 plies', midGame(initialPosition('abacus', 3), 15, 8), 3],
  ])('%s, depth %i', (_, pos, depth) => {
    const before = makePosition(pos);
    const hash = [pos.hashLo, pos.hashHi];
    const count = perft(pos, depth);
    expect(count).toBe(slowPerft(pos, depth));
    expect(makePosition(pos)).toBe(before);
    expect([pos.hashLo, pos.hashHi]).toEqual(hash);
  });

  test.each([
    ['Belgian Daisy', initialPosition('abalone', 5, 'belgian')],
    ['Abacus n=5', initialPosition('abacus', 5)],
  ])('divide splits %s by root move', (_, pos) => {
    const parts = divide(pos, 2);
    expect(parts.map((p) => p.move)).toEqual(legalMoves(pos));
    expect(parts.reduce((sum, p) => sum + p.count, 0)).toBe(perft(pos, 2));
    for (const { move, count } of parts) expect(count).toBe(legalMoves(play(pos, move)).length);
  });
});
