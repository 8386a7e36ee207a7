import type { Board } from './hex';
import { type TreeScratch, treeScratch, walkGroups } from './groups';
import type { Position } from './position';
import { BLACK, EMPTY, WHITE, type Outcome } from './types';
import { PIECE_HI, PIECE_LO, TURN_HI, TURN_LO } from './zobrist';

/**
 * Abacus moves are numbers: a placement is its cell; a slide is
 * `from | to << 8 | SLIDE`.
 */
export const SLIDE = 1 << 16;
export const placeMove = (cell: number): number => cell;
export const slideMove = (from: number, to: number): number => from | (to << 8) | SLIDE;
export const isSlide = (move: number): boolean => (move & SLIDE) !== 0;
/** The landing cell of a slide, or the cell of a placement. */
export const moveTo = (move: number): number => (move & SLIDE ? (move >> 8) & 0xff : move & 0xff);
export const moveFrom = (move: number): number => move & 0xff;

/** Per-board scratch for slide generation, made on first use. */
interface SlideScratch extends TreeScratch {
  /**
   * For each empty cell next to the mover's stones (where `near` equals the walk's
   * mark): up to three distinct groups touching it (-1: none), and how many of each
   * group's stones touch it.
   */
  readonly touching: Int16Array;
  readonly touches: Int8Array;
  /** For those cells, the size of the group a stone placed there would form. */
  readonly joined: Int16Array;
  readonly near: Int32Array;
  /** The pieces that lifting one stone cuts off: DFS-time ranges and sizes. */
  readonly pieceFrom: Int16Array;
  readonly pieceTo: Int16Array;
  readonly pieceSize: Int16Array;
}

const scratches = new Map<Board, SlideScratch>();
function scratchFor(board: Board): SlideScratch {
  let s = scratches.get(board);
  if (!s) {
    s = {
      ...treeScratch(board),
      touching: new Int16Array(board.cellCount * 3),
      touches: new Int8Array(board.cellCount * 3),
      joined: new Int16Array(board.cellCount),
      near: new Int32Array(board.cellCount),
      pieceFrom: new Int16Array(6),
      pieceTo: new Int16Array(6),
      pieceSize: new Int16Array(6),
    };
    scratches.set(board, s);
  }
  return s;
}

/**
 * Writes every legal move into `out` (placements first, then slides) and returns the
 * count. A full board has no moves: the game is over.
 *
 * One depth-first walk of the mover's groups tells, for every stone, which pieces its
 * group falls into when it is lifted (articulation points), so no stone is ever lifted
 * and no group re-walked; and each empty cell's landing size is worked out once, then
 * only corrected for the lifted stone's own group.
 */
export function generateAbacusMoves(pos: Position, out: Int32Array): number {
  const { board, cells } = pos;
  const own = pos.turn;
  let n = 0;
  for (let c = 0; c < board.cellCount; c++) if (cells[c] === EMPTY) out[n++] = c;
  if (n === 0) return 0;
  if (pos.count[own] < 3) return n;
  const s = scratchFor(board);
  const groups = walkGroups(board, cells, own, s);
  const { label, size, disc, low, sub, parent, order, touching, touches, joined, near } = s;
  const { pieceFrom, pieceTo, pieceSize } = s;
  let sliding = false;
  for (let id = 0; id < groups; id++) if (size[id] >= 3) sliding = true;
  if (!sliding) return n;
  const { neighbour, rays, rayStart, cellCount } = board;
  const mark = s.mark;
  // Distinct groups around a cell are separated by other cells, so at most three touch it.
  for (let k = 0; k < s.stones; k++) {
    const v = order[k];
    const id = label[v];
    for (let dir = 0; dir < 6; dir++) {
      const e = neighbour[v * 6 + dir];
      if (e < 0 || cells[e] !== EMPTY) continue;
      const t = e * 3;
      if (near[e] !== mark) {
        near[e] = mark;
        touching[t] = id;
        touches[t] = 1;
        touching[t + 1] = touching[t + 2] = -1;
        joined[e] = 1 + size[id];
      } else if (touching[t] === id) touches[t]++;
      else if (touching[t + 1] === id) touches[t + 1]++;
      else if (touching[t + 2] === id) touches[t + 2]++;
      else {
        const j = touching[t + 1] < 0 ? t + 1 : t + 2;
        touching[j] = id;
        touches[j] = 1;
        joined[e] += size[id];
      }
    }
  }
  for (let from = 0; from < cellCount; from++) {
    if (cells[from] !== own) continue;
    const group = label[from];
    const g = size[group];
    if (g < 3) continue;
    let pieces = 0;
    for (let dir = 0; dir < 6; dir++) {
      const c = neighbour[from * 6 + dir];
      if (c < 0 || cells[c] !== own || parent[c] !== from || low[c] < disc[from]) continue;
      pieceFrom[pieces] = disc[c];
      pieceTo[pieces] = disc[c] + sub[c];
      pieceSize[pieces] = sub[c];
      pieces++;
    }
    // A root with one child leaves a single piece, like a stone that cuts nothing off.
    if (pieces === 1 && pieceSize[0] === g - 1) pieces = 0;
    for (let dir = 0; dir < 6; dir++) {
      const first = rayStart[from * 6 + dir];
      const end = rayStart[from * 6 + dir + 1];
      for (let i = first; i < end; i++) {
        const to = rays[i];
        if (cells[to] !== EMPTY) break;
        // Alone, a stone is a group of 1: never a legal landing.
        if (near[to] !== mark) continue;
        let h = joined[to];
        const t = to * 3;
        const j =
          touching[t] === group
            ? t
            : touching[t + 1] === group
              ? t + 1
              : touching[t + 2] === group
                ? t + 2
                : -1;
        if (j >= 0) {
          if (pieces === 0) {
            // The rest of the group stays one piece of g - 1; the landing joins it if a
            // stone other than the lifted one (which touches only the ray's first cell)
            // touches it.
            const others = touches[j] - (i === first ? 1 : 0);
            h += others > 0 ? -1 : -g;
          } else {
            h += piecesTouched(board, cells, own, from, to, s, pieces, g) - g;
          }
        }
        if (h >= 2 && h < g) out[n++] = slideMove(from, to);
      }
    }
  }
  return n;
}

/**
 * Total size of the pieces of `from`'s group, once `from` is lifted, that touch `to`:
 * the cut-off pieces, and the rest of the group (the piece that keeps the DFS parent).
 */
function piecesTouched(
  board: Board,
  cells: Int8Array,
  own: number,
  from: number,
  to: number,
  s: SlideScratch,
  pieces: number,
  g: number,
): number {
  const { label, disc, pieceFrom, pieceTo, pieceSize } = s;
  const { neighbour } = board;
  const group = label[from];
  let rest = g - 1;
  for (let k = 0; k < pieces; k++) rest -= pieceSize[k];
  // Bit k: cut-off piece k; bit 6: the rest.
  let touched = 0;
  for (let dir = 0; dir < 6; dir++) {
    const m = neighbour[to * 6 + dir];
    if (m < 0 || m === from || cells[m] !== own || label[m] !== group) continue;
    let bit = 1 << 6;
    for (let k = 0; k < pieces; k++) {
      if (disc[m] >= pieceFrom[k] && disc[m] < pieceTo[k]) {
        bit = 1 << k;
        break;
      }
    }
    touched |= bit;
  }
  let total = touched & (1 << 6) ? rest : 0;
  for (let k = 0; k < pieces; k++) if (touched & (1 << k)) total += pieceSize[k];
  return total;
}

/** Plays a move in place. Abacus moves need no undo information. */
export function makeAbacusMove(pos: Position, move: number): void {
  const own = pos.turn;
  const { cells } = pos;
  const to = moveTo(move);
  if (move & SLIDE) {
    const from = moveFrom(move);
    cells[from] = EMPTY;
    pos.hashLo ^= PIECE_LO[from * 3 + own];
    pos.hashHi ^= PIECE_HI[from * 3 + own];
  } else {
    pos.count[own]++;
  }
  cells[to] = own;
  pos.hashLo ^= PIECE_LO[to * 3 + own] ^ TURN_LO;
  pos.hashHi ^= PIECE_HI[to * 3 + own] ^ TURN_HI;
  pos.turn = own === BLACK ? WHITE : BLACK;
}

export function unmakeAbacusMove(pos: Position, move: number): void {
  const own = pos.turn === BLACK ? WHITE : BLACK;
  pos.turn = own;
  const { cells } = pos;
  const to = moveTo(move);
  cells[to] = EMPTY;
  pos.hashLo ^= PIECE_LO[to * 3 + own] ^ TURN_LO;
  pos.hashHi ^= PIECE_HI[to * 3 + own] ^ TURN_HI;
  if (move & SLIDE) {
    const from = moveFrom(move);
    cells[from] = own;
    pos.hashLo ^= PIECE_LO[from * 3 + own];
    pos.hashHi ^= PIECE_HI[from * 3 + own];
  } else {
    pos.count[own]--;
  }
}

/** The game ends the moment the board is full; fewer stones wins (the count is odd). */
export function abacusOutcome(pos: Position): Outcome | undefined {
  const black = pos.count[BLACK];
  const white = pos.count[WHITE];
  if (black + white < pos.board.cellCount) return undefined;
  return { winner: black < white ? 'black' : 'white', reason: 'full-board' };
}
