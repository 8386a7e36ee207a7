import { type Board, NONE, parseCell } from './hex';
import { generateMoves, MAX_MOVES } from './game';
import type { Position } from './position';
import { quote } from './quote';
import { err, ok, type Result } from './result';
import type { Move, ParseError } from './types';

export interface MoveError extends ParseError<'move'> {
  /** The token as given, shortened. */
  readonly token: string;
}

/**
 * Writes a move in the notation of RULES.md: Abacus `e5` or `c4a2`; Abalone Aba-Pro,
 * `a1b2` for an in-line move (rear marble, then its destination) and `c3c5d4` for a
 * broadside (the two ends, then the first end's destination).
 */
export const makeMoveText = (pos: Position, move: Move): string =>
  pos.rules.makeMoveText(pos, move);

/** Splits a token into cells; accepts upper or lower case (`C4A2`). */
function tokenCells(board: Board, token: string): Result<number[], string> {
  if (token.length > 12 || !/^([a-zA-Z]\d{1,2})+$/.test(token)) {
    return err('a move is written as cells such as e5, c4a2 or c3c5d4');
  }
  const labels = token.match(/[a-zA-Z]\d{1,2}/g) ?? [];
  const cells: number[] = [];
  for (const label of labels) {
    const cell = parseCell(board, label);
    if (cell === NONE) return err(`${label.toLowerCase()} is not a cell of this board`);
    if (cells.includes(cell)) return err(`${label.toLowerCase()} is named twice`);
    cells.push(cell);
  }
  return ok(cells);
}

const legal = new Int32Array(MAX_MOVES);

/**
 * Resolves a move token against the position it is played in. An illegal token is
 * rejected with the rule it breaks.
 */
export function parseMove(pos: Position, token: string): Result<Move, MoveError> {
  const fail = (message: string): Result<never, MoveError> =>
    err({ code: 'move', token: quote(token), message });
  const cells = tokenCells(pos.board, token);
  if (!cells.ok) return fail(cells.error);
  const resolved = pos.rules.resolveMove(pos, cells.value);
  const n = generateMoves(pos, legal);
  if (n === 0) return fail(resolved.ok ? 'the game is over' : resolved.error);
  if (!resolved.ok) return fail(resolved.error);
  // The rule checks above name the reason; the generator has the final word.
  for (let i = 0; i < n; i++) if (legal[i] === resolved.value) return ok(resolved.value);
  return fail('the move is not legal here');
}
