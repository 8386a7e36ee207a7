import { directionBetween, lineBetween, NONE } from './hex';
import { legalMoves, type Move, moveInfo } from './game';
import type { Position } from './position';
import { EMPTY } from './types';

/**
 * What the board needs to turn clicks into moves, derived from `legalMoves` and
 * `moveInfo` so that it can never disagree with the rules: Abacus placements and slide
 * targets, Abalone selections and their destinations.
 */

/** A legal move of a selection, with the cell a player clicks or drags to to play it. */
export interface TargetMove {
  readonly move: Move;
  /**
   * The destination of the leading piece: for Abacus the landing or placed cell; for
   * Abalone the cell the marble furthest along the direction moves into. Each legal move
   * of one selection has a different target.
   */
  readonly target: number;
  /** Direction of travel (an index into DIRECTIONS), or NONE for a placement. */
  readonly dir: number;
  readonly from: readonly number[];
  readonly to: readonly number[];
  /** Opposing marbles pushed, nearest first. */
  readonly pushed: readonly number[];
  readonly ejects: boolean;
}

function targetMove(pos: Position, move: Move): TargetMove {
  const { board } = pos;
  const info = moveInfo(pos, move);
  if (info.from.length === 0) {
    return { move, target: info.to[0], dir: NONE, ...info };
  }
  const dir = directionBetween(board, info.from[0], info.to[0]);
  // Abacus slides travel further than one cell, so the direction comes from the path.
  const path = dir === NONE ? lineBetween(board, info.from[0], info.to[0]) : undefined;
  const travel = path ? directionBetween(board, info.from[0], path[0]) : dir;
  const dx = board.x[info.to[0]] - board.x[info.from[0]];
  const dy = board.y[info.to[0]] - board.y[info.from[0]];
  let lead = 0;
  for (let i = 1; i < info.from.length; i++) {
    const c = info.from[i];
    const best = info.from[lead];
    if (board.x[c] * dx + board.y[c] * dy > board.x[best] * dx + board.y[best] * dy) lead = i;
  }
  return { move, target: info.to[lead], dir: travel, ...info };
}

/** Every legal move of the position with its target cell. */
export const targetMoves = (pos: Position): TargetMove[] =>
  legalMoves(pos).map((move) => targetMove(pos, move));

const sameCells = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((c) => b.includes(c));

/** Abacus: the placement on `cell`, if it is legal. */
export function placementAt(pos: Position, cell: number): TargetMove | undefined {
  return targetMoves(pos).find((m) => m.from.length === 0 && m.target === cell);
}

/** Abacus: the legal slides of the stone on `from`. */
export function slideTargets(pos: Position, from: number): TargetMove[] {
  return targetMoves(pos).filter((m) => m.from.length === 1 && m.from[0] === from);
}

/** Abacus: the stones of the side to move that have at least one legal slide. */
export function slidableStones(pos: Position): number[] {
  const cells = new Set<number>();
  for (const m of targetMoves(pos)) if (m.from.length === 1) cells.add(m.from[0]);
  return [...cells].sort((a, b) => a - b);
}

/** Abalone: the legal moves that shift exactly the selected marbles. */
export function movesForSelection(pos: Position, selection: readonly number[]): TargetMove[] {
  if (selection.length === 0) return [];
  return targetMoves(pos).filter((m) => m.from.length > 0 && sameCells(m.from, selection));
}

/** Whether `cells` are 1–3 distinct cells forming a contiguous straight line. */
export function isLine(pos: Position, cells: readonly number[]): boolean {
  const { board } = pos;
  if (cells.length === 0 || cells.length > 3 || new Set(cells).size !== cells.length) return false;
  if (cells.length === 1) return true;
  const sorted = [...cells].sort((a, b) => a - b);
  const dir = directionBetween(board, sorted[0], sorted[1]);
  if (dir === NONE) return false;
  for (let i = 2; i < sorted.length; i++) {
    if (board.neighbour[sorted[i - 1] * 6 + dir] !== sorted[i]) return false;
  }
  return true;
}

const ownsCell = (pos: Position, cell: number): boolean =>
  pos.cells[cell] !== EMPTY && pos.cells[cell] === pos.turn;

/** Abalone: whether adding the marble on `cell` keeps the selection a line of at most 3. */
export function canExtendSelection(
  pos: Position,
  selection: readonly number[],
  cell: number,
): boolean {
  return ownsCell(pos, cell) && !selection.includes(cell) && isLine(pos, [...selection, cell]);
}

/**
 * Abalone: the selection after a click on one of the mover's marbles. A selected end
 * marble leaves the selection; a marble that extends the line joins it; any other marble
 * starts a new selection. A click on anything else leaves the selection as it is.
 */
export function toggleSelection(
  pos: Position,
  selection: readonly number[],
  cell: number,
): number[] {
  if (!ownsCell(pos, cell)) return [...selection];
  if (selection.includes(cell)) {
    const rest = selection.filter((c) => c !== cell);
    return rest.length === 0 || isLine(pos, rest) ? rest : [cell];
  }
  return canExtendSelection(pos, selection, cell) ? [...selection, cell] : [cell];
}
