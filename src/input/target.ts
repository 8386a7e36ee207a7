import { directionBetween, lineBetween, type Move, moveInfo, NONE, type Position } from '../engine';
import type { Target } from './types';

/**
 * A legal move as the board offers it. The target is the destination of the piece that
 * leads in the direction of travel, so that each move of one selection has its own cell.
 */
export function targetOf(pos: Position, move: Move): Target {
  const { board } = pos;
  const info = moveInfo(pos, move);
  if (info.from.length === 0) return { move, cell: info.to[0], dir: NONE, info };
  const dir = directionBetween(board, info.from[0], info.to[0]);
  // A slide travels further than one cell, so its direction comes from the path.
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
  return { move, cell: info.to[lead], dir: travel, info };
}

/** The targets as the board marks them. */
export function targetMarks(targets: readonly Target[]): {
  targets: Map<number, Target>;
  pushed: Map<number, 'push' | 'eject'>;
} {
  const byCell = new Map<number, Target>();
  const pushed = new Map<number, 'push' | 'eject'>();
  for (const t of targets) {
    byCell.set(t.cell, t);
    const { pushed: cells, ejects } = t.info;
    cells.forEach((c, i) => pushed.set(c, ejects && i === cells.length - 1 ? 'eject' : 'push'));
  }
  return { targets: byCell, pushed };
}

export const NO_CELLS: ReadonlySet<number> = new Set();
