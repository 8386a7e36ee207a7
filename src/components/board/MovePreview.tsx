import { BLACK, type Board, type Colour, EMPTY, NONE, WHITE } from '../../engine';
import type { Target } from '../../input/types';
import { arrowPoints, dirVector } from './geometry';
import { pictureOf } from './movePicture';

const pieceClass = (stone: number): string => (stone === WHITE ? 'hx-white' : 'hx-black');

/**
 * A move before it is played: every cell it changes shown as it would be, the moving
 * group as ghosts on their new cells, the cells they leave emptied, pushed pieces one step
 * on, and a piece pushed off beyond the edge with an arrow. Drawn above every piece.
 */
export function MovePreview({
  board,
  cells,
  turn,
  target,
}: {
  readonly board: Board;
  readonly cells: Int8Array;
  readonly turn: Colour;
  readonly target: Target;
}) {
  const { after, ejected, dir } = pictureOf(board, cells, turn, target.info);
  const v = dirVector(dir);
  const at = (c: number, k: number) => ({ x: board.x[c] + v.x * k, y: board.y[c] + v.y * k });
  return (
    <g className="hx-preview" data-testid="move-preview" aria-hidden="true">
      {[...after].map(([c, stone]) => (
        <g
          key={c}
          data-ghost={board.labels[c].toLowerCase()}
          data-after={stone === EMPTY ? 'empty' : stone === BLACK ? 'black' : 'white'}
        >
          <circle className="hx-cover" cx={board.x[c]} cy={board.y[c]} r={0.45} />
          {stone === EMPTY ? (
            <circle className="hx-vacated" cx={board.x[c]} cy={board.y[c]} r={0.36} />
          ) : (
            <circle
              className={`hx-ghost ${pieceClass(stone)}`}
              cx={board.x[c]}
              cy={board.y[c]}
              r={0.39}
            />
          )}
        </g>
      ))}
      {ejected !== NONE && (
        <g className="hx-ejected" data-ejected={board.labels[ejected].toLowerCase()}>
          <polygon points={arrowPoints(at(ejected, 0.15), at(ejected, 0.62), 0.1)} />
          <circle
            className={`hx-ghost ${pieceClass(cells[ejected])}`}
            {...centre(at(ejected, 0.9))}
            r={0.26}
          />
          <circle className="hx-eject-ring" {...centre(at(ejected, 0.9))} r={0.3} />
        </g>
      )}
    </g>
  );
}

const centre = (p: { x: number; y: number }) => ({ cx: p.x, cy: p.y });
