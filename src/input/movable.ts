import { type Move, moveInfo, type Position } from '../engine';

/**
 * The cells whose piece some legal move takes along: every piece that can move, in any
 * game, read from the moves themselves. A placement moves no piece, so it marks nothing.
 */
export function movablePieces(pos: Position, legal: readonly Move[]): ReadonlySet<number> {
  const cells = new Set<number>();
  for (const move of legal) for (const c of moveInfo(pos, move).from) cells.add(c);
  return cells;
}
