import {
  boardOf,
  fromSetup,
  legalMoves,
  outcome,
  parseCell,
  type Player,
  type Position,
  play,
} from '../../src/engine';
import type { Rng } from '../../src/ai/rng';

/** An Abalone position on n=5 from space-separated cell labels. */
export function abalone(
  black: string,
  white: string,
  turn: Player,
  extras: { black: number; white: number },
): Position {
  const board = boardOf(5);
  const cells = new Int8Array(board.cellCount);
  for (const label of black.split(' ').filter(Boolean)) cells[parseCell(board, label)] = 1;
  for (const label of white.split(' ').filter(Boolean)) cells[parseCell(board, label)] = 2;
  const result = fromSetup({ game: 'abalone', n: 5, cells, turn, extras });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** A random sparse Abalone position, each side one marble short of losing. */
export function randomAbalone(rng: Rng, perSide: number): Position {
  const board = boardOf(5);
  const cells = new Int8Array(board.cellCount);
  for (const colour of [1, 2]) {
    for (let placed = 0; placed < perSide;) {
      const c = rng.int(board.cellCount);
      if (cells[c] === 0) {
        cells[c] = colour;
        placed++;
      }
    }
  }
  const result = fromSetup({
    game: 'abalone',
    n: 5,
    cells,
    turn: 'black',
    extras: { black: 5, white: 5 },
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const mover = (pos: Position): Player => (pos.turn === 1 ? 'black' : 'white');

/** Exhaustive one ply: does `move` win on the spot? */
export const winsAtOnce = (pos: Position, move: number): boolean =>
  outcome(play(pos, move))?.winner === mover(pos);

/** Exhaustive two plies: after `move`, can the opponent not win on the spot? */
export function isSafe(pos: Position, move: number): boolean {
  const after = play(pos, move);
  if (outcome(after)) return true;
  return !legalMoves(after).some((reply) => winsAtOnce(after, reply));
}

/** Exhaustive solve of a whole (small) Abacus game: does the side to move win? */
export function abacusWins(pos: Position): boolean {
  const moves = legalMoves(pos);
  if (moves.length === 0) return pos.count[pos.turn] < pos.count[3 - pos.turn];
  return moves.some((m) => !abacusWins(play(pos, m)));
}
