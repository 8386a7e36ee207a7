import { type Board, boardOf, type Move, type Position } from '../../engine';
import { isSlide, moveFrom, moveTo, placeMove, slideMove } from './moves';
import { symmetriesOf } from '../../ai/search/symmetry';

/**
 * Abacus on boards of up to 19 cells (n <= 3) as bitboards, for the exact solver.
 *
 * A cell (row r, diagonal d) is bit `r * W + d` with W = 2n: one spare column keeps the
 * six neighbour shifts (±1, ±W, ±(W+1)) from wrapping into the next row, so a group grows
 * by shifting its mask. A position is two masks, the mover's and the opponent's: the rules
 * treat the colours alike (fewer stones wins), so who is Black does not matter to the
 * result, and the side to move need not be stored.
 */
export const BITS_MAX_SIZE = 3;

export interface BitBoard {
  readonly board: Board;
  /** Every cell's bit. */
  readonly valid: number;
  readonly width: number;
  /** Engine cell of each bit, -1 for the spare column. */
  readonly cellOf: Int8Array;
  readonly bitOf: Int8Array;
  /** The bit shift of each direction, in the engine's direction order. */
  readonly shifts: readonly number[];
  /**
   * Base-3 index of a position under each symmetry, from 10-bit slices of a mask:
   * `digit[(s * 3 + k) * 1024 + slice]` is the sum of 3^cell over the slice's bits, their
   * cells mapped by symmetry s. The index is mover × 1 + opponent × 2 in base 3.
   */
  readonly digit: Int32Array;
  /** `power[s * 32 + bit]`: 3^cell of the bit's cell mapped by symmetry s. */
  readonly power: Int32Array;
  /** `bitMap[s * 32 + bit]`: where symmetry s sends the bit; `bitInverse` undoes it. */
  readonly bitMap: Int8Array;
  readonly bitInverse: Int8Array;
  /** 3^cellCount: the number of indices. */
  readonly positions: number;
}

const bitBoards = new Map<number, BitBoard>();

export function bitBoardOf(n: number): BitBoard {
  let bb = bitBoards.get(n);
  if (bb) return bb;
  if (n > BITS_MAX_SIZE) throw new RangeError(`bitboards cover n <= ${BITS_MAX_SIZE}, not ${n}`);
  const board = boardOf(n);
  const width = 2 * n;
  const cellOf = new Int8Array(32).fill(-1);
  const bitOf = new Int8Array(board.cellCount);
  let valid = 0;
  for (let c = 0; c < board.cellCount; c++) {
    const bit = board.row[c] * width + board.diag[c];
    cellOf[bit] = c;
    bitOf[c] = bit;
    valid |= 1 << bit;
  }
  const sym = symmetriesOf(board);
  const digit = new Int32Array(12 * 3 * 1024);
  for (let s = 0; s < 12; s++) {
    for (let k = 0; k < 3; k++) {
      for (let slice = 0; slice < 1024; slice++) {
        let sum = 0;
        for (let b = 0; b < 10; b++) {
          const cell = cellOf[k * 10 + b];
          if (slice & (1 << b) && cell >= 0) {
            sum += 3 ** sym.map[s * board.cellCount + cell];
          }
        }
        digit[(s * 3 + k) * 1024 + slice] = sum;
      }
    }
  }
  const power = new Int32Array(12 * 32);
  for (let s = 0; s < 12; s++) {
    for (let bit = 0; bit < 32; bit++) {
      if (cellOf[bit] >= 0) power[s * 32 + bit] = 3 ** sym.map[s * board.cellCount + cellOf[bit]];
    }
  }
  const bitMap = new Int8Array(12 * 32);
  const bitInverse = new Int8Array(12 * 32);
  for (let s = 0; s < 12; s++) {
    for (let c = 0; c < board.cellCount; c++) {
      const image = bitOf[sym.map[s * board.cellCount + c]];
      bitMap[s * 32 + bitOf[c]] = image;
      bitInverse[s * 32 + image] = bitOf[c];
    }
  }
  bb = {
    board,
    power,
    bitMap,
    bitInverse,
    valid,
    width,
    cellOf,
    bitOf,
    shifts: [1, width + 1, width, -1, -width - 1, -width],
    digit,
    positions: 3 ** board.cellCount,
  };
  bitBoards.set(n, bb);
  return bb;
}

export const popcount = (m: number): number => {
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** The mask and its six neighbours' cells, kept on the board. */
export function grow(bb: BitBoard, m: number): number {
  const w = bb.width;
  return (
    (m | (m << 1) | (m >>> 1) | (m << w) | (m >>> w) | (m << (w + 1)) | (m >>> (w + 1))) & bb.valid
  );
}

/** The group of `within` that holds the bits of `seed`. */
export function fill(bb: BitBoard, seed: number, within: number): number {
  let f = seed;
  for (;;) {
    const next = grow(bb, f) & within;
    if (next === f) return f;
    f = next;
  }
}

/**
 * A bitboard move: a placement is its bit; a slide is `from | to << 5 | 1 << 10`. Bits
 * are below 32, so five bits each suffice.
 */
export const BIT_SLIDE = 1 << 10;

/**
 * Writes the mover's moves into `out` from `start`, slides first, and returns the new end.
 * The order inside each kind follows the bits, so it is deterministic.
 */
export function bitMoves(
  bb: BitBoard,
  own: number,
  other: number,
  out: Int32Array,
  start: number,
): number {
  const empty = bb.valid & ~(own | other);
  let n = start;
  if (popcount(own) >= 3) {
    let rest = own;
    while (rest !== 0) {
      const group = fill(bb, rest & -rest, own);
      rest &= ~group;
      const g = popcount(group);
      if (g < 3) continue;
      let stones = group;
      while (stones !== 0) {
        const stone = stones & -stones;
        stones ^= stone;
        const from = 31 - Math.clz32(stone);
        const lifted = own ^ stone;
        for (let dir = 0; dir < 6; dir++) {
          const shift = bb.shifts[dir];
          let at = stone;
          for (;;) {
            at = shift > 0 ? at << shift : at >>> -shift;
            if ((at & empty) === 0) break;
            // A landing that touches none of the mover's stones is a group of 1.
            if ((grow(bb, at) & lifted) === 0) continue;
            const h = popcount(fill(bb, at, lifted | at));
            if (h < g) out[n++] = from | ((31 - Math.clz32(at)) << 5) | BIT_SLIDE;
          }
        }
      }
    }
  }
  let free = empty;
  while (free !== 0) {
    const bit = free & -free;
    free ^= bit;
    out[n++] = 31 - Math.clz32(bit);
  }
  return n;
}

/**
 * The mover's slides, counted by the cells they pass through or land on: after the
 * opponent fills cell c, exactly `paths[c]` of them are gone, since the mover's groups,
 * and so every landing group's size, stay as they were. Returns the number of slides.
 */
export function slidePaths(bb: BitBoard, own: number, other: number, paths: Int32Array): number {
  paths.fill(0);
  if (popcount(own) < 3) return 0;
  const empty = bb.valid & ~(own | other);
  let slides = 0;
  let rest = own;
  while (rest !== 0) {
    const group = fill(bb, rest & -rest, own);
    rest &= ~group;
    const g = popcount(group);
    if (g < 3) continue;
    let stones = group;
    while (stones !== 0) {
      const stone = stones & -stones;
      stones ^= stone;
      const lifted = own ^ stone;
      for (let dir = 0; dir < 6; dir++) {
        const shift = bb.shifts[dir];
        let at = stone;
        let steps = 0;
        let legal = 0;
        for (;;) {
          at = shift > 0 ? at << shift : at >>> -shift;
          if ((at & empty) === 0) break;
          rayBits[steps] = 31 - Math.clz32(at);
          if ((grow(bb, at) & lifted) !== 0 && popcount(fill(bb, at, lifted | at)) < g) {
            legal |= 1 << steps;
          }
          steps++;
        }
        // Each landing's path is the ray up to it: a cell lies on the paths of the legal
        // landings at or beyond it.
        let beyond = 0;
        for (let k = steps - 1; k >= 0; k--) {
          if (legal & (1 << k)) beyond++;
          paths[rayBits[k]] += beyond;
        }
        slides += popcount(legal);
      }
    }
  }
  return slides;
}

const rayBits = new Int8Array(8);

/** Sum of 3^cell over a mask's cells, mapped by symmetry s. */
export function digitsUnder(bb: BitBoard, s: number, mask: number): number {
  const d = bb.digit;
  const b = s * 3 * 1024;
  return d[b + (mask & 1023)] + d[b + 1024 + ((mask >>> 10) & 1023)] + d[b + 2048 + (mask >>> 20)];
}

/** The base-3 index of (mover, opponent) under symmetry s. */
export const indexUnder = (bb: BitBoard, s: number, own: number, other: number): number =>
  digitsUnder(bb, s, own) + 2 * digitsUnder(bb, s, other);

/** The least index over the twelve symmetries: one table entry per class of positions. */
export function canonicalIndex(bb: BitBoard, own: number, other: number): number {
  let best = indexUnder(bb, 0, own, other);
  for (let s = 1; s < 12; s++) {
    const i = indexUnder(bb, s, own, other);
    if (i < best) best = i;
  }
  return best;
}

/** A symmetry that gives the least index: the frame the table and the book store moves in. */
export function canonicalSymmetry(bb: BitBoard, own: number, other: number): number {
  let best = 0;
  let least = indexUnder(bb, 0, own, other);
  for (let s = 1; s < 12; s++) {
    const i = indexUnder(bb, s, own, other);
    if (i < least) {
      least = i;
      best = s;
    }
  }
  return best;
}

/** A bitboard move carried into symmetry s's frame, or (`back`) out of it. */
export function mapBitMove(bb: BitBoard, move: number, s: number, back: boolean): number {
  const table = back ? bb.bitInverse : bb.bitMap;
  const to = table[s * 32 + (move & BIT_SLIDE ? (move >> 5) & 31 : move & 31)];
  return move & BIT_SLIDE ? table[s * 32 + (move & 31)] | (to << 5) | BIT_SLIDE : to;
}

/** The position's masks, mover first. */
export function masksOf(bb: BitBoard, pos: Position): [number, number] {
  let own = 0;
  let other = 0;
  for (let c = 0; c < bb.board.cellCount; c++) {
    if (pos.cells[c] === pos.turn) own |= 1 << bb.bitOf[c];
    else if (pos.cells[c] !== 0) other |= 1 << bb.bitOf[c];
  }
  return [own, other];
}

export function toEngineMove(bb: BitBoard, move: number): Move {
  const to = bb.cellOf[move & BIT_SLIDE ? (move >> 5) & 31 : move & 31];
  return move & BIT_SLIDE ? slideMove(bb.cellOf[move & 31], to) : placeMove(to);
}

export function fromEngineMove(bb: BitBoard, move: Move): number {
  const to = bb.bitOf[moveTo(move)];
  return isSlide(move) ? bb.bitOf[moveFrom(move)] | (to << 5) | BIT_SLIDE : to;
}
