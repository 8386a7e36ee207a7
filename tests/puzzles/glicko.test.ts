import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  NEW_RATING,
  PUZZLE_DEVIATION,
  rate,
  ratePuzzleAttempt,
  type Rating,
  unplayedPuzzle,
} from '../../src/puzzles/glicko';

// Glickman, "Example of the Glicko-2 system" (2013): the worked example, τ = 0.5.
const PLAYER: Rating = { rating: 1500, deviation: 200, volatility: 0.06 };
const op = (rating: number, deviation: number): Rating => ({ rating, deviation, volatility: 0.06 });

describe('Glicko-2 against the published example', () => {
  const after = rate(PLAYER, [
    { opponent: op(1400, 30), score: 1 },
    { opponent: op(1550, 100), score: 0 },
    { opponent: op(1700, 300), score: 0 },
  ]);
  // The paper rounds its intermediate steps, so its figures are met to their last digit or so.
  test.each([
    ['rating', after.rating, 1464.06, 1],
    ['deviation', after.deviation, 151.52, 1],
    ['volatility', after.volatility, 0.05999, 4],
  ])('%s', (_, actual, expected, digits) => {
    expect(actual).toBeCloseTo(expected, digits);
  });
});

test.each([
  ['a period without games widens the deviation only', PLAYER, 200.27],
  ['up to the cap', { ...PLAYER, deviation: 350 }, 350],
])('%s', (_, player, deviation) => {
  const next = rate(player, []);
  expect(next.rating).toBe(player.rating);
  expect(next.deviation).toBeCloseTo(deviation, 2);
});

const rating = fc.record({
  rating: fc.double({ min: 600, max: 2600, noNaN: true }),
  deviation: fc.double({ min: 45, max: 350, noNaN: true }),
  volatility: fc.double({ min: 0.03, max: 0.09, noNaN: true }),
});

test('a solve raises the player and lowers the puzzle; a failure the reverse', () => {
  fc.assert(
    fc.property(rating, rating, fc.boolean(), (player, puzzle, solved) => {
      const next = ratePuzzleAttempt(player, puzzle, solved);
      expect(next.player.rating > player.rating).toBe(solved);
      expect(next.puzzle.rating < puzzle.rating).toBe(solved);
      for (const r of [next.player, next.puzzle]) {
        expect(r.deviation).toBeGreaterThanOrEqual(45);
        expect(r.deviation).toBeLessThanOrEqual(350);
      }
    }),
  );
});

/** The player after `results`, each at an unplayed puzzle `offset` from the player's rating. */
const after = (results: readonly (readonly [number, boolean])[], from: Rating = NEW_RATING) =>
  results.reduce(
    (player, [offset, solved]) =>
      ratePuzzleAttempt(player, unplayedPuzzle(player.rating + offset), solved).player,
    from,
  );

test.each([
  ['a solve', true],
  ['a failure', false],
])('%s moves a new player a long way: nothing is known of them yet', (_, solved) => {
  const moved = after([[0, solved]]).rating - NEW_RATING.rating;
  expect(Math.abs(moved)).toBeGreaterThan(100);
});

// The trainer offers the unplayed puzzle nearest the player's rating (`choosePuzzle`).
const near = fc.integer({ min: -200, max: 200 });

test('after 20 puzzles near the rating, whatever the results, one more moves it less than 40', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(near, fc.boolean()), { minLength: 20, maxLength: 20 }),
      near,
      fc.boolean(),
      (history, offset, solved) => {
        const settled = after(history);
        const moved = after([[offset, solved]], settled).rating - settled.rating;
        expect(Math.abs(moved)).toBeLessThan(40);
        expect(settled.deviation).toBeLessThan(110);
      },
    ),
  );
});

test('each result settles the deviation further', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(near, fc.boolean()), { minLength: 1, maxLength: 30 }),
      (games) => {
        let player = NEW_RATING;
        for (const [offset, solved] of games) {
          const next = after([[offset, solved]], player);
          expect(next.deviation).toBeLessThan(player.deviation);
          player = next;
        }
      },
    ),
  );
});

test('an unplayed puzzle is rated with a settled deviation: one newcomer’s result moves it little', () => {
  expect(unplayedPuzzle(1320)).toEqual({
    ...NEW_RATING,
    rating: 1320,
    deviation: PUZZLE_DEVIATION,
  });
  for (const solved of [true, false]) {
    const { puzzle } = ratePuzzleAttempt(NEW_RATING, unplayedPuzzle(1500), solved);
    expect(Math.abs(puzzle.rating - 1500)).toBeLessThan(20);
  }
});
