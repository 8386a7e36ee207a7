import type { Board } from './hex';
import { type GroupScratch, groupScratch, labelGroups } from './groups';
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
interface SlideScratch extends GroupScratch {
  /** Labels of the pieces a removed stone leaves behind, valid where `stamp` matches. */
  readonly pieceLabel: Int8Array;
  readonly stamp: Int32Array;
  readonly pieceSize: Int16Array;
  current: number;
}

const scratches = new Map<Board, SlideScratch>();
function scratchFor(board: Board): SlideScratch {
  let s = scratches.get(board);
  if (!s) {
    s = {
      ...groupScratch(board),
      pieceLabel: new Int8Array(board.cellCount),
      stamp: new Int32Array(board.cellCount),
      pieceSize: new Int16Array(6),
      current: 0,
    };
    scratches.set(board, s);
  }
  return s;
}

/**
 * Writes every legal move into `out` (placements first, then slides) and returns the
 * count. A full board has no moves: the game is over.
 */
export function generateAbacusMoves(pos: Position, out: Int32Array): number {
  const { board, cells } = pos;
  const own = pos.turn;
  let n = 0;
  for (let c = 0; c < board.cellCount; c++) if (cells[c] === EMPTY) out[n++] = c;
  if (n === 0) return 0;
  if (pos.count[own] < 3) return n;
  const s = scratchFor(board);
  labelGroups(board, cells, s);
  const { label, size, pieceLabel, stamp, pieceSize, stack } = s;
  const { neighbour, rays, rayStart } = board;
  for (let from = 0; from < board.cellCount; from++) {
    if (cells[from] !== own) continue;
    const g = size[label[from]];
    if (g < 3) continue;
    // Lift the stone and label the pieces of its old group that it leaves behind. Every
    // such piece touches `from`, so flood-filling from its neighbours finds them all.
    cells[from] = EMPTY;
    const mark = ++s.current;
    let pieces = 0;
    for (let dir = 0; dir < 6; dir++) {
      const start = neighbour[from * 6 + dir];
      if (start < 0 || cells[start] !== own || stamp[start] === mark) continue;
      const id = pieces++;
      stamp[start] = mark;
      pieceLabel[start] = id;
      let top = 0;
      stack[top++] = start;
      let k = 0;
      while (top > 0) {
        const c = stack[--top];
        k++;
        for (let d2 = 0; d2 < 6; d2++) {
          const m = neighbour[c * 6 + d2];
          if (m >= 0 && cells[m] === own && stamp[m] !== mark) {
            stamp[m] = mark;
            pieceLabel[m] = id;
            stack[top++] = m;
          }
        }
      }
      pieceSize[id] = k;
    }
    for (let dir = 0; dir < 6; dir++) {
      const end = rayStart[from * 6 + dir + 1];
      for (let i = rayStart[from * 6 + dir]; i < end; i++) {
        const to = rays[i];
        if (cells[to] !== EMPTY) break;
        const h = landingGroupSize(board, cells, own, to, s, g);
        if (h >= 2 && h < g) out[n++] = slideMove(from, to);
      }
    }
    cells[from] = own;
  }
  return n;
}

/**
 * Size of the group a stone landing on `to` would join, counting the stone; stops
 * counting once it reaches `limit`, since the slide is illegal from there on.
 * Neighbours from the lifted group use their piece labels, as negative ids so that they
 * never collide with group ids; the rest use their ordinary group labels.
 */
function landingGroupSize(
  board: Board,
  cells: Int8Array,
  own: number,
  to: number,
  s: SlideScratch,
  limit: number,
): number {
  const { label, size, pieceLabel, pieceSize, stamp, current } = s;
  const { neighbour } = board;
  let h = 1;
  // At most six distinct groups touch a cell; track them in locals to avoid allocation.
  let seen0 = -99;
  let seen1 = -99;
  let seen2 = -99;
  let seen3 = -99;
  let seen4 = -99;
  for (let dir = 0; dir < 6; dir++) {
    const m = neighbour[to * 6 + dir];
    if (m < 0 || cells[m] !== own) continue;
    const isPiece = stamp[m] === current;
    const id = isPiece ? -1 - pieceLabel[m] : label[m];
    if (id === seen0 || id === seen1 || id === seen2 || id === seen3 || id === seen4) continue;
    if (seen0 === -99) seen0 = id;
    else if (seen1 === -99) seen1 = id;
    else if (seen2 === -99) seen2 = id;
    else if (seen3 === -99) seen3 = id;
    else seen4 = id;
    h += isPiece ? pieceSize[-1 - id] : size[id];
    if (h >= limit) return h;
  }
  return h;
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
