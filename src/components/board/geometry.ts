import type { Board } from '../../engine';

/**
 * Board drawing in cell widths, as RULES.md §1 places cells: x = d - r/2, y = -r·√3/2.
 * Cells are pointy-topped hexagons one unit across their flats.
 */

const R = 1 / Math.sqrt(3);

/** SVG points of a pointy-topped hexagon around (x, y), `scale` of a full cell. */
export function hexPoints(x: number, y: number, scale = 1): string {
  const points: string[] = [];
  for (let k = 0; k < 6; k++) {
    const a = ((60 * k - 90) * Math.PI) / 180;
    points.push(`${round(x + R * scale * Math.cos(a))},${round(y + R * scale * Math.sin(a))}`);
  }
  return points.join(' ');
}

const round = (v: number): number => Math.round(v * 1000) / 1000;

/** What every cell of a board draws the same way, whatever the position. */
export interface BoardDrawing {
  /** Each cell's hexagon, 0.97 of a cell: its hit area and last-move fill. */
  readonly hexes: readonly string[];
  /** Each cell's focus ring, 0.9 of a cell. */
  readonly rings: readonly string[];
  /** Every hexagon as one path: the background layer, a single element to draw. */
  readonly background: string;
}

const drawings = new WeakMap<Board, BoardDrawing>();

/**
 * The board's fixed drawing, worked out once per board geometry rather than for every
 * cell each time it renders, and the background as one path instead of a polygon per cell.
 */
export function drawingOf(board: Board): BoardDrawing {
  let drawing = drawings.get(board);
  if (!drawing) {
    const hexes: string[] = [];
    const rings: string[] = [];
    for (let c = 0; c < board.cellCount; c++) {
      hexes.push(hexPoints(board.x[c], board.y[c], 0.97));
      rings.push(hexPoints(board.x[c], board.y[c], 0.9));
    }
    drawing = { hexes, rings, background: hexes.map((p) => `M${p}Z`).join('') };
    drawings.set(board, drawing);
  }
  return drawing;
}

/** Centre of the virtual cell at (r, d), which may lie just off the board. */
export const centreOf = (r: number, d: number): { x: number; y: number } => ({
  x: d - r / 2,
  y: (-r * Math.sqrt(3)) / 2,
});

export interface EdgeLabel {
  readonly key: string;
  readonly text: string;
  readonly x: number;
  readonly y: number;
}

/**
 * Row letters left of each row, and diagonal numbers one step beyond the lower end of
 * each diagonal, where Abalone boards print them.
 */
export function edgeLabels(board: Board): EdgeLabel[] {
  const { n, span } = board;
  const labels: EdgeLabel[] = [];
  for (let r = 0; r < span; r++) {
    const first = Math.max(0, r - (n - 1));
    const { x, y } = centreOf(r, first - 1);
    labels.push({ key: `r${r}`, text: String.fromCharCode(65 + r), x: x + 0.15, y });
  }
  for (let d = 0; d < span; d++) {
    const low = Math.max(0, d - (n - 1));
    const { x, y } = centreOf(low - 1, d);
    labels.push({ key: `d${d}`, text: String(d + 1), x: x - 0.08, y: y - 0.12 });
  }
  return labels;
}

/** The big hexagon behind the cells: through the corner cells, pushed out by `margin`. */
export function boardOutline(board: Board, margin: number): string {
  const last = 2 * board.n - 2;
  const mid = board.n - 1;
  const corners = [
    [0, 0],
    [0, mid],
    [mid, last],
    [last, last],
    [last, mid],
    [mid, 0],
  ];
  const c = centreOf(mid, mid);
  return corners
    .map(([r, d]) => {
      const p = centreOf(r, d);
      const dist = Math.hypot(p.x - c.x, p.y - c.y);
      const k = (dist + margin) / dist;
      return `${round(c.x + (p.x - c.x) * k)},${round(c.y + (p.y - c.y) * k)}`;
    })
    .join(' ');
}

/** Width of the column right of the board that holds the trays of pieces pushed off. */
export const TRAY_WIDTH = 0.85;

export interface Frame {
  readonly minX: number;
  readonly minY: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The area that fits the board, with room for edge labels when they are shown and for
 * the trays' column on the right when the game has pieces that leave the board.
 */
export function frameOf(board: Board, withLabels: boolean, trays: boolean): Frame {
  const { n } = board;
  const pad = withLabels ? 1.05 : 0.75;
  return {
    minX: -(n - 1) / 2 - pad,
    minY: -(2 * n - 2) * (Math.sqrt(3) / 2) - pad,
    width: 2 * n - 2 + 2 * pad + (trays ? TRAY_WIDTH : 0),
    height: (2 * n - 2) * (Math.sqrt(3) / 2) + 2 * pad,
  };
}

/** A frame as an SVG view box. */
export const viewBoxOf = (f: Frame): string =>
  `${round(f.minX)} ${round(f.minY)} ${round(f.width)} ${round(f.height)}`;

/** The viewBox of `frameOf`. */
export const viewBox = (board: Board, withLabels: boolean, trays = false): string =>
  viewBoxOf(frameOf(board, withLabels, trays));

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** One cell's step in a direction of DIRECTIONS (E, NE, NW, W, SW, SE), in drawing units. */
export function dirVector(dir: number): Point {
  const a = (dir * Math.PI) / 3;
  return { x: round(Math.cos(a)), y: round(-Math.sin(a)) };
}

/** An arrowhead (a chevron) centred on (x, y), pointing along `v`, `size` across. */
export function chevronPoints(x: number, y: number, v: Point, size: number): string {
  const h = size / 2;
  const tip = [x + v.x * h, y + v.y * h];
  const notch = [x - v.x * h * 0.2, y - v.y * h * 0.2];
  const left = [x - v.x * h - v.y * h, y - v.y * h + v.x * h];
  const right = [x - v.x * h + v.y * h, y - v.y * h - v.x * h];
  return [tip, left, notch, right].map(([px, py]) => `${round(px)},${round(py)}`).join(' ');
}

/** A filled arrow from `a` to `b`: a shaft `width` wide and a head three widths long. */
export function arrowPoints(a: Point, b: Point, width: number): string {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / length;
  const uy = (b.y - a.y) / length;
  const head = Math.min(width * 3, length * 0.6);
  const neck = { x: b.x - ux * head, y: b.y - uy * head };
  const side = (p: Point, w: number): [number, number][] => [
    [p.x - uy * w, p.y + ux * w],
    [p.x + uy * w, p.y - ux * w],
  ];
  const [aL, aR] = side(a, width / 2);
  const [nL, nR] = side(neck, width / 2);
  const [hL, hR] = side(neck, width * 1.3);
  return [aL, nL, hL, [b.x, b.y], hR, nR, aR]
    .map(([px, py]) => `${round(px)},${round(py)}`)
    .join(' ');
}
