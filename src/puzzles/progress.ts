import type { Game } from '../engine';
import type { AttemptResult } from './attempt';
import { NEW_RATING, type Rating, ratePuzzleAttempt } from './glicko';
import { nextStreak, NO_STREAK, type Streak } from './streak';

/**
 * A player's puzzle progress, kept in the library: a rating per game, each attempted
 * puzzle's own rating and result, the streak and the days whose daily puzzle is solved.
 */
export interface PuzzleProgress {
  readonly version: 1;
  readonly players: Readonly<Partial<Record<Game, Rating>>>;
  /** Attempted puzzles by `puzzleKey`: their rating now, and whether the player solved them. */
  readonly puzzles: Readonly<Record<string, PuzzleResult>>;
  readonly streak: Streak;
  /** `game:YYYY-MM-DD` of each daily puzzle solved. */
  readonly dailies: readonly string[];
  /** The player's rating after each rated attempt, oldest first, the last `HISTORY_KEPT` of each game. */
  readonly history: readonly RatingPoint[];
}

/** A rating as it stood after an attempt: what the statistics draw over time. */
export interface RatingPoint {
  readonly game: Game;
  /** When, in milliseconds since 1970. */
  readonly time: number;
  readonly rating: number;
}

/** How many points of each game's rating history are kept: a chart needs no more. */
export const HISTORY_KEPT = 1000;

/** `history` with `point` added, the oldest of its game dropped past `HISTORY_KEPT`. */
export function withRatingPoint(
  history: readonly RatingPoint[],
  point: RatingPoint,
): readonly RatingPoint[] {
  const next = [...history, point];
  let same = 0;
  for (const p of next) if (p.game === point.game) same++;
  if (same <= HISTORY_KEPT) return next;
  const oldest = next.findIndex((p) => p.game === point.game);
  return next.filter((_, i) => i !== oldest);
}

export interface PuzzleResult {
  readonly rating: Rating;
  readonly solved: boolean;
}

export const NO_PROGRESS: PuzzleProgress = {
  version: 1,
  players: {},
  puzzles: {},
  streak: NO_STREAK,
  dailies: [],
  history: [],
};

export const puzzleKey = (game: Game, id: number): string => `${game}:${id}`;

/**
 * The first result of a puzzle is rated, a solve as a win and a failure as a loss; help
 * asked for first is not rated, and marks the puzzle as tried, as it stood, so that it
 * is not offered as new again. Anything but a clean solve ends the streak; only a clean
 * solve counts for the daily puzzle. Repeats count only for the streak.
 */
export function recordAttempt(
  progress: PuzzleProgress,
  attempt: {
    readonly game: Game;
    readonly id: number;
    /** The puzzle's stored initial rating, where it has not been played yet. */
    readonly initial: Rating;
    readonly player: Rating;
    readonly result: AttemptResult;
    /** The day, when the puzzle is that day's daily puzzle. */
    readonly daily?: string;
    /** When the attempt was made, for the rating history. */
    readonly time: number;
  },
): PuzzleProgress {
  const key = puzzleKey(attempt.game, attempt.id);
  const before = progress.puzzles[key];
  const solved = attempt.result === 'solved';
  const streak = nextStreak(progress.streak, solved);
  const dailies =
    attempt.daily && solved && !progress.dailies.includes(`${attempt.game}:${attempt.daily}`)
      ? [...progress.dailies, `${attempt.game}:${attempt.daily}`]
      : progress.dailies;
  if (before) {
    return {
      ...progress,
      streak,
      dailies,
      puzzles: {
        ...progress.puzzles,
        [key]: { ...before, solved: before.solved || solved },
      },
    };
  }
  if (attempt.result === 'helped') {
    return {
      ...progress,
      puzzles: { ...progress.puzzles, [key]: { rating: attempt.initial, solved: false } },
      streak,
      dailies,
    };
  }
  const rated = ratePuzzleAttempt(attempt.player, attempt.initial, solved);
  return {
    ...progress,
    players: { ...progress.players, [attempt.game]: rated.player },
    puzzles: { ...progress.puzzles, [key]: { rating: rated.puzzle, solved } },
    streak,
    dailies,
    history: withRatingPoint(progress.history, {
      game: attempt.game,
      time: attempt.time,
      rating: Math.round(rated.player.rating),
    }),
  };
}

/** How far a recorded attempt moved the player's rating in `game`; undefined where it was not rated. */
export function ratingChange(
  before: PuzzleProgress,
  after: PuzzleProgress,
  game: Game,
): number | undefined {
  const was = before.players[game];
  const is = after.players[game];
  return is === was || is === undefined ? undefined : is.rating - (was ?? NEW_RATING).rating;
}
