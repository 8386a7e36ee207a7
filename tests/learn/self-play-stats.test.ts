import fc from 'fast-check';
import { expect, test } from 'vitest';
import { quantile, summarise, wilson } from '../../src/learn/selfPlay';

test.each([
  // wins, games, low, high: the Wilson interval's published values (z = 1.96).
  [0, 10, 0, 0.2775],
  [5, 10, 0.2366, 0.7634],
  [82, 200, 0.3442, 0.4792],
  [200, 200, 0.9812, 1],
])('wilson(%i of %i) is [%f, %f]', (wins, games, low, high) => {
  const interval = wilson(wins, games);
  expect(interval.low).toBeCloseTo(low, 3);
  expect(interval.high).toBeCloseTo(high, 3);
});

test.each([
  [[1, 2, 3, 4], 0.25, 1],
  [[1, 2, 3, 4], 0.5, 2],
  [[1, 2, 3, 4], 0.75, 3],
  [[1, 2, 3, 4, 5], 0.5, 3],
  [[7], 0.25, 7],
])('the nearest-rank quantile of %j at %f is %i', (sorted, p, value) => {
  expect(quantile(sorted, p)).toBe(value);
});

test('a summary counts the wins and draws the lengths into at most eight bars', () => {
  const results = [40, 41, 41, 44, 50, 52, 60].map((plies, i) => ({ blackWon: i < 3, plies }));
  expect(summarise(4, 3, 10_000, results)).toEqual({
    size: 4,
    games: 7,
    openingPlies: 3,
    nodes: 10_000,
    blackWins: 3,
    whiteWins: 4,
    score: 0.429,
    low: 0.158,
    high: 0.75,
    lengths: { min: 40, q1: 41, median: 44, q3: 52, max: 60 },
    histogram: { from: 40, width: 3, counts: [3, 1, 0, 1, 1, 0, 1] },
  });
  expect(() => summarise(4, 2, 1, [])).toThrow();
});

test('every game falls in one bar, and the quartiles are in order', () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ blackWon: fc.boolean(), plies: fc.integer({ min: 1, max: 500 }) }), {
        minLength: 1,
        maxLength: 300,
      }),
      (results) => {
        const s = summarise(5, 2, 1, results);
        const { counts, from, width } = s.histogram;
        expect(counts.reduce((a, b) => a + b, 0)).toBe(results.length);
        expect(counts.length).toBeLessThanOrEqual(8);
        expect(from + counts.length * width).toBeGreaterThan(s.lengths.max);
        const { min, q1, median, q3, max } = s.lengths;
        expect([min, q1, median, q3, max]).toEqual(
          [min, q1, median, q3, max].sort((a, b) => a - b),
        );
        expect(s.low).toBeLessThanOrEqual(s.score);
        expect(s.high).toBeGreaterThanOrEqual(s.score);
      },
    ),
  );
});
