import type { Extras, Position } from './rules';
import { PIECE_HI, PIECE_LO, TURN_HI, TURN_LO } from './zobrist';
import { BLACK, EMPTY, type Game, type Player, WHITE } from './types';

// Position and the rules it carries refer to each other, so they are declared together.
export type { Extras, Position } from './rules';

export const NO_EXTRAS: Extras = { black: 0, white: 0 };

/** A plain, possibly illegal description of a position, as written or edited. */
export interface Setup {
  readonly game: Game;
  readonly n: number;
  /** Indexed by cell: EMPTY, BLACK or WHITE. */
  readonly cells: ArrayLike<number>;
  readonly turn: Player;
  readonly extras: Extras;
}

/** Recomputes the Zobrist hash from scratch; make/unmake keep it up to date incrementally. */
export function rehash(pos: Position): void {
  let lo = 0;
  let hi = 0;
  const { cells } = pos;
  for (let c = 0; c < cells.length; c++) {
    if (cells[c] !== EMPTY) {
      lo ^= PIECE_LO[c * 3 + cells[c]];
      hi ^= PIECE_HI[c * 3 + cells[c]];
    }
  }
  if (pos.turn === WHITE) {
    lo ^= TURN_LO;
    hi ^= TURN_HI;
  }
  pos.hashLo = lo;
  pos.hashHi = hi;
}

export function toSetup(pos: Position): Setup {
  return {
    game: pos.game,
    n: pos.board.n,
    cells: Array.from(pos.cells),
    turn: pos.turn === BLACK ? 'black' : 'white',
    extras: { black: pos.extras[BLACK], white: pos.extras[WHITE] },
  };
}

export function clonePosition(pos: Position): Position {
  return {
    ...pos,
    cells: pos.cells.slice(),
    extras: pos.extras.slice(),
    count: pos.count.slice(),
  };
}

/** A string key of the position for repetition counting and de-duplication. */
export const positionKey = (pos: Position): string => `${pos.hashHi >>> 0}:${pos.hashLo >>> 0}`;
