import type { CSSProperties } from 'react';
import { type Board, WHITE } from '../../engine';
import { dirVector } from './geometry';

/** A piece just pushed off the board: it slides off the edge and fades, once. */
export function Departure({
  board,
  cell,
  dir,
  stone,
}: {
  readonly board: Board;
  readonly cell: number;
  readonly dir: number;
  readonly stone: number;
}) {
  const v = dirVector(dir);
  const away = { ['--dx' as string]: `${v.x}px`, ['--dy' as string]: `${v.y}px` } as CSSProperties;
  const x = board.x[cell];
  const y = board.y[cell];
  return (
    <g
      className={`hx-piece hx-depart ${stone === WHITE ? 'hx-white' : 'hx-black'}`}
      style={away}
      data-testid="departure"
      aria-hidden="true"
    >
      <circle cx={x} cy={y} r={0.41} />
      <circle className="hx-shine" cx={x - 0.12} cy={y - 0.13} r={0.13} />
    </g>
  );
}
