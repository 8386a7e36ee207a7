import { memo } from 'react';
import type { Board, MoveInfo } from '../../engine';
import { arrowPoints } from '../board/geometry';

/**
 * The better move the review found, over the board: an arrow from each moving piece to
 * where it would have gone, or a ring on the cell where a stone would have been placed.
 * Drawn from the move's cells alone, as the board draws every mark.
 */
export const BetterArrow = memo(function BetterArrow({
  board,
  info,
}: {
  readonly board: Board;
  readonly info: MoveInfo;
}) {
  const name = (c: number) => board.labels[c].toLowerCase();
  return (
    <g
      className="hx-better"
      aria-hidden="true"
      data-testid="better-arrow"
      data-from={info.from.map(name).join(' ')}
      data-to={info.to.map(name).join(' ')}
    >
      {info.from.length === 0
        ? info.to.map((c) => (
            <circle key={c} className="hx-better-ring" cx={board.x[c]} cy={board.y[c]} r={0.4} />
          ))
        : info.from.map((c, i) => {
            const to = info.to[i];
            const a = { x: board.x[c], y: board.y[c] };
            const b = { x: board.x[to], y: board.y[to] };
            return <polygon key={c} className="hx-better-arrow" points={arrowPoints(a, b, 0.12)} />;
          })}
    </g>
  );
});
