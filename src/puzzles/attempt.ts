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
  /** Whether anything but a clean solve happened: a wrong move, a hint or the solution shown. */
  readonly helped: boolean;
  readonly revealed: boolean;
  readonly hinted: boolean;
}

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
      helped: false,
      revealed: false,
      hinted: false,
    },
  };
}

/** The position after `moves` from the start. */
export const positionAfter = (start: Position, moves: readonly Move[]): Position =>
  moves.reduce(play, start);

/** The position the board shows: after the moves, and after a refutation its whole line. */
export function shownPosition(attempt: Attempt): Position {
  const pos = positionAfter(attempt.start, attempt.played);
  const { refutation } = attempt;
  return refutation ? positionAfter(pos, [refutation.move, ...refutation.line]) : pos;
}

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
      helped: true,
      refutation: { move, line: answer.refutation },
    };
  }
  // Another move as good as the stored one leaves the stored defence behind: it is solved.
  const done = move !== expected || ply + 1 >= attempt.solution.length;
  if (done) return { ...attempt, played: [...attempt.played, move], status: 'solved' };
  const played = [...attempt.played, move, attempt.solution[ply + 1]];
  return {
    ...attempt,
    played,
    status: played.length >= attempt.solution.length ? 'solved' : 'solving',
  };
}

/** The puzzle from its start again; what happened still counts against a clean solve. */
export const retry = (attempt: Attempt): Attempt => ({
  ...attempt,
  played: [],
  status: 'solving',
  refutation: undefined,
});

export const hint = (attempt: Attempt): Attempt => ({ ...attempt, hinted: true, helped: true });

/** Shows the whole line on the board; the puzzle counts as not solved. */
export const reveal = (attempt: Attempt): Attempt => ({
  ...attempt,
  played: attempt.solution,
  refutation: undefined,
  status: 'solved',
  revealed: true,
  helped: true,
});

/** Whether the attempt has a result to rate: solved cleanly, or helped in any way. */
export const isFinished = (attempt: Attempt): boolean =>
  attempt.helped || attempt.status === 'solved';
