import { memo } from 'react';
import type { Board } from '../../engine';
import type { Marks } from '../../input/types';
import { arrowPoints, dirVector } from './geometry';

/**
 * The opposing pieces the selection's moves would push, drawn above every piece so that
 * an arrow can reach into the next cell: a pushed piece gets an arrow to where it goes;
 * one pushed off gets a red ring and an arrow off the board.
 */
export const PushMarks = memo(function PushMarks({
  board,
  marks,
}: {
  readonly board: Board;
  readonly marks: Marks;
}) {
  const items = [];
  for (const target of marks.targets.values()) {
    const v = dirVector(target.dir);
    for (const c of target.info.pushed) {
      const kind = marks.pushed.get(c);
      const x = board.x[c];
      const y = board.y[c];
      const reach = kind === 'eject' ? 1.1 : 0.85;
      items.push(
        <g key={c} className={`hx-shove hx-${kind}`} data-shove={board.labels[c].toLowerCase()}>
          {kind === 'eject' && <circle className="hx-eject-ring" cx={x} cy={y} r={0.46} />}
          <polygon
            points={arrowPoints(
              { x: x + v.x * 0.2, y: y + v.y * 0.2 },
              { x: x + v.x * reach, y: y + v.y * reach },
              0.1,
            )}
          />
        </g>,
      );
    }
  }
  return (
    <g className="hx-shoves" aria-hidden="true">
      {items}
    </g>
  );
});
