import { MAX_SIZE, cellCountOf } from './hex';

/**
 * Zobrist keys as two independent 32-bit halves, so that repetition detection and the
 * AI's transposition table see a 64-bit key without BigInt. Drawn from a fixed seed so
 * that hashes are identical in every run, worker and test.
 */
const MAX_CELLS = cellCountOf(MAX_SIZE);

function xorshift(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s | 0;
  };
}

const next = xorshift(0x2545f491);
/** `PIECE_LO[cell * 3 + colour]`; entries for colour 0 (empty) stay zero. */
export const PIECE_LO = new Int32Array(MAX_CELLS * 3);
export const PIECE_HI = new Int32Array(MAX_CELLS * 3);
for (let c = 0; c < MAX_CELLS; c++) {
  for (let colour = 1; colour <= 2; colour++) {
    PIECE_LO[c * 3 + colour] = next();
    PIECE_HI[c * 3 + colour] = next();
  }
}
export const TURN_LO = next();
export const TURN_HI = next();
