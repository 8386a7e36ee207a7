import type { Game } from '../engine';
import type { Rating } from './glicko';
import type { PuzzleProgress, PuzzleResult, RatingPoint } from './progress';
import {
  Aside,
  isRecord,
  keptHistory,
  readDaily,
  readExtras,
  readPlayers,
  readPuzzle,
  readRatingPoint,
  readStreak,
  SLICE,
} from './progressParts';
import { type ReadProgress, readingProgress } from './readProgress';
import type { Streak } from './streak';

/**
 * Puzzle progress as the library stores it (version 2): the puzzles as one text of keys
 * and one array of numbers. The browser copies a stored value whole, in one task, when it
 * reads it; 200,000 puzzles as objects took most of a second, as two flat values a few
 * milliseconds, and they are then read into objects a slice at a time.
 */
export interface PackedProgress {
  readonly version: 2;
  /** Bumped by every write, so that a tab can tell that another tab wrote meanwhile. */
  readonly revision: number;
  readonly players: Readonly<Partial<Record<Game, Rating>>>;
  /** The attempted puzzles' keys, one a line. */
  readonly puzzles: string;
  /** Four numbers for each puzzle, in the order of `puzzles`: rating, deviation, volatility, and 1 solved or 0. */
  readonly results: Float64Array;
  readonly streak: Streak;
  /** The dailies solved, one a line. */
  readonly dailies: string;
  /** The rating history, one point a line: game, time and rating, apart by spaces. */
  readonly history: string;
}

const FIELDS = [
  'version',
  'revision',
  'players',
  'puzzles',
  'results',
  'streak',
  'dailies',
  'history',
];

/** Joins `items` with newlines a slice at a time. */
function* joining(items: readonly string[]): Generator<void, string> {
  let text = '';
  for (let i = 0; i < items.length; i += SLICE) {
    if (i > 0) {
      yield;
      text += '\n';
    }
    text += items.slice(i, i + SLICE).join('\n');
  }
  return text;
}

/** `progress` in the stored form, at `revision`, yielding between slices. */
export function* packing(
  progress: PuzzleProgress,
  revision: number,
): Generator<void, PackedProgress> {
  const keys = Object.keys(progress.puzzles);
  const results = new Float64Array(keys.length * 4);
  for (let i = 0; i < keys.length; i++) {
    if (i % SLICE === SLICE - 1) yield;
    const { rating, solved } = progress.puzzles[keys[i]];
    results[4 * i] = rating.rating;
    results[4 * i + 1] = rating.deviation;
    results[4 * i + 2] = rating.volatility;
    results[4 * i + 3] = solved ? 1 : 0;
  }
  return {
    version: 2,
    revision,
    players: progress.players,
    puzzles: yield* joining(keys),
    results,
    streak: progress.streak,
    dailies: yield* joining(progress.dailies),
    history: yield* joining(progress.history.map((p) => `${p.game} ${p.time} ${p.rating}`)),
  };
}

const isFloats = (x: unknown): x is Float64Array =>
  Object.prototype.toString.call(x) === '[object Float64Array]';

/** Each line of `text` in turn, and its index; none for empty text. */
function* linesOf(text: string): Generator<readonly [string, number]> {
  if (text === '') return;
  let start = 0;
  for (let i = 0; ; i++) {
    const end = text.indexOf('\n', start);
    yield [end < 0 ? text.slice(start) : text.slice(start, end), i];
    if (end < 0) return;
    start = end + 1;
  }
}

function* readingPacked(data: Readonly<Record<string, unknown>>): Generator<void, ReadProgress> {
  const aside = new Aside();
  readExtras(data, FIELDS, aside);
  const players = readPlayers(data.players, aside);
  const puzzles: Record<string, PuzzleResult> = {};
  const { puzzles: keys, results } = data;
  if (typeof keys === 'string' && isFloats(results)) {
    let count = 0;
    for (const [key, i] of linesOf(keys)) {
      if (i % SLICE === SLICE - 1) yield;
      count = i + 1;
      const at = 4 * i;
      const rating = {
        rating: results[at],
        deviation: results[at + 1],
        volatility: results[at + 2],
      };
      const flag = results[at + 3];
      const solved = flag === 1 ? true : flag === 0 ? false : undefined;
      const result = readPuzzle(key, rating, solved, aside, () => ({ rating, solved: flag }));
      if (result) puzzles[key] = result;
    }
    if (results.length > 4 * count) {
      aside.put('results', results.slice(4 * count), 'they are numbers of no puzzle');
    }
  } else if (keys !== undefined || results !== undefined) {
    aside.put('puzzles', { puzzles: keys, results }, 'they are no keys with their numbers');
  }
  const streak = readStreak(data.streak, aside);
  const dailies: string[] = [];
  if (typeof data.dailies === 'string') {
    for (const [day, i] of linesOf(data.dailies)) {
      if (i % SLICE === SLICE - 1) yield;
      if (readDaily(day, i, aside)) dailies.push(day);
    }
  } else aside.put('dailies', data.dailies, 'they are no lines of days');
  const points: RatingPoint[] = [];
  if (typeof data.history === 'string') {
    for (const [line, i] of linesOf(data.history)) {
      const [game, time, rating] = line.split(' ');
      const point = readRatingPoint({ game, time: Number(time), rating: Number(rating) }, i, aside);
      if (point) points.push(point);
    }
  } else aside.put('history', data.history, 'it is no lines of ratings');
  return {
    progress: { version: 1, players, puzzles, streak, dailies, history: keptHistory(points) },
    setAside: aside.parts,
  };
}

/** Whether `stored` is in the packed form, not the plain form stored before it. */
export const isPacked = (stored: unknown): stored is Readonly<Record<string, unknown>> =>
  isRecord(stored) && stored.version === 2;

/**
 * Reads stored progress, part by part, yielding between slices: the packed form, or the
 * plain form stored before it.
 */
export const readingStoredProgress = (stored: unknown): Generator<void, ReadProgress> =>
  isPacked(stored) ? readingPacked(stored) : readingProgress(stored);
