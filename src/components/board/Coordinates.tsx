import { memo } from 'react';
import type { Board } from '../../engine';
import { edgeLabels } from './geometry';

/**
 * Row letters and diagonal numbers around the board; hidden from screen readers, whose cell
 * names carry them. `size` is their height in cell widths where a board is drawn too small
 * for the style sheet's size to be read.
 */
export const Coordinates = memo(function Coordinates({
  board,
  size,
}: {
  board: Board;
  size?: number;
}) {
  const style = size === undefined ? undefined : { fontSize: size };
  return (
    <g className="hx-coordinates" data-testid="coordinates" aria-hidden="true">
      {edgeLabels(board).map((l) => (
        <text
          key={l.key}
          x={l.x}
          y={l.y}
          textAnchor="middle"
          dominantBaseline="central"
          style={style}
        >
          {l.text}
        </text>
      ))}
    </g>
  );
});
