import { type Move, parseMove, play, type Position } from '../engine';
import type { Puzzle, PuzzleKit } from '../ai/puzzle';

/**
 * One go at a puzzle: the player's moves at the solver's turns, the defence answered
 * from the stored line, and a wrong move kept with the line that refutes it.
 */
export interface Attempt {
  readonly puzzle: Puzzle;
  readonly start: Position;
  /** The stored line as moves. */
  readonly solution: readonly Move[];
  /** The moves made so far, the defence's included: the board shows their end. */
  readonly played: readonly Move[];
  readonly status: 'solving' | 'solved' | 'refuted';
  /** After a wrong move: the move and the defence's best line against it. */
  readonly refutation?: { readonly move: Move; readonly line: readonly Move[] };
  /**
   * The attempt's first result, the one that is rated: a clean solve, a wrong move (a
   * failure), or help (a hint or the solution) asked for before either, which is not rated.
   * What happens after it (a retry, a hint after a wrong move) leaves it as it is.
   */
  readonly result?: AttemptResult;
  /** Hints given: the first marks the pieces to move, the second where they go. */
  readonly hints: number;
  /** While the solution is shown: how many of its moves the board shows. */
  readonly shown?: number;
}

export type AttemptResult = 'solved' | 'failed' | 'helped';

/** The second hint gives the whole move: there is no third. */
export const MAX_HINTS = 2;

export interface AttemptError {
  readonly code: 'position' | 'line';
  readonly message: string;
}

/** The puzzle's start and line as moves, or why they do not read (a damaged data file). */
export function startAttempt(
  puzzle: Puzzle,
  parse: (
    text: string,
  ) => { ok: true; value: Position } | { ok: false; error: { message: string } },
): { ok: true; value: Attempt } | { ok: false; error: AttemptError } {
  const start = parse(puzzle.position);
  if (!start.ok) return { ok: false, error: { code: 'position', message: start.error.message } };
  const solution: Move[] = [];
  let pos = start.value;
  for (const token of puzzle.line) {
    const move = parseMove(pos, token);
    if (!move.ok) return { ok: false, error: { code: 'line', message: move.error.message } };
    solution.push(move.value);
    pos = play(pos, move.value);
  }
  return {
    ok: true,
    value: {
      puzzle,
      start: start.value,
      solution,
      played: [],
      status: 'solving',
      hints: 0,
    },
  };
}

/** The position after `moves` from the start. */
export const positionAfter = (start: Position, moves: readonly Move[]): Position =>
  moves.reduce(play, start);

/**
 * The moves the board shows from the start: those played, and after a refutation its
 * whole line; while the solution is shown, as many of its moves as are stepped to.
 */
export function shownMoves(attempt: Attempt): readonly Move[] {
  const { refutation, shown } = attempt;
  if (shown !== undefined) return attempt.solution.slice(0, shown);
  return refutation ? [...attempt.played, refutation.move, ...refutation.line] : attempt.played;
}

/** The position the board shows. */
export const shownPosition = (attempt: Attempt): Position =>
  positionAfter(attempt.start, shownMoves(attempt));

/** The solution's move the player is to find now, or undefined once the attempt is over. */
export const expectedMove = (attempt: Attempt): Move | undefined =>
  attempt.status === 'solving' ? attempt.solution[attempt.played.length] : undefined;

/** Plays the player's move: the defence answers a right one; a wrong one is refuted. */
export function tryMove(attempt: Attempt, move: Move, kit: Pick<PuzzleKit, 'judge'>): Attempt {
  const expected = expectedMove(attempt);
  if (expected === undefined) return attempt;
  const ply = attempt.played.length;
  const pos = positionAfter(attempt.start, attempt.played);
  const answer = kit.judge(pos, move, expected, ply, attempt.solution.length);
  if (answer.kind === 'wrong') {
    return {
      ...attempt,
      status: 'refuted',
      result: attempt.result ?? 'failed',
      refutation: { move, line: answer.refutation },
    };
  }
  // Another move as good as the stored one leaves the stored defence behind: it is solved.
  const done = move !== expected || ply + 1 >= attempt.solution.length;
  const played = done
    ? [...attempt.played, move]
    : [...attempt.played, move, attempt.solution[ply + 1]];
  if (!done && played.length < attempt.solution.length) return { ...attempt, played };
  return { ...attempt, played, status: 'solved', result: attempt.result ?? 'solved' };
}

/** The puzzle from its start again; the first result stays the one rated. */
export const retry = (attempt: Attempt): Attempt => ({
  ...attempt,
  played: [],
  status: 'solving',
  refutation: undefined,
});

/** One more hint, up to the whole move: help, unless a result came first. */
export const hint = (attempt: Attempt): Attempt =>
  attempt.status !== 'solving' || attempt.hints >= MAX_HINTS
    ? attempt
    : { ...attempt, hints: attempt.hints + 1, result: attempt.result ?? 'helped' };

/** The solution on the board, stepped through from its first move: help, unless a result came first. */
export const reveal = (attempt: Attempt): Attempt => ({
  ...attempt,
  played: attempt.solution,
  refutation: undefined,
  status: 'solved',
  shown: Math.min(1, attempt.solution.length),
  result: attempt.result ?? 'helped',
});

/** The shown solution `by` moves on or back, within its start and its end. */
export const stepSolution = (attempt: Attempt, by: number): Attempt =>
  attempt.shown === undefined
    ? attempt
    : {
        ...attempt,
        shown: Math.max(0, Math.min(attempt.solution.length, attempt.shown + by)),
      };

/** Whether the attempt has its result, the one to rate. */
export const isFinished = (attempt: Attempt): boolean => attempt.result !== undefined;
