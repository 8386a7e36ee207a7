import { type Board, type Colour, type MoveInfo, WHITE } from '../../engine';
import { arrowPoints } from './geometry';

/**
 * The premove waiting for its turn, over the board: its pieces as translucent stones with
 * a dashed rim where they would stand, a dashed ring on the cells they leave and an arrow
 * along the way, in a colour of its own so that it never reads as a move played.
 */
export function PremoveMark({
  board,
  info,
  stone,
}: {
  readonly board: Board;
  readonly info: MoveInfo;
  readonly stone: Colour;
}) {
  const name = (c: number) => board.labels[c].toLowerCase();
  const at = (c: number) => ({ x: board.x[c], y: board.y[c] });
  return (
    <g
      className="hx-premove"
      aria-hidden="true"
      data-testid="premove"
      data-from={info.from.map(name).join(' ')}
      data-to={info.to.map(name).join(' ')}
    >
      {info.from.map((c) => (
        <circle key={`from-${c}`} className="hx-premove-from" {...centre(at(c))} r={0.36} />
      ))}
      {info.to.map((c) => (
        <circle
          key={`to-${c}`}
          className={`hx-premove-stone ${stone === WHITE ? 'hx-white' : 'hx-black'}`}
          {...centre(at(c))}
          r={0.39}
        />
      ))}
      {info.from.length > 0 && (
        <polygon
          className="hx-premove-arrow"
          points={arrowPoints(at(info.from[0]), at(info.to[0]), 0.1)}
        />
      )}
    </g>
  );
}

const centre = (p: { x: number; y: number }) => ({ cx: p.x, cy: p.y });
