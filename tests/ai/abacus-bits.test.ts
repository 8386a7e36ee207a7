import fc from 'fast-check';
import { expect, test } from 'vitest';
import { fromSetup, legalMoves, play, type Position } from '../../src/engine';
import { initialPosition, rulesOf } from '../../src/games';
import {
  bitBoardOf,
  bitMoves,
  canonicalIndex,
  fromEngineMove,
  masksOf,
  toEngineMove,
} from '../../src/games/abacus/bits';
import { BitSolver, ResultTable } from '../../src/games/abacus/bits-solver';
import { AbacusSolver } from '../../src/games/abacus/solver';
import { symmetriesOf } from '../../src/ai/search/symmetry';
import { createRng } from '../../src/ai/search/rng';
import { abacusWins } from './helpers';

/** Random moves from the empty board of side n until `empty` cells remain. */
function randomEnding(n: number, seed: number, empty: number): Position {
  const rng = createRng(seed);
  let pos = initialPosition('abacus', n);
  while (pos.board.cellCount - pos.count[1] - pos.count[2] > empty) {
    const moves = legalMoves(pos);
    pos = play(pos, moves[rng.int(moves.length)]);
  }
  return pos;
}

/** The position mapped by symmetry s, the same side to move. */
function mapped(pos: Position, s: number): Position {
  const { map } = symmetriesOf(pos.board);
  const cells = new Int8Array(pos.board.cellCount);
  for (let c = 0; c < cells.length; c++) cells[map[s * cells.length + c]] = pos.cells[c];
  const result = fromSetup(
    {
      game: 'abacus',
      n: pos.board.n,
      cells,
      turn: pos.turn === 1 ? 'black' : 'white',
      extras: { black: 0, white: 0 },
    },
    rulesOf('abacus'),
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const reachable = (n: number, maxEmpty: number) =>
  fc
    .record({
      seed: fc.integer({ min: 0, max: 1e9 }),
      empty: fc.integer({ min: 1, max: maxEmpty }),
    })
    .map(({ seed, empty }) => randomEnding(n, seed, empty));

test('the bitboard moves are exactly the engine moves', () => {
  const n = 3;
  const bb = bitBoardOf(n);
  const out = new Int32Array(1024);
  fc.assert(
    fc.property(reachable(n, bb.board.cellCount), (pos) => {
      const [own, other] = masksOf(bb, pos);
      const count = bitMoves(bb, own, other, out, 0);
      const bits = Array.from(out.subarray(0, count), (m) => toEngineMove(bb, m));
      const engine = legalMoves(pos);
      expect([...bits].sort((a, b) => a - b)).toEqual([...engine].sort((a, b) => a - b));
      for (const m of engine) expect(toEngineMove(bb, fromEngineMove(bb, m))).toBe(m);
    }),
    { numRuns: 300 },
  );
});

test('a position and its rotations and mirror images share one index, others do not', () => {
  const bb = bitBoardOf(3);
  const seen = new Map<number, string>();
  fc.assert(
    fc.property(reachable(3, 18), fc.integer({ min: 0, max: 11 }), (pos, s) => {
      const [own, other] = masksOf(bb, pos);
      const index = canonicalIndex(bb, own, other);
      const [own2, other2] = masksOf(bb, mapped(pos, s));
      expect(canonicalIndex(bb, own2, other2)).toBe(index);
      // Distinct classes never collide: the class is the set of its twelve images.
      const images = Array.from({ length: 12 }, (_, t) => masksOf(bb, mapped(pos, t)).join(':'))
        .sort()
        .join(' ');
      expect(seen.get(index) ?? images).toBe(images);
      seen.set(index, images);
    }),
    { numRuns: 300 },
  );
});

test('the bitboard solver agrees with plain minimax on random endings', () => {
  const solver = new BitSolver(12);
  fc.assert(
    fc.property(reachable(3, 6), (pos) => {
      const truth = abacusWins(pos);
      const solution = solver.solve(pos);
      expect(solution?.win).toBe(truth);
      if (truth) expect(abacusWins(play(pos, solution!.move))).toBe(false);
    }),
    { numRuns: 60 },
  );
});

test.each(['full', 4] as const)('a %s table gives back what was stored', (bits) => {
  const table = new ResultTable(1000, bits);
  const stored = new Map<number, number>();
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 999 }), fc.constantFrom(1, 2), (index, value) => {
      // Proven results never change, so a stored index only ever gets the same value.
      const result = stored.get(index) ?? value;
      stored.set(index, result);
      table.set(index, result);
      expect(table.get(index)).toBe(result);
    }),
  );
  if (bits === 'full') for (const [index, value] of stored) expect(table.get(index)).toBe(value);
});

test.each([
  { empty: 7, seed: 1 },
  { empty: 8, seed: 2 },
  { empty: 9, seed: 3 },
])('n=3, $empty empty cells: the bitboard and engine solvers agree', ({ empty, seed }) => {
  const pos = randomEnding(3, seed, empty);
  const fast = new BitSolver(16).solve(pos);
  const slow = new AbacusSolver(18).solve(pos);
  expect(fast?.win).toBe(slow?.win);
});

test('a node budget that runs out gives no answer', () => {
  const solver = new BitSolver(12);
  expect(solver.solve(initialPosition('abacus', 3), 1000)).toBeUndefined();
  expect(solver.searched).toBeGreaterThan(1000);
});
