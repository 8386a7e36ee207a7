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
