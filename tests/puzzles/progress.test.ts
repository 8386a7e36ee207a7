import { expect, test } from 'vitest';
import { NEW_RATING } from '../../src/puzzles/glicko';
import {
  NO_PROGRESS,
  type PuzzleProgress,
  puzzleKey,
  recordAttempt,
} from '../../src/puzzles/progress';
import { readPuzzleProgress } from '../../src/puzzles/readProgress';

const PUZZLE = { rating: 1300, deviation: 200, volatility: 0.06 };
const attempt = (progress: PuzzleProgress, solved: boolean, daily?: string) =>
  recordAttempt(progress, {
    game: 'abalone',
    id: 7,
    initial: PUZZLE,
    player: progress.players.abalone ?? NEW_RATING,
    solved,
    daily,
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
