import { expect, test } from 'vitest';
import { NEW_RATING } from '../../src/puzzles/glicko';
import type { AttemptResult } from '../../src/puzzles/attempt';
import {
  NO_PROGRESS,
  type PuzzleProgress,
  puzzleKey,
  ratingChange,
  recordAttempt,
} from '../../src/puzzles/progress';
import { readPuzzleProgress } from '../../src/puzzles/readProgress';

const PUZZLE = { rating: 1300, deviation: 200, volatility: 0.06 };
const attempt = (
  progress: PuzzleProgress,
  result: AttemptResult | boolean,
  daily?: string,
  id = 7,
) =>
  recordAttempt(progress, {
    game: 'abalone',
    id,
    initial: PUZZLE,
    player: progress.players.abalone ?? NEW_RATING,
    result: result === true ? 'solved' : result === false ? 'failed' : result,
    daily,
    time: 1_767_000_000_000 + id,
  });

test('a first solve rates the player and the puzzle, and counts the streak and the day', () => {
  const next = attempt(NO_PROGRESS, true, '2026-12-02');
  expect(next.players.abalone!.rating).toBeGreaterThan(1500);
  expect(next.puzzles[puzzleKey('abalone', 7)].rating.rating).toBeLessThan(1300);
  expect(next.streak).toEqual({ current: 1, best: 1 });
  expect(next.dailies).toEqual(['abalone:2026-12-02']);
});

test('a repeat counts for the streak but not the ratings', () => {
  const once = attempt(NO_PROGRESS, false);
  const twice = attempt(once, true);
  expect(twice.players).toEqual(once.players);
  expect(twice.puzzles[puzzleKey('abalone', 7)]).toEqual({
    rating: once.puzzles[puzzleKey('abalone', 7)].rating,
    solved: true,
  });
  expect(twice.streak).toEqual({ current: 1, best: 1 });
});

test('progress reads back as stored', () => {
  const progress = attempt(attempt(NO_PROGRESS, true, '2026-12-01'), false);
  const copy: unknown = JSON.parse(JSON.stringify(progress));
  expect(readPuzzleProgress(copy)).toEqual({ progress, setAside: [] });
});

const STREAK = attempt(attempt(NO_PROGRESS, true, undefined, 1), true, undefined, 2);

test('help asked for first leaves the rating alone, and marks the puzzle tried as it stood', () => {
  const next = attempt(STREAK, 'helped', '2026-12-02');
  expect(next.players).toEqual(STREAK.players);
  expect(next.puzzles[puzzleKey('abalone', 7)]).toEqual({ rating: PUZZLE, solved: false });
  expect(next.streak).toEqual({ current: 0, best: 2 });
  expect(next.dailies).toEqual([]);
  expect(ratingChange(STREAK, next, 'abalone')).toBeUndefined();
});

test.each([
  ['a solve', 'solved', 1],
  ['a failure', 'failed', -1],
] as const)('%s is rated, and the change is how far the rating moved', (_, result, sign) => {
  const next = attempt(STREAK, result);
  const change = ratingChange(STREAK, next, 'abalone')!;
  expect(Math.sign(change)).toBe(sign);
  expect(change).toBeCloseTo(next.players.abalone!.rating - STREAK.players.abalone!.rating, 9);
});

test('a first result moves a new player from where a new player starts', () => {
  const next = attempt(NO_PROGRESS, true);
  expect(ratingChange(NO_PROGRESS, next, 'abalone')).toBeCloseTo(
    next.players.abalone!.rating - NEW_RATING.rating,
    9,
  );
});

test('a repeat moves no rating', () => {
  const once = attempt(STREAK, false);
  expect(ratingChange(once, attempt(once, true), 'abalone')).toBeUndefined();
});
