import { memo } from 'react';
import type { Board } from '../../engine';
import type { Arrow } from '../../learn/diagrams';
import { labelCoords } from '../../learn/judge';
import { arrowPoints, centreOf, type Point, viewBox } from '../board/geometry';

const at = (label: string): Point => {
  const { r, d } = labelCoords(label);
  return centreOf(r, d);
};

/** `a` moved towards `b` by `by` cell widths. */
const towards = (a: Point, b: Point, by: number): Point => {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  return { x: a.x + ((b.x - a.x) / length) * by, y: a.y + ((b.y - a.y) / length) * by };
};

function ArrowMark({ arrow }: { readonly arrow: Arrow }) {
  const a = at(arrow.from);
  const b = at(arrow.to);
  const start = towards(a, b, 0.12);
  const end = towards(b, a, arrow.kind === 'illegal' ? 0.2 : 0.12);
  return (
    <g className={`hx-learn-arrow hx-learn-${arrow.kind}`} data-arrow={arrow.kind}>
      <polygon points={arrowPoints(start, end, 0.12)} />
      {arrow.kind === 'illegal' && (
        <g className="hx-learn-cross">
          <line x1={b.x - 0.17} y1={b.y - 0.17} x2={b.x + 0.17} y2={b.y + 0.17} />
          <line x1={b.x - 0.17} y1={b.y + 0.17} x2={b.x + 0.17} y2={b.y - 0.17} />
        </g>
      )}
    </g>
  );
}

/**
 * Rings and arrows laid over a board: an SVG of the same viewBox placed on top of it, so
 * that the board itself stays as the game draws it. It takes no pointer events.
 */
export const DiagramOverlay = memo(function DiagramOverlay({
  board,
  trays,
  highlight,
  arrows,
}: {
  readonly board: Board;
  /** Whether the board beside it draws trays, which widen its viewBox. */
  readonly trays: boolean;
  readonly highlight: readonly string[];
  readonly arrows: readonly Arrow[];
}) {
  return (
    <svg className="hx-learn-overlay" viewBox={viewBox(board, true, trays)} aria-hidden="true">
      {highlight.map((label) => {
        const p = at(label);
        return (
          <circle
            key={label}
            className="hx-learn-ring"
            data-ring={label}
            cx={p.x}
            cy={p.y}
            r={0.47}
          />
        );
      })}
      {arrows.map((arrow) => (
        <ArrowMark key={`${arrow.from}-${arrow.to}`} arrow={arrow} />
      ))}
    </svg>
  );
});
