import type { Board } from './hex';
import { EMPTY } from './types';

/**
 * Scratch space for group labelling, sized for one board and reused so that move
 * generation allocates nothing per call.
 */
export interface GroupScratch {
  /** Group id of each occupied cell; meaningless for empty cells. */
  readonly label: Int16Array;
  /** Size of each group, by id. */
  readonly size: Int16Array;
  readonly stack: Int16Array;
}

export const groupScratch = (board: Board): GroupScratch => ({
  label: new Int16Array(board.cellCount),
  size: new Int16Array(board.cellCount + 1),
  stack: new Int16Array(board.cellCount),
});

/**
 * Labels every group (maximal same-coloured connected set) and records its size.
 * Returns the number of groups; ids run from 0.
 */
export function labelGroups(board: Board, cells: Int8Array, scratch: GroupScratch): number {
  const { label, size, stack } = scratch;
  const { neighbour, cellCount } = board;
  label.fill(-1);
  let groups = 0;
  for (let start = 0; start < cellCount; start++) {
    const colour = cells[start];
    if (colour === EMPTY || label[start] !== -1) continue;
    const id = groups++;
    label[start] = id;
    let top = 0;
    stack[top++] = start;
    let n = 0;
    while (top > 0) {
      const c = stack[--top];
      n++;
      for (let dir = 0; dir < 6; dir++) {
        const m = neighbour[c * 6 + dir];
        if (m >= 0 && cells[m] === colour && label[m] === -1) {
          label[m] = id;
          stack[top++] = m;
        }
      }
    }
    size[id] = n;
  }
  return groups;
}

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
 * Depth-first numbering of one colour's groups, with what slide generation needs to know
 * about lifting any stone without re-walking its group: the DFS tree's entry times,
 * low-links (Hopcroft–Tarjan) and subtree sizes. Lifting `v` leaves one piece per DFS
 * child `c` with `low[c] >= disc[v]` (the subtree of `c`, `disc[c] .. disc[c]+sub[c]-1`)
 * and, unless `v` is its group's root, one piece holding the rest, parent included.
 */
export interface TreeScratch {
  /** Group id of each stone of the colour; valid where `seen` equals `mark`. */
  readonly label: Int16Array;
  /** Size of each group, by id. */
  readonly size: Int16Array;
  readonly disc: Int16Array;
  readonly low: Int16Array;
  readonly sub: Int16Array;
  readonly parent: Int16Array;
  readonly next: Int8Array;
  readonly stack: Int16Array;
  /** The stones of the colour in DFS order, so that later passes skip empty cells. */
  readonly order: Int16Array;
  /** How many stones `order` holds. */
  stones: number;
  readonly seen: Int32Array;
  mark: number;
}

export const treeScratch = (board: Board): TreeScratch => ({
  label: new Int16Array(board.cellCount),
  size: new Int16Array(board.cellCount + 1),
  disc: new Int16Array(board.cellCount),
  low: new Int16Array(board.cellCount),
  sub: new Int16Array(board.cellCount),
  parent: new Int16Array(board.cellCount),
  next: new Int8Array(board.cellCount),
  stack: new Int16Array(board.cellCount),
  order: new Int16Array(board.cellCount),
  stones: 0,
  seen: new Int32Array(board.cellCount),
  mark: 0,
});

/** Numbers every group of `colour` (see TreeScratch); returns the number of groups. */
export function walkGroups(board: Board, cells: Int8Array, colour: number, t: TreeScratch): number {
  const { label, size, disc, low, sub, parent, next, stack, order, seen } = t;
  const { neighbour, cellCount } = board;
  const mark = ++t.mark;
  let groups = 0;
  let time = 0;
  for (let root = 0; root < cellCount; root++) {
    if (cells[root] !== colour || seen[root] === mark) continue;
    const id = groups++;
    seen[root] = mark;
    label[root] = id;
    order[time] = root;
    disc[root] = low[root] = time++;
    sub[root] = 1;
    parent[root] = -1;
    next[root] = 0;
    let top = 0;
    stack[top++] = root;
    while (top > 0) {
      const v = stack[top - 1];
      if (next[v] < 6) {
        const m = neighbour[v * 6 + next[v]++];
        if (m < 0 || cells[m] !== colour) continue;
        if (seen[m] !== mark) {
          seen[m] = mark;
          label[m] = id;
          order[time] = m;
          disc[m] = low[m] = time++;
          sub[m] = 1;
          parent[m] = v;
          next[m] = 0;
          stack[top++] = m;
        } else if (m !== parent[v] && disc[m] < low[v]) {
          low[v] = disc[m];
        }
        continue;
      }
      top--;
      const p = parent[v];
      if (p >= 0) {
        sub[p] += sub[v];
        if (low[v] < low[p]) low[p] = low[v];
      }
    }
    size[id] = sub[root];
  }
  t.stones = time;
  return groups;
}
