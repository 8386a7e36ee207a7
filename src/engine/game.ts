import {
  abacusOutcome,
  generateAbacusMoves,
  isSlide,
  makeAbacusMove,
  moveFrom,
  moveTo,
  unmakeAbacusMove,
} from './abacus';
import {
  abaloneOutcome,
  generateAbaloneMoves,
  makeAbaloneMove,
  movedCells,
  moveDir,
  pushedCells,
  unmakeAbaloneMove,
} from './abalone';
import { cellCountOf, MAX_SIZE } from './hex';
import { clonePosition, type Position, positionKey } from './position';
import type { Outcome } from './types';

/**
 * The one interface both games share, so that the store, the UI and the AI treat them
 * alike. Moves are numbers whose encoding belongs to each game's module.
 */
export type Move = number;

/** Enough room for every move of any position on the largest board. */
export const MAX_MOVES = cellCountOf(MAX_SIZE) * (1 + 6 * 2 * (MAX_SIZE - 1));

/** Writes the legal moves into `out`, returns how many. No allocation: for search. */
export function generateMoves(pos: Position, out: Int32Array): number {
  switch (pos.game) {
    case 'abacus':
      return generateAbacusMoves(pos, out);
    case 'abalone':
      return generateAbaloneMoves(pos, out);
  }
}

const shared = new Int32Array(MAX_MOVES);

export function legalMoves(pos: Position): Move[] {
  const n = generateMoves(pos, shared);
  return Array.from(shared.subarray(0, n));
}

export function isLegal(pos: Position, move: Move): boolean {
  const n = generateMoves(pos, shared);
  for (let i = 0; i < n; i++) if (shared[i] === move) return true;
  return false;
}

/** Plays a legal move in place; returns the undo information for `unmakeMove`. */
export function makeMove(pos: Position, move: Move): number {
  switch (pos.game) {
    case 'abacus':
      makeAbacusMove(pos, move);
      return 0;
    case 'abalone':
      return makeAbaloneMove(pos, move);
  }
}

export function unmakeMove(pos: Position, move: Move, undo: number): void {
  switch (pos.game) {
    case 'abacus':
      unmakeAbacusMove(pos, move);
      return;
    case 'abalone':
      unmakeAbaloneMove(pos, move, undo);
      return;
  }
}

/** The position after a legal move; `pos` is left untouched. */
export function play(pos: Position, move: Move): Position {
  const next = clonePosition(pos);
  makeMove(next, move);
  return next;
}

/** The outcome visible in the position alone, or undefined while the game goes on. */
export function outcome(pos: Position): Outcome | undefined {
  switch (pos.game) {
    case 'abacus':
      return abacusOutcome(pos);
    case 'abalone':
      return abaloneOutcome(pos, shared);
  }
}

/**
 * The outcome of a game given every position it has passed through, oldest first:
 * the position's own outcome, or a draw on the third occurrence of the last position
 * with the same player to move (Abalone only; an Abacus position never repeats).
 */
export function gameOutcome(history: readonly Position[]): Outcome | undefined {
  const last = history[history.length - 1];
  const own = outcome(last);
  if (own || last.game !== 'abalone') return own;
  const key = positionKey(last);
  let seen = 0;
  for (const pos of history) if (positionKey(pos) === key) seen++;
  return seen >= 3 ? { winner: undefined, reason: 'repetition' } : undefined;
}

/** What a move does, in cells, for drawing and describing it. */
export interface MoveInfo {
  /** Cells whose pieces move (one for a slide or an Abalone single), empty for a placement. */
  readonly from: readonly number[];
  /** Where those pieces land, in the same order; the placed cell for a placement. */
  readonly to: readonly number[];
  /** Opposing marbles pushed, nearest first. */
  readonly pushed: readonly number[];
  /** Whether the last pushed marble leaves the board. */
  readonly ejects: boolean;
}

export function moveInfo(pos: Position, move: Move): MoveInfo {
  switch (pos.game) {
    case 'abacus':
      return isSlide(move)
        ? { from: [moveFrom(move)], to: [moveTo(move)], pushed: [], ejects: false }
        : { from: [], to: [moveTo(move)], pushed: [], ejects: false };
    case 'abalone': {
      const from = movedCells(pos, move);
      const dir = moveDir(move);
      const to = from.map((c) => pos.board.neighbour[c * 6 + dir]);
      const { cells, ejects } = pushedCells(pos, move);
      return { from, to, pushed: cells, ejects };
    }
  }
}
