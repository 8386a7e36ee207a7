import type { Board } from '../../engine/hex';
import {
  addStone,
  ARCS,
  labelAll,
  type LiveGroups,
  liveGroups,
  lowest,
  removeStone,
  RUN_STARTS,
  undoGroups,
} from './groups';
import type { Position } from '../../engine/position';
import { BLACK, EMPTY, WHITE, type Outcome } from '../../engine/types';
import { PIECE_HI, PIECE_LO, TURN_HI, TURN_LO } from '../../engine/zobrist';

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

/**
 * A position's groups, kept up to date by make and unmake while a search plays in place,
 * so that generation and evaluation never label the board again.
 *
 * A few positions are followed at once, by identity (a search, a solver and the app each
 * play on their own position object); the one least recently switched to gives way to a
 * new one. Each is checked against its position's hash, less the side to move, before
 * use: a position changed some other way (an editor, a null move) is simply labelled
 * anew. Make logs its changes only while the labels match; unmake takes them back only
 * when its move is the last one logged; otherwise the labels are rebuilt when next needed.
 */
interface Live {
  pos: Position | undefined;
  /** When this entry was last switched to, for choosing which one gives way. */
  used: number;
  /** Whether `groups` labels the position with the hash below. */
  valid: boolean;
  groups: LiveGroups;
  hashLo: number;
  hashHi: number;
  /**
   * Per move logged, `FRAME` numbers: the move, the log's length before it, and the hash
   * (less the side to move) before it.
   */
  frames: Int32Array;
  depth: number;
}

const FOLLOWED = 4;
const FRAME = 4;
const lives: Live[] = [];
let clock = 0;
let last: Live | undefined;

const sideLo = (pos: Position): number => pos.hashLo ^ (pos.turn === WHITE ? TURN_LO : 0);
const sideHi = (pos: Position): number => pos.hashHi ^ (pos.turn === WHITE ? TURN_HI : 0);

function followed(pos: Position): Live | undefined {
  if (last !== undefined && last.pos === pos) return last;
  for (const live of lives) {
    if (live.pos === pos) {
      live.used = ++clock;
      last = live;
      return live;
    }
  }
  return undefined;
}

const matches = (live: Live | undefined, pos: Position): live is Live =>
  live !== undefined && live.valid && live.hashLo === sideLo(pos) && live.hashHi === sideHi(pos);

/** The followed entry of `pos` whose labels match it, if any. */
function matching(pos: Position): Live | undefined {
  const live = followed(pos);
  return matches(live, pos) ? live : undefined;
}

/** The up-to-date groups of `pos` (both colours), labelling them if need be. */
export function abacusGroups(pos: Position): LiveGroups {
  let live = followed(pos);
  if (matches(live, pos)) return live.groups;
  if (live === undefined) {
    if (lives.length < FOLLOWED) {
      live = {
        pos,
        used: 0,
        valid: false,
        groups: liveGroups(pos.board),
        hashLo: 0,
        hashHi: 0,
        frames: new Int32Array(64 * FRAME),
        depth: 0,
      };
      lives.push(live);
    } else {
      live = lives[0];
      for (const l of lives) if (l.used < live.used) live = l;
    }
    live.pos = pos;
    live.used = ++clock;
    last = live;
  }
  if (live.groups.board !== pos.board) live.groups = liveGroups(pos.board);
  labelAll(live.groups, pos.cells);
  live.valid = true;
  live.hashLo = sideLo(pos);
  live.hashHi = sideHi(pos);
  live.depth = 0;
  return live.groups;
}

function grow(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/** The bit of each direction's opposite, for a cell's neighbour masks. */
const OPPOSITE_BIT = Uint8Array.from({ length: 6 }, (_, dir) => 1 << ((dir + 3) % 6));

/** Per-board scratch for slide generation, made on first use. */
interface SlideScratch {
  /**
   * For each empty cell a slide may land on (where `near` equals `mark`): up to three
   * distinct groups of the mover touching it (-1: none), how many of each group's stones
   * touch it, and the size of the group a stone placed there would form.
   */
  readonly touching: Int16Array;
  readonly touches: Int8Array;
  readonly joined: Int16Array;
  /** Doubles, so that the marks, one a call, never wrap around as 32-bit ones would. */
  readonly near: Float64Array;
  mark: number;
  /**
   * Per stone, the pieces its group falls into when it is lifted, kept while the group's
   * stamp is `known`'s (so a sibling position, where only the other side moved, reuses
   * them): whether it splits at all; then in the stone's row of `cellCount` cells, a stone
   * whose `pieceAt` equals the stone's `at` (a mark, one a search: doubles never wrap
   * around) is in piece `piece`, any other in piece `rest`, with the sizes in `pieceSize`
   * (three a stone).
   */
  readonly known: Float64Array;
  readonly splits: Int8Array;
  readonly at: Float64Array;
  readonly rest: Int8Array;
  readonly pieceSize: Int16Array;
  readonly piece: Int8Array;
  readonly pieceAt: Float64Array;
  pieces: number;
  readonly queue: Int16Array;
  readonly other: Int16Array;
  /** One stone of each run of a lifted stone's own neighbours. */
  readonly runs: Int16Array;
}

const scratches = new Map<Board, SlideScratch>();
let lastBoard: Board | undefined;
let lastScratch: SlideScratch | undefined;
function scratchFor(board: Board): SlideScratch {
  if (board === lastBoard && lastScratch) return lastScratch;
  let s = scratches.get(board);
  if (!s) {
    s = {
      touching: new Int16Array(board.cellCount * 3),
      touches: new Int8Array(board.cellCount * 3),
      joined: new Int16Array(board.cellCount),
      near: new Float64Array(board.cellCount),
      mark: 0,
      known: new Float64Array(board.cellCount),
      splits: new Int8Array(board.cellCount),
      at: new Float64Array(board.cellCount),
      rest: new Int8Array(board.cellCount),
      pieceSize: new Int16Array(board.cellCount * 3),
      piece: new Int8Array(board.cellCount * board.cellCount),
      pieceAt: new Float64Array(board.cellCount * board.cellCount),
      pieces: 0,
      queue: new Int16Array(board.cellCount),
      other: new Int16Array(board.cellCount),
      runs: new Int16Array(3),
    };
    scratches.set(board, s);
  }
  lastBoard = board;
  lastScratch = s;
  return s;
}

/**
 * Writes every legal move into `out` (placements first, then slides) and returns the
 * count. A full board has no moves: the game is over.
 *
 * Groups and each cell's neighbours of either colour come from the position's live
 * labels. A landing whose neighbours form one run touches one group, read from one label;
 * the groups around any other landing are read once per call. Lifting a stone splits its
 * group only if its own neighbours form more than one run around it; only then, and only
 * for a landing that touches the group elsewhere, are the pieces found, and they are kept
 * for the stone until its group changes: after the other side's move they still hold.
 */
export function generateAbacusMoves(pos: Position, out: Int32Array): number {
  const { board, cells, count } = pos;
  const own = pos.turn;
  const { neighbour, rays, rayStart, cellCount } = board;
  if (count[BLACK] + count[WHITE] === cellCount) return 0;
  const live = abacusGroups(pos);
  const { label, size, stamp, around, inside, words } = live;
  const bitsets = live.cells;
  let n = 0;
  for (let w = 0; w < words; w++)
    for (let b = bitsets[w]; b !== 0; b &= b - 1) out[n++] = (w << 5) | lowest(b);
  if (count[own] < 3) return n;
  const s = scratchFor(board);
  const { touching, touches, joined, near } = s;
  const mark = ++s.mark;
  const base = own * cellCount;
  for (let w = 0; w < words; w++) {
    for (let stones = bitsets[own * words + w]; stones !== 0; stones &= stones - 1) {
      const from = (w << 5) | lowest(stones);
      const group = label[from];
      const g = size[group];
      if (g < 3) continue;
      const cuts = ARCS[around[base + from]] > 1;
      // Whether lifting the stone splits its group: -1 until a landing needs to know.
      let split = -1;
      const exits = inside[from] & ~(around[cellCount + from] | around[2 * cellCount + from]);
      for (let e = exits; e !== 0; e &= e - 1) {
        const dir = lowest(e);
        const first = rayStart[from * 6 + dir];
        const end = rayStart[from * 6 + dir + 1];
        // The ray's first cell touches the lifted stone, which will not be there.
        const lifted = OPPOSITE_BIT[dir];
        for (let i = first; i < end; i++) {
          const to = rays[i];
          if (cells[to] !== EMPTY) break;
          const bits = around[base + to];
          // Alone, a stone is a group of 1: never a legal landing.
          if (bits === 0 || (i === first && bits === lifted)) continue;
          let h: number;
          // Whether the landing touches the lifted stone's group through another stone.
          let rejoins = false;
          if (ARCS[bits] === 1) {
            // Neighbours in one run touch each other: they are all one group, the lifted
            // stone's own where it is one of them (and then not the only one).
            const id = i === first ? group : label[neighbour[to * 6 + lowest(bits)]];
            h = 1 + size[id];
            rejoins = id === group;
          } else {
            const t = to * 3;
            if (near[to] !== mark) {
              near[to] = mark;
              // Distinct groups around a cell are separated by other cells: at most three.
              touching[t] = touching[t + 1] = touching[t + 2] = -1;
              let joins = 1;
              for (let b = bits; b !== 0; b &= b - 1) {
                const id = label[neighbour[to * 6 + lowest(b)]];
                if (touching[t] === id) touches[t]++;
                else if (touching[t + 1] === id) touches[t + 1]++;
                else if (touching[t + 2] === id) touches[t + 2]++;
                else {
                  const j = touching[t] < 0 ? t : touching[t + 1] < 0 ? t + 1 : t + 2;
                  touching[j] = id;
                  touches[j] = 1;
                  joins += size[id];
                }
              }
              joined[to] = joins;
            }
            h = joined[to];
            const j =
              touching[t] === group
                ? t
                : touching[t + 1] === group
                  ? t + 1
                  : touching[t + 2] === group
                    ? t + 2
                    : -1;
            // The lifted stone touches only the ray's first cell.
            if (j >= 0 && touches[j] === (i === first ? 1 : 0)) h -= g;
            else rejoins = j >= 0;
          }
          if (rejoins) {
            // The stone rejoins its group unless lifting it splits the group, and even
            // then the pieces it touches (at least one stone) must leave it smaller.
            if (cuts && h + 1 < 2 * g) {
              if (split < 0) {
                if (s.known[from] !== stamp[group]) {
                  s.splits[from] = findPieces(board, around, base, from, g, s) ? 1 : 0;
                  s.known[from] = stamp[group];
                }
                split = s.splits[from];
              }
              h = split === 0 ? 0 : h - g + piecesTouched(board, label, around, base, from, to, s);
            } else h = 0;
          }
          if (h >= 2 && h < g) out[n++] = slideMove(from, to);
        }
      }
    }
  }
  return n;
}

/**
 * Whether lifting `from` (whose own neighbours form two or three runs) splits its group
 * of `g`; if so, numbers the pieces in the stone's row. Every piece holds a run, so a
 * breadth-first search from one run stops as soon as it has reached the others, which is
 * quick when they meet around a small hole; a search that runs out has found a whole
 * piece. A stone's own neighbours are of its group, so the searches read no labels.
 */
function findPieces(
  board: Board,
  around: Uint8Array,
  base: number,
  from: number,
  g: number,
  s: SlideScratch,
): boolean {
  const { piece, pieceAt, pieceSize, queue, runs } = s;
  const { neighbour, cellCount } = board;
  const row = from * cellCount;
  const sizes = from * 3;
  let k = 0;
  for (let b = RUN_STARTS[around[base + from]]; b !== 0; b &= b - 1)
    runs[k++] = neighbour[from * 6 + lowest(b)];
  const at = ++s.pieces;
  s.at[from] = at;
  pieceAt[row + from] = at;
  if (k === 2) return twoRuns(board, around, base, from, g, s, at);
  let counted = 0;
  for (let p = 0; p < k - 1; p++) {
    const start = runs[p];
    if (pieceAt[row + start] === at) continue;
    // The runs after this one that no earlier piece reached.
    let left = 0;
    for (let q = p + 1; q < k; q++) if (pieceAt[row + runs[q]] !== at) left++;
    pieceAt[row + start] = at;
    piece[row + start] = p;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    while (head < tail) {
      const c = queue[head++];
      for (let b = around[base + c]; b !== 0; b &= b - 1) {
        const m = neighbour[c * 6 + lowest(b)];
        if (pieceAt[row + m] === at) continue;
        pieceAt[row + m] = at;
        piece[row + m] = p;
        queue[tail++] = m;
        if (m === runs[p + 1] || (p + 2 < k && m === runs[p + 2])) left--;
      }
      if (left === 0) {
        // This piece holds every run left: it is all that remains.
        if (p === 0) return false;
        s.rest[from] = p;
        pieceSize[sizes + p] = g - 1 - counted;
        return true;
      }
    }
    pieceSize[sizes + p] = tail;
    counted += tail;
  }
  s.rest[from] = k - 1;
  pieceSize[sizes + k - 1] = g - 1 - counted;
  return true;
}
/**
 * `findPieces` for two runs: breadth-first searches from both, a stone at a time each,
 * so that a split costs about twice the smaller piece rather than all of the first one.
 */
function twoRuns(
  board: Board,
  around: Uint8Array,
  base: number,
  from: number,
  g: number,
  s: SlideScratch,
  at: number,
): boolean {
  const { piece, pieceAt, pieceSize, queue, other, runs } = s;
  const { neighbour, cellCount } = board;
  const row = from * cellCount;
  const sizes = from * 3;
  pieceAt[row + runs[0]] = pieceAt[row + runs[1]] = at;
  piece[row + runs[0]] = 0;
  piece[row + runs[1]] = 1;
  queue[0] = runs[0];
  other[0] = runs[1];
  let head0 = 0;
  let tail0 = 1;
  let head1 = 0;
  let tail1 = 1;
  for (;;) {
    // A side that runs out is a whole piece, and the other side holds the rest.
    if (head0 === tail0) {
      s.rest[from] = 1;
      pieceSize[sizes] = tail0;
      pieceSize[sizes + 1] = g - 1 - tail0;
      return true;
    }
    let c = queue[head0++];
    for (let b = around[base + c]; b !== 0; b &= b - 1) {
      const m = neighbour[c * 6 + lowest(b)];
      if (m === from) continue;
      if (pieceAt[row + m] !== at) {
        pieceAt[row + m] = at;
        piece[row + m] = 0;
        queue[tail0++] = m;
      } else if (piece[row + m] === 1) return false;
    }
    if (head1 === tail1) {
      s.rest[from] = 0;
      pieceSize[sizes + 1] = tail1;
      pieceSize[sizes] = g - 1 - tail1;
      return true;
    }
    c = other[head1++];
    for (let b = around[base + c]; b !== 0; b &= b - 1) {
      const m = neighbour[c * 6 + lowest(b)];
      if (m === from) continue;
      if (pieceAt[row + m] !== at) {
        pieceAt[row + m] = at;
        piece[row + m] = 1;
        other[tail1++] = m;
      } else if (piece[row + m] === 0) return false;
    }
  }
}

/** Total size of the pieces of `from`'s group, once `from` is lifted, that touch `to`. */
function piecesTouched(
  board: Board,
  label: Int16Array,
  around: Uint8Array,
  base: number,
  from: number,
  to: number,
  s: SlideScratch,
): number {
  const { piece, pieceSize, pieceAt } = s;
  const { neighbour, cellCount } = board;
  const group = label[from];
  const row = from * cellCount;
  const at = s.at[from];
  const rest = s.rest[from];
  let touched = 0;
  for (let b = around[base + to]; b !== 0; b &= b - 1) {
    const m = neighbour[to * 6 + lowest(b)];
    if (m === from || label[m] !== group) continue;
    touched |= 1 << (pieceAt[row + m] === at ? piece[row + m] : rest);
  }
  let total = 0;
  for (let k = 0; k < 3; k++) if (touched & (1 << k)) total += pieceSize[from * 3 + k];
  return total;
}

/** Plays a move in place; returns 0 (Abacus needs no undo information). */
export function makeAbacusMove(pos: Position, move: number): void {
  const live = matching(pos);
  if (live) {
    const f = live.depth++ * FRAME;
    if (f === live.frames.length) live.frames = grow(live.frames);
    const { frames } = live;
    frames[f] = move;
    frames[f + 1] = live.groups.top;
    frames[f + 2] = live.hashLo;
    frames[f + 3] = live.hashHi;
  }
  const own = pos.turn;
  const { cells } = pos;
  const to = moveTo(move);
  if (move & SLIDE) {
    const from = moveFrom(move);
    cells[from] = EMPTY;
    pos.hashLo ^= PIECE_LO[from * 3 + own];
    pos.hashHi ^= PIECE_HI[from * 3 + own];
    if (live) removeStone(live.groups, from, own);
  } else {
    pos.count[own]++;
  }
  cells[to] = own;
  pos.hashLo ^= PIECE_LO[to * 3 + own] ^ TURN_LO;
  pos.hashHi ^= PIECE_HI[to * 3 + own] ^ TURN_HI;
  pos.turn = own === BLACK ? WHITE : BLACK;
  if (live) {
    addStone(live.groups, cells, to);
    live.hashLo = sideLo(pos);
    live.hashHi = sideHi(pos);
  }
}

export function unmakeAbacusMove(pos: Position, move: number): void {
  const live = matching(pos);
  if (live) {
    const f = (live.depth - 1) * FRAME;
    const { frames } = live;
    if (f >= 0 && frames[f] === move) {
      undoGroups(live.groups, frames[f + 1]);
      live.hashLo = frames[f + 2];
      live.hashHi = frames[f + 3];
      live.depth--;
    } else {
      // The log does not reach back past this move: relabel when next needed.
      live.valid = false;
    }
  }
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
