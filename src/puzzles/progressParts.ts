import { type Game, GAMES } from '../engine';
import { boundedRating, type Rating } from './glicko';
import { HISTORY_KEPT, type PuzzleResult, type RatingPoint } from './progress';
import { NO_STREAK, type Streak } from './streak';

/**
 * The parts of stored puzzle progress, each read on its own: one that does not read is
 * set aside with why, and the rest still reads. Storage is untrusted input, and a single
 * bad number must not cost the player every other rating, puzzle and day.
 */

/** A part of stored progress that did not read: where it was, why, and what it held. */
export interface SetAside {
  /** Its path: `progress` for the whole record, `players.abacus`, `puzzles.abalone:7`, `streak.current`, `dailies.3`. */
  readonly part: string;
  readonly why: string;
  readonly value: unknown;
}

/** Where the parts that do not read go. An absent part holds nothing to keep, and reads as empty. */
export class Aside {
  readonly parts: SetAside[] = [];

  put(part: string, value: unknown, why: string): void {
    if (value !== undefined) this.parts.push({ part, why, value });
  }
}

export const isRecord = (x: unknown): x is Readonly<Record<string, unknown>> =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && !ArrayBuffer.isView(x);

const isGame = (x: string): x is Game => (GAMES as readonly string[]).includes(x);
const PUZZLE_KEY = new RegExp(`^(${GAMES.join('|')}):\\d{1,9}$`);
const DAILY = new RegExp(`^(${GAMES.join('|')}):\\d{4}-\\d{2}-\\d{2}$`);

const isPositive = (x: unknown): x is number =>
  typeof x === 'number' && Number.isFinite(x) && x > 0;

/** A stored rating within the bounds, or why it does not read. */
export function readRating(x: unknown): { readonly rating: Rating } | { readonly why: string } {
  if (!isRecord(x)) return { why: 'it is no rating' };
  const { rating, deviation, volatility } = x;
  if (typeof rating !== 'number' || !Number.isFinite(rating))
    return { why: 'its rating is no finite number' };
  if (!isPositive(deviation)) return { why: 'its deviation is no positive number' };
  if (!isPositive(volatility)) return { why: 'its volatility is no positive number' };
  return { rating: boundedRating({ rating, deviation, volatility }) };
}

/** One attempted puzzle, under `key`; undefined, and set aside, where it does not read. */
export function readPuzzle(
  key: string,
  rating: unknown,
  solved: unknown,
  aside: Aside,
  value: () => unknown,
): PuzzleResult | undefined {
  const read = readRating(rating);
  let why: string;
  if (!PUZZLE_KEY.test(key)) why = 'it is no puzzle of this app';
  else if (typeof solved !== 'boolean') why = 'its result is unknown';
  else if ('why' in read) why = read.why;
  else return { rating: read.rating, solved };
  aside.put(`puzzles.${key.slice(0, 40)}`, value(), why);
  return undefined;
}

/** The player's rating in each game. */
export function readPlayers(x: unknown, aside: Aside): Partial<Record<Game, Rating>> {
  if (x === undefined) return {};
  if (!isRecord(x)) {
    aside.put('players', x, 'they are no ratings by game');
    return {};
  }
  const players: Partial<Record<Game, Rating>> = {};
  for (const [game, value] of Object.entries(x)) {
    const part = `players.${game.slice(0, 20)}`;
    if (!isGame(game)) aside.put(part, value, 'it is no game of this app');
    else {
      const read = readRating(value);
      if ('why' in read) aside.put(part, value, read.why);
      else players[game] = read.rating;
    }
  }
  return players;
}

const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;

/** The streak, each number on its own; a best below the run in hand is that run. */
export function readStreak(x: unknown, aside: Aside): Streak {
  if (x === undefined) return NO_STREAK;
  if (!isRecord(x)) {
    aside.put('streak', x, 'it is no streak');
    return NO_STREAK;
  }
  const { current, best } = x;
  if (!isCount(current)) aside.put('streak.current', current, 'it is no count');
  if (!isCount(best)) aside.put('streak.best', best, 'it is no count');
  const run = isCount(current) ? current : 0;
  return { current: run, best: Math.max(run, isCount(best) ? best : 0) };
}

/** A daily puzzle solved, `game:YYYY-MM-DD`, the `index`th; false, and set aside, where it does not read. */
export function readDaily(x: unknown, index: number, aside: Aside): x is string {
  if (typeof x === 'string' && DAILY.test(x)) return true;
  aside.put(`dailies.${index}`, x, 'it is no game and day');
  return false;
}

const isTime = (x: unknown): x is number =>
  typeof x === 'number' && Number.isFinite(x) && Math.abs(x) <= 8.64e15;

/** A point of the rating history, the `index`th; undefined, and set aside, where it does not read. */
export function readRatingPoint(x: unknown, index: number, aside: Aside): RatingPoint | undefined {
  const why = !isRecord(x)
    ? 'it is no rating at a time'
    : typeof x.game !== 'string' || !isGame(x.game)
      ? 'it is no game of this app'
      : !isTime(x.time)
        ? 'its time is no time'
        : typeof x.rating !== 'number' || !Number.isFinite(x.rating)
          ? 'its rating is no finite number'
          : undefined;
  if (why === undefined) return x as unknown as RatingPoint;
  aside.put(`history.${index}`, x, why);
  return undefined;
}

/** The history as read, each game's last `HISTORY_KEPT` points, oldest first. */
export function keptHistory(points: RatingPoint[]): RatingPoint[] {
  points.sort((a, b) => a.time - b.time);
  const seen: Partial<Record<Game, number>> = {};
  const kept: RatingPoint[] = [];
  for (let i = points.length - 1; i >= 0; i--) {
    const { game } = points[i];
    seen[game] = (seen[game] ?? 0) + 1;
    if (seen[game] <= HISTORY_KEPT) kept.push(points[i]);
  }
  return kept.reverse();
}

/** Sets aside the fields of `data` that are none of `known`: what a reader drops is lost. */
export function readExtras(
  data: Readonly<Record<string, unknown>>,
  known: readonly string[],
  aside: Aside,
): void {
  for (const [field, value] of Object.entries(data)) {
    if (!known.includes(field))
      aside.put(field.slice(0, 40), value, 'it is no field of puzzle progress');
  }
}

/** Entries read between two yields of a reader: small enough that a slice never holds up the page. */
export const SLICE = 1000;

/** Runs a reader (or writer) that yields between slices to its end, at once. */
export function complete<T>(work: Generator<void, T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}
