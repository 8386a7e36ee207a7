/**
 * Hexagonal board geometry: dense integer cells and lookup tables, built once per size.
 *
 * A cell is addressed by row r (A = 0, bottom) and diagonal d (1 → 0); it exists iff
 * 0 <= r, d <= 2n-2 and |r - d| <= n-1 (RULES.md §1). Cells are numbered densely from
 * A1 upward, row by row, so that typed arrays indexed by cell stay small.
 */

export const MIN_SIZE = 2;
export const MAX_SIZE = 8;

/** Counter-clockwise from east, so that the opposite of `d` is `(d + 3) % 6`. */
export const DIRECTIONS = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
export type DirectionName = (typeof DIRECTIONS)[number];
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;
/** (Δrow, Δdiagonal) of each direction, in `DIRECTIONS` order. */
export const DIRECTION_DELTAS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [0, -1],
  [-1, -1],
  [-1, 0],
];
export const opposite = (d: number): Direction => ((d + 3) % 6) as Direction;

export const NONE = -1;

export interface Board {
  readonly n: number;
  /** 2n - 1: the number of rows and of diagonals. */
  readonly span: number;
  readonly cellCount: number;
  readonly row: Int8Array;
  readonly diag: Int8Array;
  /** `grid[r * span + d]` is the cell at (r, d), or NONE. */
  readonly grid: Int16Array;
  /** `neighbour[cell * 6 + dir]` is the adjacent cell, or NONE off the board. */
  readonly neighbour: Int16Array;
  /**
   * Rays: the cells from `cell` outward in `dir`, excluding `cell` itself, are
   * `rays[rayStart[cell * 6 + dir] .. rayStart[cell * 6 + dir + 1])`.
   */
  readonly rays: Int16Array;
  readonly rayStart: Int32Array;
  /** Cells whose some neighbour is off the board. */
  readonly edge: Uint8Array;
  /** Hex distance from the centre cell, for evaluation and drawing. */
  readonly ring: Int8Array;
  /** Upper-case labels such as `E5`. */
  readonly labels: readonly string[];
  /** Cell centres in cell widths: x = d - r/2, y = -r·√3/2 (y grows downwards). */
  readonly x: Float64Array;
  readonly y: Float64Array;
}

export const cellCountOf = (n: number): number => 3 * n * (n - 1) + 1;

const rowLetter = (r: number): string => String.fromCharCode(65 + r);

const boards = new Map<number, Board>();

/** The board of side `n`, built on first use and shared afterwards. */
export function boardOf(n: number): Board {
  let board = boards.get(n);
  if (!board) {
    if (!Number.isInteger(n) || n < MIN_SIZE || n > MAX_SIZE) {
      throw new RangeError(`board size ${n} is outside ${MIN_SIZE}..${MAX_SIZE}`);
    }
    board = buildBoard(n);
    boards.set(n, board);
  }
  return board;
}

function buildBoard(n: number): Board {
  const span = 2 * n - 1;
  const cellCount = cellCountOf(n);
  const row = new Int8Array(cellCount);
  const diag = new Int8Array(cellCount);
  const grid = new Int16Array(span * span).fill(NONE);
  const labels: string[] = [];
  let id = 0;
  for (let r = 0; r < span; r++) {
    for (let d = 0; d < span; d++) {
      if (Math.abs(r - d) > n - 1) continue;
      row[id] = r;
      diag[id] = d;
      grid[r * span + d] = id;
      labels.push(rowLetter(r) + String(d + 1));
      id++;
    }
  }
  const at = (r: number, d: number): number =>
    r < 0 || d < 0 || r >= span || d >= span ? NONE : grid[r * span + d];

  const neighbour = new Int16Array(cellCount * 6);
  const edge = new Uint8Array(cellCount);
  const ring = new Int8Array(cellCount);
  const x = new Float64Array(cellCount);
  const y = new Float64Array(cellCount);
  const rayStart = new Int32Array(cellCount * 6 + 1);
  const rayCells: number[] = [];
  for (let c = 0; c < cellCount; c++) {
    const r = row[c];
    const d = diag[c];
    for (let dir = 0; dir < 6; dir++) {
      const [dr, dd] = DIRECTION_DELTAS[dir];
      const next = at(r + dr, d + dd);
      neighbour[c * 6 + dir] = next;
      if (next === NONE) edge[c] = 1;
      rayStart[c * 6 + dir] = rayCells.length;
      for (let k = 1, cur = next; cur !== NONE; k++, cur = at(r + k * dr, d + k * dd)) {
        rayCells.push(cur);
      }
    }
    const dr = r - (n - 1);
    const dd = d - (n - 1);
    ring[c] = Math.max(Math.abs(dr), Math.abs(dd), Math.abs(dr - dd));
    x[c] = d - r / 2;
    y[c] = (-r * Math.sqrt(3)) / 2;
  }
  rayStart[cellCount * 6] = rayCells.length;
  return {
    n,
    span,
    cellCount,
    row,
    diag,
    grid,
    neighbour,
    rays: Int16Array.from(rayCells),
    rayStart,
    edge,
    ring,
    labels,
    x,
    y,
  };
}

/** The cell at (row, diagonal), or NONE. */
export function cellAt(board: Board, r: number, d: number): number {
  if (r < 0 || d < 0 || r >= board.span || d >= board.span) return NONE;
  return board.grid[r * board.span + d];
}

/** Lower-case label as written in move text: `e5`. */
export const cellName = (board: Board, cell: number): string => board.labels[cell].toLowerCase();

/** The cell named by a label such as `e5` or `E5`, or NONE if there is no such cell. */
export function parseCell(board: Board, label: string): number {
  const m = /^([a-zA-Z])([1-9]\d?)$/.exec(label);
  if (!m) return NONE;
  const r = m[1].toUpperCase().charCodeAt(0) - 65;
  const d = Number(m[2]) - 1;
  return cellAt(board, r, d);
}

/** The direction that leads from `from` to the adjacent cell `to`, or NONE. */
export function directionBetween(board: Board, from: number, to: number): number {
  for (let dir = 0; dir < 6; dir++) if (board.neighbour[from * 6 + dir] === to) return dir;
  return NONE;
}

/** The cell `steps` cells from `cell` in `dir`, or NONE. */
export function step(board: Board, cell: number, dir: number, steps = 1): number {
  let cur = cell;
  for (let i = 0; i < steps && cur !== NONE; i++) cur = board.neighbour[cur * 6 + dir];
  return cur;
}

/** The cells from `from` (exclusive) to `to` (inclusive) along a straight line, if any. */
export function lineBetween(board: Board, from: number, to: number): number[] | undefined {
  for (let dir = 0; dir < 6; dir++) {
    const start = board.rayStart[from * 6 + dir];
    const end = board.rayStart[from * 6 + dir + 1];
    for (let i = start; i < end; i++) {
      if (board.rays[i] === to) return Array.from(board.rays.subarray(start, i + 1));
    }
  }
  return undefined;
}
