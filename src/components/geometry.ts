import type { Board } from '../engine';

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

/** The viewBox that fits the board, with room for edge labels when they are shown. */
export function viewBox(board: Board, withLabels: boolean): string {
  const { n } = board;
  const pad = withLabels ? 1.05 : 0.75;
  const minX = -(n - 1) / 2 - pad;
  const width = 2 * n - 2 + 2 * pad;
  const height = (2 * n - 2) * (Math.sqrt(3) / 2) + 2 * pad;
  const minY = -(2 * n - 2) * (Math.sqrt(3) / 2) - pad;
  return `${round(minX)} ${round(minY)} ${round(width)} ${round(height)}`;
}
