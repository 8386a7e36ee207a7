import { expect, test } from 'vitest';
import { nextStreak, NO_STREAK, type Streak } from '../../src/puzzles/streak';

const run = (results: readonly boolean[]): Streak => results.reduce(nextStreak, NO_STREAK);

test.each([
  [[], 0, 0],
  [[true], 1, 1],
  [[true, true, true], 3, 3],
  [[true, true, false], 0, 2],
  [[true, true, false, true], 1, 2],
  [[false, true, true, true, false, true, true], 2, 3],
])('%j: current %d, best %d', (results, current, best) => {
  expect(run(results)).toEqual({ current, best });
});
