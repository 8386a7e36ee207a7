import type { Board } from './hex';
import type { GameRules } from './rules';
import { PIECE_HI, PIECE_LO, TURN_HI, TURN_LO } from './zobrist';
import { BLACK, type Colour, EMPTY, type Game, type Player, WHITE } from './types';

/**
 * A validated position. Search mutates it in place through make/unmake; everything at
 * the edges goes through `play`, which returns a fresh copy.
 */
export interface Position {
  readonly game: Game;
  /** The game's rules: shared code plays every game through them. */
  readonly rules: GameRules;
  readonly board: Board;
  /** Indexed by cell: EMPTY, BLACK or WHITE. */
  readonly cells: Int8Array;
  turn: Colour;
  /** Indexed by colour: pieces of that colour on the board. */
  readonly count: Int16Array;
  /**
   * Indexed by colour: a counter per side that the cells do not show. Its meaning is the
   * game module's (Abalone: that colour's marbles pushed off); games without one keep 0.
   */
  readonly extras: Int8Array;
  hashLo: number;
  hashHi: number;
}

/** Per-side counters of a setup, in the game's own meaning (see `Position.extras`). */
export type Extras = Readonly<Record<Player, number>>;
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
