import { memo } from 'react';
import type { Board } from '../engine';
import { edgeLabels } from './geometry';

/** Row letters and diagonal numbers around the board; hidden from screen readers, whose cell names carry them. */
export const Coordinates = memo(function Coordinates({ board }: { board: Board }) {
  return (
    <g className="hx-coordinates" data-testid="coordinates" aria-hidden="true">
      {edgeLabels(board).map((l) => (
        <text key={l.key} x={l.x} y={l.y} textAnchor="middle" dominantBaseline="central">
          {l.text}
        </text>
      ))}
    </g>
  );
});
