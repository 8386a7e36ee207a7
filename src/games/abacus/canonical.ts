import { type Move, type Position, WHITE } from '../../engine';
import { PIECE_HI, PIECE_LO, TURN_HI, TURN_LO } from '../../engine/zobrist';
import { symmetriesOf } from '../../ai/search/symmetry';
import { isSlide, moveFrom, moveTo, placeMove, slideMove } from './moves';

/**
 * A position up to the board's twelve symmetries: the least of its twelve symmetric
 * Zobrist keys (as the solver's table keys it), and the symmetry `sym` that gives it.
 * A key string names the class; `sym` carries moves into and out of its frame.
 */
export interface Canonical {
  readonly key: string;
  readonly sym: number;
}

export function canonicalOf(pos: Position): Canonical {
  const { cells, board, turn } = pos;
  const { map } = symmetriesOf(board);
  let bestLo = 0;
  let bestHi = 0;
  let best = -1;
  for (let s = 0; s < 12; s++) {
    let lo = turn === WHITE ? TURN_LO : 0;
    let hi = turn === WHITE ? TURN_HI : 0;
    for (let c = 0; c < board.cellCount; c++) {
      if (cells[c] === 0) continue;
      const k = map[s * board.cellCount + c] * 3 + cells[c];
      lo ^= PIECE_LO[k];
      hi ^= PIECE_HI[k];
    }
    const a = hi >>> 0;
    const b = bestHi >>> 0;
    if (best < 0 || a < b || (a === b && lo >>> 0 < bestLo >>> 0)) {
      best = s;
      bestLo = lo;
      bestHi = hi;
    }
  }
  return { key: `${(bestHi >>> 0).toString(36)}.${(bestLo >>> 0).toString(36)}`, sym: best };
}

/** `move` carried into symmetry `sym`'s frame, or (`back`) out of it. */
export function mapMove(pos: Position, move: Move, sym: number, back: boolean): Move {
  const { map, inverse } = symmetriesOf(pos.board);
  const table = back ? inverse : map;
  const base = sym * pos.board.cellCount;
  const to = table[base + moveTo(move)];
  return isSlide(move) ? slideMove(table[base + moveFrom(move)], to) : placeMove(to);
}
