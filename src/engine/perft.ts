import { generateMoves, makeMove, MAX_MOVES, unmakeMove } from './game';
import type { Move } from './types';
import type { Position } from './position';

/**
 * Leaf count of the full move tree to `depth` (a finished game has no moves). The last
 * ply is counted without being played. Mutates `pos` during the walk and restores it.
 */
export function perft(pos: Position, depth: number): number {
  const buffers = Array.from({ length: Math.max(depth, 1) }, () => new Int32Array(MAX_MOVES));
  return walk(pos, depth, buffers);
}

function walk(pos: Position, depth: number, buffers: Int32Array[]): number {
  if (depth === 0) return 1;
  const moves = buffers[depth - 1];
  const n = generateMoves(pos, moves);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const move = moves[i];
    const undo = makeMove(pos, move);
    total += walk(pos, depth - 1, buffers);
    unmakeMove(pos, move, undo);
  }
  return total;
}

/** Per-root-move subtree counts, for `perft --divide`. */
export function divide(pos: Position, depth: number): { move: Move; count: number }[] {
  const root = new Int32Array(MAX_MOVES);
  const n = generateMoves(pos, root);
  const result: { move: Move; count: number }[] = [];
  for (let i = 0; i < n; i++) {
    const undo = makeMove(pos, root[i]);
    result.push({ move: root[i], count: perft(pos, depth - 1) });
    unmakeMove(pos, root[i], undo);
  }
  return result;
}
