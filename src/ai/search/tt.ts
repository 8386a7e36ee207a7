/**
 * Transposition table in one flat Int32Array, an entry every 5 ints, so that a probe
 * touches a single cache line and storing allocates nothing.
 *
 * The array may live in a `SharedArrayBuffer` that several workers search with at once
 * (Lazy SMP, `parallel.ts`). Writes are not atomic, so an entry can be torn: one
 * worker's key with another's score. As in Hyatt's lockless hashing, the stored low key
 * is the key XOR the entry's data, so that a torn entry fails the key check instead of
 * answering for a position it never saw. The search's age sits in the array too, so that
 * every worker on one table ages it alike.
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

/** The age's slot, after the last entry. */
const tail = (data: Int32Array): number => data.length - 1;

const metaDepth = (meta: number): number => (meta & 0xff) - 128;
const metaBound = (meta: number): Bound => ((meta >> 8) & 3) as Bound;
const metaAge = (meta: number): number => meta >>> 10;

/** The ints a table of 2^bits entries takes, its age included. */
export const tableLength = (bits: number): number => (1 << bits) * STRIDE + 1;

/** The bits of the table that fits `length` ints, or -1 if no table does. */
export function tableBits(length: number): number {
  for (let bits = 1; bits <= 26; bits++) if (tableLength(bits) === length) return bits;
  return -1;
}

export class TranspositionTable {
  private readonly mask: number;
  private readonly data: Int32Array;
  private age = 1;

  /**
   * `bits` sets the size to 2^bits entries of 20 bytes. With `shared`, a buffer of
   * `tableLength(bits)` ints that other workers' tables also use: its entries and age are
   * theirs too.
   */
  constructor(bits = 19, shared?: SharedArrayBuffer) {
    this.mask = (1 << bits) - 1;
    const length = tableLength(bits);
    if (shared && shared.byteLength !== length * 4) {
      throw new Error(`tt: a shared table of ${bits} bits takes ${length * 4} bytes`);
    }
    this.data = shared ? new Int32Array(shared) : new Int32Array(length);
    this.age = this.data[tail(this.data)] || 1;
  }

  clear(): void {
    this.data.fill(0);
    this.age = 1;
  }

  /**
   * Starts a new search: older entries stay usable but are the first to be replaced. A
   * helper joining another worker's search (`join`) takes that search's age instead.
   */
  nextSearch(join = false): void {
    const d = this.data;
    const shared = d[tail(d)] || this.age;
    this.age = join ? shared : shared === 255 ? 1 : shared + 1;
    d[tail(d)] = this.age;
  }

  /** The slot holding this key, or -1. */
  probe(lo: number, hi: number): number {
    const i = (lo & this.mask) * STRIDE;
    const d = this.data;
    const meta = d[i + META];
    return meta !== 0 && (d[i + LO] ^ d[i + MOVE] ^ d[i + SCORE] ^ meta) === lo && d[i + HI] === hi
      ? i
      : -1;
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
    const kept = d[i + MOVE];
    const same = meta !== 0 && (d[i + LO] ^ kept ^ d[i + SCORE] ^ meta) === lo && d[i + HI] === hi;
    if (current && metaDepth(meta) > depth && (!same || bound !== BOUND_EXACT)) return;
    // A fail-low result has no best move; keep the one an earlier search found.
    const best = move !== NO_MOVE || !same ? move : kept;
    const newMeta = (depth + 128) | (bound << 8) | (this.age << 10);
    d[i + HI] = hi;
    d[i + MOVE] = best;
    d[i + SCORE] = score;
    d[i + META] = newMeta;
    d[i + LO] = lo ^ best ^ score ^ newMeta;
  }
}
