import { NO_PROGRESS, type PuzzleProgress, type PuzzleResult, type RatingPoint } from './progress';
import {
  Aside,
  complete,
  isRecord,
  keptHistory,
  readDaily,
  readExtras,
  readPlayers,
  readPuzzle,
  readRatingPoint,
  readStreak,
  type SetAside,
  SLICE,
} from './progressParts';

/** Stored progress as read: the progress of every part that reads, and the parts that do not. */
export interface ReadProgress {
  readonly progress: PuzzleProgress;
  readonly setAside: readonly SetAside[];
}

const FIELDS = ['version', 'players', 'puzzles', 'streak', 'dailies', 'history'];

/**
 * Reads progress in its plain form (`PuzzleProgress`, version 1), as a backup holds it and
 * as the library held it before its compact form, part by part, yielding between slices of
 * the puzzles and the days. Anything but an object of version 1 is set aside whole.
 */
export function* readingProgress(data: unknown): Generator<void, ReadProgress> {
  const aside = new Aside();
  if (!isRecord(data) || data.version !== 1) {
    aside.put('progress', data, 'it is no puzzle progress of version 1');
    return {
      progress: NO_PROGRESS,
      setAside: aside.parts,
    };
  }
  readExtras(data, FIELDS, aside);
  const players = readPlayers(data.players, aside);
  const puzzles: Record<string, PuzzleResult> = {};
  if (isRecord(data.puzzles)) {
    const stored = data.puzzles;
    const keys = Object.keys(stored);
    for (let i = 0; i < keys.length; i++) {
      if (i % SLICE === SLICE - 1) yield;
      const key = keys[i];
      const entry: unknown = stored[key];
      const result = isRecord(entry)
        ? readPuzzle(key, entry.rating, entry.solved, aside, () => entry)
        : readPuzzle(key, undefined, undefined, aside, () => entry);
      if (result) puzzles[key] = result;
    }
  } else aside.put('puzzles', data.puzzles, 'they are no puzzles by key');
  const streak = readStreak(data.streak, aside);
  const dailies: string[] = [];
  if (Array.isArray(data.dailies)) {
    const stored: readonly unknown[] = data.dailies;
    for (let i = 0; i < stored.length; i++) {
      if (i % SLICE === SLICE - 1) yield;
      const day = stored[i];
      if (readDaily(day, i, aside)) dailies.push(day);
    }
  } else aside.put('dailies', data.dailies, 'they are no list of days');
  const points: RatingPoint[] = [];
  if (Array.isArray(data.history)) {
    const stored: readonly unknown[] = data.history;
    for (let i = 0; i < stored.length; i++) {
      const point = readRatingPoint(stored[i], i, aside);
      if (point) points.push(point);
    }
  } else aside.put('history', data.history, 'it is no list of ratings');
  return {
    progress: { version: 1, players, puzzles, streak, dailies, history: keptHistory(points) },
    setAside: aside.parts,
  };
}

/** The same at once: for a backup, read in its own worker, and for small progress. */
export const readPuzzleProgress = (data: unknown): ReadProgress => complete(readingProgress(data));
