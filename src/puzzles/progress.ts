import { err, type Game, GAMES, ok, type Result } from '../engine';
import { type Rating, ratePuzzleAttempt } from './glicko';
import { nextStreak, NO_STREAK, type Streak } from './streak';

/**
 * A player's puzzle progress, kept in the library: a rating per game, each attempted
 * puzzle's own rating and result, the streak and the days whose daily puzzle is solved.
 */
export interface PuzzleProgress {
  readonly version: 1;
  readonly players: Readonly<Partial<Record<Game, Rating>>>;
  /** Attempted puzzles by `puzzleKey`: their rating now, and whether the player solved them. */
  readonly puzzles: Readonly<Record<string, { readonly rating: Rating; readonly solved: boolean }>>;
  readonly streak: Streak;
  /** `game:YYYY-MM-DD` of each daily puzzle solved. */
  readonly dailies: readonly string[];
}

export const NO_PROGRESS: PuzzleProgress = {
  version: 1,
  players: {},
  puzzles: {},
  streak: NO_STREAK,
  dailies: [],
};

export const puzzleKey = (game: Game, id: number): string => `${game}:${id}`;

/** The first result of a puzzle counts towards the ratings; repeats count only for the streak. */
export function recordAttempt(
  progress: PuzzleProgress,
  attempt: {
    readonly game: Game;
    readonly id: number;
    /** The puzzle's stored initial rating, where it has not been played yet. */
    readonly initial: Rating;
    readonly player: Rating;
    readonly solved: boolean;
    /** The day, when the puzzle is that day's daily puzzle. */
    readonly daily?: string;
  },
): PuzzleProgress {
  const key = puzzleKey(attempt.game, attempt.id);
  const before = progress.puzzles[key];
  const streak = nextStreak(progress.streak, attempt.solved);
  const dailies =
    attempt.daily &&
    attempt.solved &&
    !progress.dailies.includes(`${attempt.game}:${attempt.daily}`)
      ? [...progress.dailies, `${attempt.game}:${attempt.daily}`]
      : progress.dailies;
  if (before) {
    return {
      ...progress,
      streak,
      dailies,
      puzzles: {
        ...progress.puzzles,
        [key]: { ...before, solved: before.solved || attempt.solved },
      },
    };
  }
  const rated = ratePuzzleAttempt(attempt.player, attempt.initial, attempt.solved);
  return {
    ...progress,
    players: { ...progress.players, [attempt.game]: rated.player },
    puzzles: { ...progress.puzzles, [key]: { rating: rated.puzzle, solved: attempt.solved } },
    streak,
    dailies,
  };
}

export interface ProgressError {
  readonly code: 'shape' | 'rating';
  readonly message: string;
}

const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isRating = (x: unknown): x is Rating => {
  const r = x as Rating | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    isNumber(r.rating) &&
    isNumber(r.deviation) &&
    r.deviation > 0 &&
    isNumber(r.volatility) &&
    r.volatility > 0
  );
};

/** Reads progress as storage holds it: untrusted, so every field is checked. */
export function readPuzzleProgress(data: unknown): Result<PuzzleProgress, ProgressError> {
  const p = data as Partial<PuzzleProgress> | null;
  if (typeof p !== 'object' || p === null || p.version !== 1) {
    return err({ code: 'shape', message: 'puzzle progress must be an object of version 1' });
  }
  const { players, puzzles, streak, dailies } = p;
  if (
    typeof players !== 'object' ||
    players === null ||
    typeof puzzles !== 'object' ||
    puzzles === null
  ) {
    return err({ code: 'shape', message: 'puzzle progress lacks its players or puzzles' });
  }
  for (const [game, rating] of Object.entries(players)) {
    if (!(GAMES as readonly string[]).includes(game) || !isRating(rating)) {
      return err({ code: 'rating', message: `the rating of ${game.slice(0, 20)} does not read` });
    }
  }
  for (const [key, entry] of Object.entries(puzzles)) {
    if (!isRating(entry?.rating) || typeof entry.solved !== 'boolean') {
      return err({ code: 'rating', message: `puzzle ${key.slice(0, 30)} does not read` });
    }
  }
  if (
    typeof streak !== 'object' ||
    streak === null ||
    !Number.isInteger(streak.current) ||
    !Number.isInteger(streak.best) ||
    streak.current < 0 ||
    streak.best < streak.current
  ) {
    return err({ code: 'shape', message: 'the streak does not read' });
  }
  if (!Array.isArray(dailies) || dailies.some((d) => typeof d !== 'string')) {
    return err({ code: 'shape', message: 'the daily puzzles solved do not read' });
  }
  return ok({ version: 1, players, puzzles, streak, dailies });
}
