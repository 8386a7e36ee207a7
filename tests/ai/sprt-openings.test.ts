import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  clonePosition,
  gameOutcome,
  legalMoves,
  makeMove,
  type Move,
  type Position,
  positionKey,
} from '../../src/engine';
import { initialPosition } from '../../src/games';
import { createRng } from '../../src/ai/search/rng';
import { randomOpening, recordedOpenings } from '../../scripts/lib/sprt-openings';

const BELGIAN = initialPosition('abalone', 5, 'belgian');

/** A random game of `plies` legal moves from `start`, as a record would hold it. */
const randomGame = (start: Position, plies: number, seed: number): Move[] => {
  const rng = createRng(seed);
  const pos = clonePosition(start);
  const moves: Move[] = [];
  for (let i = 0; i < plies; i++) {
    const legal = legalMoves(pos);
    const move = legal[rng.int(legal.length)];
    makeMove(pos, move);
    moves.push(move);
  }
  return moves;
};

const after = (start: Position, moves: readonly Move[]): string => {
  const pos = clonePosition(start);
  for (const m of moves) makeMove(pos, m);
  return positionKey(pos);
};

test('recorded openings: 2–8 plies of the games, each position once, the order fixed by the seed', () => {
  const games = [1, 2, 3].map((seed) => randomGame(BELGIAN, 12, seed));
  // The second game's first 5 plies are the first game's: those positions count once.
  games.push([...games[0].slice(0, 5), ...games[1].slice(0, 1)]);
  const openings = recordedOpenings(BELGIAN, games, 5);
  expect(openings).toHaveLength(3 * 7 + 1);
  const keys = openings.map((o) => after(BELGIAN, o));
  expect(new Set(keys).size).toBe(keys.length);
  for (const o of openings) {
    expect(o.length).toBeGreaterThanOrEqual(2);
    expect(o.length).toBeLessThanOrEqual(8);
  }
  expect(recordedOpenings(BELGIAN, games, 5)).toEqual(openings);
  expect(recordedOpenings(BELGIAN, games, 6)).not.toEqual(openings);
});

test('random openings: 2–4 legal plies, the same for the same seed and pair', () => {
  const start = initialPosition('abacus', 5);
  fc.assert(
    fc.property(fc.nat(1000), fc.nat(1000), (seed, pair) => {
      const moves = randomOpening(start, seed, pair);
      expect(moves.length).toBeGreaterThanOrEqual(2);
      expect(moves.length).toBeLessThanOrEqual(4);
      expect(randomOpening(start, seed, pair)).toEqual(moves);
      let pos = start;
      const history = [pos];
      for (const m of moves) {
        expect(legalMoves(pos)).toContain(m);
        pos = clonePosition(pos);
        makeMove(pos, m);
        history.push(pos);
      }
      expect(gameOutcome(history)).toBeUndefined();
    }),
    { numRuns: 50 },
  );
});
