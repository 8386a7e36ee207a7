import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rate, ratePuzzleAttempt, type Rating } from '../../src/puzzles/glicko';

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
