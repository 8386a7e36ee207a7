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
