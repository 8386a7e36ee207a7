import { BLACK, type Player, type Position, parseCell, WHITE } from '../engine';
import type { ClaimedFact } from './diagrams';

/** One claimed fact, as a diagram's `claim` lists them. */
export const fact = (what: string, found: unknown, claimed: unknown): ClaimedFact => ({
  what,
  found,
  claimed,
});

/** Whose piece stands on the cell `label`, or 'empty'. */
export function pieceOn(pos: Position, label: string): Player | 'empty' {
  const cell = pos.cells[parseCell(pos.board, label)];
  return cell === BLACK ? 'black' : cell === WHITE ? 'white' : 'empty';
}
