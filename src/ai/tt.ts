/**
 * Transposition table in one flat Int32Array, an entry every 5 ints, so that a probe
 * touches a single cache line and storing allocates nothing.
 */
export const BOUND_EXACT = 0;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;
export type Bound = typeof BOUND_EXACT | typeof BOUND_LOWER | typeof BOUND_UPPER;
/** Abacus uses 0 for a placement on the first cell, so "no move" needs its own value. */
export const NO_MOVE = -1;

const STRIDE = 5;
const LO = 0;
const HI = 1;
const MOVE = 2;
const SCORE = 3;
/** depth (8 bits, biased by 128) | bound << 8 | age << 10; age 0 marks an empty slot. */
const META = 4;

const metaDepth = (meta: number): number => (meta & 0xff) - 128;
const metaBound = (meta: number): Bound => ((meta >> 8) & 3) as Bound;
const metaAge = (meta: number): number => meta >>> 10;

export class TranspositionTable {
  private readonly mask: number;
  private readonly data: Int32Array;
  private age = 1;

  /** `bits` sets the size to 2^bits entries of 20 bytes. */
  constructor(bits = 19) {
    this.mask = (1 << bits) - 1;
    this.data = new Int32Array((1 << bits) * STRIDE);
  }

  clear(): void {
    this.data.fill(0);
    this.age = 1;
  }

  /** Starts a new search: older entries stay usable but are the first to be replaced. */
  nextSearch(): void {
    this.age = this.age === 255 ? 1 : this.age + 1;
  }

  /** The slot holding this key, or -1. */
  probe(lo: number, hi: number): number {
    const i = (lo & this.mask) * STRIDE;
    const d = this.data;
    return d[i + META] !== 0 && d[i + LO] === lo && d[i + HI] === hi ? i : -1;
  }

  move(slot: number): number {
    return this.data[slot + MOVE];
  }
  score(slot: number): number {
    return this.data[slot + SCORE];
  }
  depth(slot: number): number {
    return metaDepth(this.data[slot + META]);
  }
  bound(slot: number): Bound {
    return metaBound(this.data[slot + META]);
  }

  /**
   * Keeps the deeper result for the same slot within one search, but always lets the
   * current search overwrite entries left by earlier ones.
   */
  store(lo: number, hi: number, depth: number, bound: Bound, score: number, move: number): void {
    const i = (lo & this.mask) * STRIDE;
    const d = this.data;
    const meta = d[i + META];
    const current = meta !== 0 && metaAge(meta) === this.age;
    const same = meta !== 0 && d[i + LO] === lo && d[i + HI] === hi;
    if (current && metaDepth(meta) > depth && (!same || bound !== BOUND_EXACT)) return;
    d[i + LO] = lo;
    d[i + HI] = hi;
    // A fail-low result has no best move; keep the one an earlier search found.
    if (move !== NO_MOVE || !same) d[i + MOVE] = move;
    d[i + SCORE] = score;
    d[i + META] = (depth + 128) | (bound << 8) | (this.age << 10);
  }
}
