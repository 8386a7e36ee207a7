import type { Board } from '../../engine/hex';
import { EMPTY } from '../../engine/types';

/** The cells of the group that contains `cell`, for display and tests. */
export function groupOf(board: Board, cells: Int8Array, cell: number): number[] {
  const colour = cells[cell];
  if (colour === EMPTY) return [];
  const seen = new Set<number>([cell]);
  const todo = [cell];
  while (todo.length > 0) {
    const c = todo.pop()!;
    for (let dir = 0; dir < 6; dir++) {
      const m = board.neighbour[c * 6 + dir];
      if (m >= 0 && cells[m] === colour && !seen.has(m)) {
        seen.add(m);
        todo.push(m);
      }
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * How many separate runs the bits of a 6-bit ring mask form, read around the circle.
 * Neighbours in adjacent directions touch each other, so a stone whose own neighbours
 * form at most one run cannot split its group when it is lifted.
 */
export const ARCS = Int8Array.from({ length: 64 }, (_, mask) => {
  if (mask === 63) return 1;
  let runs = 0;
  for (let d = 0; d < 6; d++) if (mask & (1 << d) && !(mask & (1 << ((d + 5) % 6)))) runs++;
  return runs;
});

/** The index of the lowest set bit: a direction in a mask, or a cell in a bit-set word. */
export const lowest = (bits: number): number => 31 - Math.clz32(bits & -bits);

/** For each 6-bit mask of directions, one direction (as a bit) per run of set bits. */
export const RUN_STARTS = Uint8Array.from({ length: 64 }, (_, mask) =>
  mask === 63 ? 1 : mask & ~((mask << 1) | (mask >> 5)) & 63,
);

/**
 * Group labels (groups being maximal same-coloured connected sets) kept up to date as
 * stones are added and removed, so that search never labels a whole board again. A
 * group's id is one of its own cells, so ids never clash and each group is listed once by
 * the cells whose label is themselves. Every write is logged so that `undoGroups` takes
 * changes back, most recent first.
 */
export interface LiveGroups {
  readonly board: Board;
  /** Group id of each stone; -1 on empty cells. */
  readonly label: Int16Array;
  /** Size of each group, indexed by its id; stale at cells that are no group's id. */
  readonly size: Int16Array;
  /**
   * A number each group's id gets whenever its size is written, undone or labelled anew,
   * never given twice (one count for every instance): a group whose stamp is unchanged
   * holds the same stones, so what was worked out from them still holds.
   */
  readonly stamp: Float64Array;
  /**
   * `around[colour * cellCount + cell]`: a bit per direction (`1 << dir`) whose
   * neighbour holds a stone of that colour.
   */
  readonly around: Uint8Array;
  /** Per cell, a bit per direction whose neighbour is on the board. */
  readonly inside: Uint8Array;
  /** 32-bit words per colour in `cells`. */
  readonly words: number;
  /** Bit sets of the cells of each colour (EMPTY included): `cells[colour * words + (cell >> 5)]`. */
  readonly cells: Int32Array;
  /**
   * Logged changes, `index << 16 | value`: below cellCount, a label and its old value;
   * then a size and its old value; then a stone added, then one removed, with its colour.
   */
  log: Int32Array;
  /** How many writes `log` holds. */
  top: number;
  readonly stack: Int16Array;
  /** One stone of each run of a lifted stone's neighbours, then of each piece found. */
  readonly runs: Int16Array;
  readonly pieceSize: Int16Array;
  /** Marks, one a lifted stone: doubles, which never wrap around as 32-bit ones would. */
  readonly seen: Float64Array;
  mark: number;
}

export const liveGroups = (board: Board): LiveGroups => ({
  board,
  label: new Int16Array(board.cellCount).fill(-1),
  size: new Int16Array(board.cellCount),
  stamp: new Float64Array(board.cellCount),
  around: new Uint8Array(board.cellCount * 3),
  inside: Uint8Array.from({ length: board.cellCount }, (_, c) => {
    let mask = 0;
    for (let dir = 0; dir < 6; dir++) if (board.neighbour[c * 6 + dir] >= 0) mask |= 1 << dir;
    return mask;
  }),
  words: (board.cellCount + 31) >> 5,
  cells: new Int32Array(((board.cellCount + 31) >> 5) * 3),
  log: new Int32Array(board.cellCount * 16),
  top: 0,
  stack: new Int16Array(board.cellCount),
  runs: new Int16Array(3),
  pieceSize: new Int16Array(3),
  seen: new Float64Array(board.cellCount),
  mark: 0,
});

/** The last stamp given: a double, exact far beyond any search's count of writes. */
let stamps = 0;

/** Labels every group from scratch and forgets the log. */
export function labelAll(g: LiveGroups, cells: Int8Array): void {
  const { label, size, stack, around, words } = g;
  const { neighbour, cellCount } = g.board;
  label.fill(-1);
  around.fill(0);
  g.cells.fill(0);
  g.top = 0;
  for (let c = 0; c < cellCount; c++) {
    const colour = cells[c];
    g.cells[colour * words + (c >> 5)] |= 1 << (c & 31);
    if (colour === EMPTY) continue;
    for (let dir = 0; dir < 6; dir++) {
      const m = neighbour[c * 6 + dir];
      if (m >= 0) around[colour * cellCount + m] |= 1 << (dir < 3 ? dir + 3 : dir - 3);
    }
  }
  for (let start = 0; start < cellCount; start++) {
    const colour = cells[start];
    if (colour === EMPTY || label[start] !== -1) continue;
    label[start] = start;
    let top = 0;
    stack[top++] = start;
    let n = 0;
    while (top > 0) {
      const c = stack[--top];
      n++;
      for (let dir = 0; dir < 6; dir++) {
        const m = neighbour[c * 6 + dir];
        if (m >= 0 && cells[m] === colour && label[m] === -1) {
          label[m] = start;
          stack[top++] = m;
        }
      }
    }
    size[start] = n;
    g.stamp[start] = ++stamps;
  }
}

/** Moves `cell` between EMPTY and a colour in the bit sets and that colour's masks. */
function recolour(g: LiveGroups, cell: number, was: number, now: number): void {
  const { around, words } = g;
  const { neighbour, cellCount } = g.board;
  const bit = 1 << (cell & 31);
  g.cells[was * words + (cell >> 5)] &= ~bit;
  g.cells[now * words + (cell >> 5)] |= bit;
  // One of the two is EMPTY, which has no masks.
  const base = (was | now) * cellCount;
  const adding = now !== EMPTY;
  for (let dir = 0; dir < 6; dir++) {
    const m = neighbour[cell * 6 + dir];
    if (m < 0) continue;
    // Seen from m, the cell lies in the opposite direction.
    const side = 1 << (dir < 3 ? dir + 3 : dir - 3);
    if (adding) around[base + m] |= side;
    else around[base + m] &= ~side;
  }
}

/** Makes room in the log for one stone's changes: at most one label per cell, and a few more. */
function reserve(g: LiveGroups): void {
  if (g.top + g.board.cellCount + 8 <= g.log.length) return;
  const log = new Int32Array(g.log.length * 2);
  log.set(g.log.subarray(0, g.top));
  g.log = log;
}

function setLabel(g: LiveGroups, cell: number, id: number): void {
  g.log[g.top++] = (cell << 16) | (g.label[cell] & 0xffff);
  g.label[cell] = id;
}

function setSize(g: LiveGroups, id: number, n: number): void {
  g.log[g.top++] = ((g.board.cellCount + id) << 16) | (g.size[id] & 0xffff);
  g.size[id] = n;
  g.stamp[id] = ++stamps;
}

/**
 * Relabels, as `to`, the stones labelled `from` connected to `start` (a stone of
 * `colour`), and gives the group its size.
 */
function relabel(
  g: LiveGroups,
  start: number,
  colour: number,
  from: number,
  to: number,
  size: number,
): void {
  const { label, stack, around } = g;
  const { neighbour, cellCount } = g.board;
  const base = colour * cellCount;
  setLabel(g, start, to);
  let top = 0;
  stack[top++] = start;
  while (top > 0) {
    const c = stack[--top];
    for (let b = around[base + c]; b !== 0; b &= b - 1) {
      const m = neighbour[c * 6 + lowest(b)];
      if (label[m] === from) {
        setLabel(g, m, to);
        stack[top++] = m;
      }
    }
  }
  setSize(g, to, size);
}

/** Takes account of a stone just put on `cell` (already in `cells`): it joins its neighbours. */
export function addStone(g: LiveGroups, cells: Int8Array, cell: number): void {
  reserve(g);
  const { label, size, around } = g;
  const { neighbour, cellCount } = g.board;
  const colour = cells[cell];
  recolour(g, cell, EMPTY, colour);
  g.log[g.top++] = ((2 * cellCount + cell) << 16) | colour;
  const mask = around[colour * cellCount + cell];
  if (mask === 0) {
    setLabel(g, cell, cell);
    setSize(g, cell, 1);
    return;
  }
  // The largest neighbouring group keeps its id; the others are relabelled into it.
  let keep = -1;
  for (let b = mask; b !== 0; b &= b - 1) {
    const id = label[neighbour[cell * 6 + lowest(b)]];
    if (keep < 0 || size[id] > size[keep]) keep = id;
  }
  let total = size[keep] + 1;
  for (let b = mask; b !== 0; b &= b - 1) {
    const m = neighbour[cell * 6 + lowest(b)];
    const id = label[m];
    if (id === keep) continue;
    total += size[id];
    relabel(g, m, colour, id, keep, total);
  }
  setLabel(g, cell, keep);
  setSize(g, keep, total);
}

/**
 * Takes account of a stone of `colour` just lifted from `cell` (already empty in `cells`):
 * its group may fall apart into up to three pieces, one per run of its neighbours at
 * most. A breadth-first search from one run that reaches the others shows there is one
 * piece, which is quick when they meet around a small hole; one that runs out has found
 * a whole piece. The piece holding the group's id keeps it; any other takes one of its
 * own cells.
 */
export function removeStone(g: LiveGroups, cell: number, colour: number): void {
  reserve(g);
  const { label, size, stack, seen, around, runs, pieceSize } = g;
  const { neighbour, cellCount } = g.board;
  const base = colour * cellCount;
  recolour(g, cell, colour, EMPTY);
  g.log[g.top++] = ((3 * cellCount + cell) << 16) | colour;
  const id = label[cell];
  const total = size[id] - 1;
  setLabel(g, cell, -1);
  const mask = around[base + cell];
  if (mask === 0) return;
  let k = 0;
  for (let b = RUN_STARTS[mask]; b !== 0; b &= b - 1) runs[k++] = neighbour[cell * 6 + lowest(b)];
  // Pieces found whole, in `runs` order; the rest is one more piece.
  let pieces = 0;
  let counted = 0;
  // The piece that holds `id`: -1 for the rest (or none, if the lifted stone was the id).
  let holder = -1;
  let restStart = runs[k - 1];
  const mark = ++g.mark;
  seen[cell] = mark;
  for (let p = 0; p < k - 1; p++) {
    const start = runs[p];
    if (seen[start] === mark) continue;
    let left = 0;
    for (let q = p + 1; q < k; q++) if (seen[runs[q]] !== mark) left++;
    seen[start] = mark;
    let head = 0;
    let tail = 0;
    stack[tail++] = start;
    let holds = start === id;
    while (head < tail && left > 0) {
      const c = stack[head++];
      for (let b = around[base + c]; b !== 0; b &= b - 1) {
        const m = neighbour[c * 6 + lowest(b)];
        if (seen[m] === mark) continue;
        seen[m] = mark;
        stack[tail++] = m;
        if (m === id) holds = true;
        if (m === runs[p + 1] || (p + 2 < k && m === runs[p + 2])) left--;
      }
    }
    // Reaching every run left means this piece is the rest.
    if (left === 0) {
      restStart = start;
      break;
    }
    runs[pieces] = start;
    pieceSize[pieces] = tail;
    if (holds) holder = pieces;
    pieces++;
    counted += tail;
  }
  for (let p = 0; p < pieces; p++) {
    if (p === holder) setSize(g, id, pieceSize[p]);
    else relabel(g, runs[p], colour, id, runs[p], pieceSize[p]);
  }
  const rest = total - counted;
  if (holder < 0 && id !== cell) setSize(g, id, rest);
  else relabel(g, restStart, colour, id, restStart, rest);
}

/** Takes back every change logged since the log held `top` writes. */
export function undoGroups(g: LiveGroups, top: number): void {
  const { log, label, size, stamp } = g;
  const { cellCount } = g.board;
  for (let k = g.top - 1; k >= top; k--) {
    const entry = log[k];
    const index = entry >>> 16;
    const old = (entry << 16) >> 16;
    if (index < cellCount) label[index] = old;
    else if (index < 2 * cellCount) {
      size[index - cellCount] = old;
      stamp[index - cellCount] = ++stamps;
    } else if (index < 3 * cellCount) recolour(g, index - 2 * cellCount, old, EMPTY);
    else recolour(g, index - 3 * cellCount, EMPTY, old);
  }
  g.top = top;
}
