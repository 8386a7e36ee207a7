import { cellCountOf, MAX_SIZE } from './hex';
import { clonePosition, type Position } from './position';
import type { MoveInfo } from './rules';
import { type Move, opponent, type Outcome } from './types';
import { TURN_HI, TURN_LO } from './zobrist';

/**
 * The operations every game shares, dispatched through the registry so that callers never
 * ask which game a position belongs to.
 */

/** Enough room for every move of any position on the largest board. */
export const MAX_MOVES = cellCountOf(MAX_SIZE) * (1 + 6 * 2 * (MAX_SIZE - 1));

/** Writes the legal moves into `out`, returns how many. No allocation: for search. */
export const generateMoves = (pos: Position, out: Int32Array): number =>
  pos.rules.generate(pos, out);

/** Plays a legal move in place; returns the undo information for `unmakeMove`. */
export const makeMove = (pos: Position, move: Move): number => pos.rules.make(pos, move);

export const unmakeMove = (pos: Position, move: Move, undo: number): void =>
  pos.rules.unmake(pos, move, undo);

/** Passes the turn without moving, for the search's null-move pruning; its own inverse. */
export function makeNullMove(pos: Position): void {
  pos.turn = opponent(pos.turn);
  pos.hashLo ^= TURN_LO;
  pos.hashHi ^= TURN_HI;
}

export const unmakeNullMove = makeNullMove;

// Generation needs a buffer that only lives for one call; one is enough for them all.
const scratch = new Int32Array(MAX_MOVES);

/** The legal moves of a position, as a fresh array. */
export const legalMoves = (pos: Position): Move[] =>
  Array.from(scratch.subarray(0, generateMoves(pos, scratch)));

export function isLegal(pos: Position, move: Move): boolean {
  const n = generateMoves(pos, scratch);
  for (let i = 0; i < n; i++) if (scratch[i] === move) return true;
  return false;
}

/** The position after a legal move; `pos` is left untouched. */
export function play(pos: Position, move: Move): Position {
  const next = clonePosition(pos);
  makeMove(next, move);
  return next;
}

/** The outcome visible in the position alone, or undefined while the game goes on. */
export const outcome = (pos: Position): Outcome | undefined =>
  pos.rules.outcome(pos, generateMoves(pos, scratch));

export const moveInfo = (pos: Position, move: Move): MoveInfo => pos.rules.moveInfo(pos, move);
