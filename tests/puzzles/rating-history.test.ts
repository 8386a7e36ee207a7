import { expect, test } from 'vitest';
import { NEW_RATING } from '../../src/puzzles/glicko';
import { isPacked, packing, readingStoredProgress } from '../../src/puzzles/packedProgress';
import {
  HISTORY_KEPT,
  NO_PROGRESS,
  type PuzzleProgress,
  recordAttempt,
  withRatingPoint,
} from '../../src/puzzles/progress';
import { complete } from '../../src/puzzles/progressParts';
import { storedRatingHistory } from '../../src/puzzles/ratingHistory';
import { readPuzzleProgress } from '../../src/puzzles/readProgress';
import { VALID } from './progress-samples';

const attempt = (progress: PuzzleProgress, id: number, result: 'solved' | 'failed' | 'helped') =>
  recordAttempt(progress, {
    game: 'abalone',
    id,
    initial: { ...NEW_RATING, rating: 1400 },
    player: progress.players.abalone ?? NEW_RATING,
    result,
    time: 1_000 * id,
  });

test('each rated attempt adds the rating it left, at its time; help and repeats add none', () => {
  const solved = attempt(NO_PROGRESS, 1, 'solved');
  expect(solved.history).toEqual([
    { game: 'abalone', time: 1000, rating: Math.round(solved.players.abalone!.rating) },
  ]);
  const failed = attempt(solved, 2, 'failed');
  expect(failed.history).toHaveLength(2);
  expect(failed.history[1].rating).toBeLessThan(failed.history[0].rating);
  expect(attempt(failed, 3, 'helped').history).toEqual(failed.history);
  expect(attempt(failed, 1, 'solved').history).toEqual(failed.history);
});

test('each game keeps its last HISTORY_KEPT points; the other game’s stay', () => {
  let history = withRatingPoint([], { game: 'abacus', time: 0, rating: 1500 });
  for (let i = 1; i <= HISTORY_KEPT + 5; i++) {
    history = withRatingPoint(history, { game: 'abalone', time: i, rating: 1500 + i });
  }
  const abalone = history.filter((p) => p.game === 'abalone');
  expect(abalone).toHaveLength(HISTORY_KEPT);
  expect(abalone[0].time).toBe(6);
  expect(history.filter((p) => p.game === 'abacus')).toHaveLength(1);
});

test('the history goes through the packed form and back, and is read alone from either form', () => {
  const packed = complete(packing(VALID, 3));
  expect(packed.history).toBe('abalone 1767000000000 1580\nabacus 1767100000000 1712');
  expect(complete(readingStoredProgress(structuredClone(packed)))).toEqual({
    progress: VALID,
    setAside: [],
  });
  expect(isPacked(packed)).toBe(true);
  expect(storedRatingHistory(packed)).toEqual(VALID.history);
  expect(storedRatingHistory(VALID)).toEqual(VALID.history);
  expect(storedRatingHistory(undefined)).toEqual([]);
});

test.each([
  ['a point of no game', { game: 'chess', time: 1, rating: 1500 }, 'it is no game of this app'],
  ['a point at no time', { game: 'abacus', time: 'soon', rating: 1500 }, 'its time is no time'],
  [
    'a rating of NaN',
    { game: 'abacus', time: 1, rating: Number.NaN },
    'its rating is no finite number',
  ],
  ['a number', 7, 'it is no rating at a time'],
])('%s is set aside; the rest of the history reads', (_, bad, why) => {
  const read = readPuzzleProgress({ ...VALID, history: [VALID.history[0], bad, VALID.history[1]] });
  expect(read.progress.history).toEqual(VALID.history);
  expect(read.setAside).toEqual([{ part: 'history.1', why, value: bad }]);
});

test('progress stored before the history reads with none, and sets nothing aside', () => {
  const { history, ...older } = VALID;
  expect(history.length).toBeGreaterThan(0);
  expect(readPuzzleProgress(older)).toEqual({ progress: { ...VALID, history: [] }, setAside: [] });
});
