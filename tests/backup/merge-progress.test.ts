import { expect, test } from 'vitest';
import { mergeProgress } from '../../src/puzzles/mergeProgress';
import { NO_PROGRESS, type PuzzleProgress } from '../../src/puzzles/progress';
import { progress } from './backups';

const here: PuzzleProgress = {
  version: 1,
  players: { abacus: { rating: 1700, deviation: 60, volatility: 0.06 } },
  puzzles: {
    'abalone:1': { rating: { rating: 1400, deviation: 70, volatility: 0.06 }, solved: false },
  },
  streak: { current: 5, best: 5 },
  dailies: ['abacus:2026-01-02'],
  history: [
    { game: 'abacus', time: 1_767_000_000_000, rating: 1560 },
    { game: 'abacus', time: 1_767_050_000_000, rating: 1700 },
  ],
};

test('into no progress, the backup’s comes whole but for the run in hand, which is this browser’s', () => {
  expect(mergeProgress(NO_PROGRESS, progress)).toEqual({
    ...progress,
    streak: { current: 0, best: progress.streak.best },
  });
});

test('what is kept here wins; the best streak is the better one; dailies are not doubled', () => {
  expect(mergeProgress(here, progress)).toEqual({
    version: 1,
    players: here.players,
    puzzles: { ...progress.puzzles, ...here.puzzles },
    streak: { current: 5, best: 5 },
    dailies: ['abacus:2026-01-02'],
    // Both histories, in time order, the point they share once.
    history: [
      { game: 'abacus', time: 1_767_000_000_000, rating: 1560 },
      { game: 'abacus', time: 1_767_050_000_000, rating: 1700 },
      { game: 'abacus', time: 1_767_100_000_000, rating: 1600 },
    ],
  });
});

test('merging the same progress again changes nothing', () => {
  const once = mergeProgress(here, progress);
  expect(mergeProgress(once, progress)).toEqual(once);
});
