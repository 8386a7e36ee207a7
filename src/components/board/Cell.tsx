import { type CSSProperties, memo } from 'react';
import { BLACK, type Board, EMPTY, NONE, WHITE } from '../../engine';
import type { Target } from '../../input/types';
import type { CellWords } from './boardWords';
import { chevronPoints, dirVector, drawingOf } from './geometry';
import type { Arrival } from './movePicture';

export type PushKind = 'push' | 'eject';

export interface CellProps {
  readonly board: Board;
  readonly index: number;
  /** The piece as the cell names it when it holds one, such as "black stone". */
  readonly piece: string;
  /** The rest of the cell's name, in the reader's language. */
  readonly words: CellWords;
  /** EMPTY, BLACK or WHITE. */
  readonly stone: number;
  readonly selected: boolean;
  /** The move this cell plays, when it is a target of the selection. */
  readonly target: Target | undefined;
  readonly pushed: PushKind | undefined;
  readonly last: 'from' | 'to' | undefined;
  readonly hint: 'from' | 'to' | undefined;
  readonly movable: boolean;
  readonly focusable: boolean;
  /** The number the piece shows on hover and focus, such as its group's size. */
  readonly count: number | undefined;
  /** Whether the target's move is being previewed. */
  readonly previewing: boolean;
  /** Where the piece slides in from, when the move just played brought it here. */
  readonly arrival: (Arrival & { readonly key: number }) | undefined;
}

const colourName = (stone: number): string => (stone === BLACK ? 'black' : 'white');

const arrivalClass = (arrival: Arrival | undefined): string =>
  !arrival ? '' : arrival.dx === 0 && arrival.dy === 0 ? ' hx-arrive hx-placed' : ' hx-arrive';

function describe(p: CellProps, label: string): string {
  const w = p.words;
  const parts = [label];
  parts.push(p.stone === EMPTY ? w.empty : p.piece);
  if (p.count !== undefined) parts.push(w.group(p.count));
  if (p.selected) parts.push(w.selected);
  if (p.movable) parts.push(w.movable);
  if (p.target) parts.push(p.target.info.pushed.length > 0 ? w.pushHere : w.moveHere);
  if (p.pushed === 'eject') parts.push(w.wouldBeEjected);
  else if (p.pushed === 'push') parts.push(w.wouldBePushed);
  if (p.last === 'to') parts.push(w.last);
  else if (p.last === 'from') parts.push(w.lastFrom);
  if (p.hint === 'to') parts.push(w.hintTo);
  else if (p.hint === 'from') parts.push(w.hintFrom);
  return parts.join(', ');
}

/**
 * One board cell with its piece and marks, drawn over the board's background layer. A
 * target is an arrowhead pointing the way the selection goes (a dot for a placement); the
 * whole move it plays is drawn by the board's preview layer, above every piece.
 * Memoised: a move re-renders only the cells that changed.
 */
export const Cell = memo(function Cell(p: CellProps) {
  const { board, index, stone, target, arrival } = p;
  const x = board.x[index];
  const y = board.y[index];
  const drawing = drawingOf(board);
  const label = board.labels[index];
  const kind = target ? (target.info.pushed.length > 0 ? 'push' : 'move') : undefined;
  const slideIn: CSSProperties | undefined = arrival && {
    ['--dx' as string]: `${arrival.dx}px`,
    ['--dy' as string]: `${arrival.dy}px`,
  };
  return (
    <g
      className="hx-cell"
      role="gridcell"
      tabIndex={p.focusable ? 0 : -1}
      aria-label={describe(p, label)}
      aria-selected={stone !== EMPTY ? p.selected : undefined}
      data-cell={label.toLowerCase()}
      data-index={index}
      data-stone={stone === EMPTY ? undefined : colourName(stone)}
      data-selected={p.selected || undefined}
      data-target={kind}
      data-previewing={p.previewing || undefined}
      data-pushed={p.pushed}
      data-last={p.last}
      data-hint={p.hint}
      data-movable={p.movable || undefined}
      data-arrived={arrival ? 'true' : undefined}
    >
      <polygon className="hx-hit" points={drawing.hexes[index]} />
      {stone !== EMPTY && (
        <g
          key={arrival ? `arrive-${arrival.key}` : 'still'}
          className={`hx-piece ${stone === WHITE ? 'hx-white' : 'hx-black'}${arrivalClass(arrival)}`}
          style={slideIn}
        >
          <circle cx={x} cy={y} r={0.41} />
          <circle className="hx-shine" cx={x - 0.12} cy={y - 0.13} r={0.13} />
        </g>
      )}
      {p.movable && <circle className="hx-movable" cx={x} cy={y} r={0.2} />}
      {p.hint && <circle className={`hx-hint hx-hint-${p.hint}`} cx={x} cy={y} r={0.47} />}
      {p.selected && <circle className="hx-selected" cx={x} cy={y} r={0.45} />}
      {target &&
        (target.dir === NONE ? (
          <circle className="hx-target" cx={x} cy={y} r={0.17} />
        ) : (
          <polygon
            className="hx-target"
            points={chevronPoints(x, y, dirVector(target.dir), 0.46)}
          />
        ))}
      {p.count !== undefined && (
        <text
          className="hx-count"
          data-count={p.count}
          x={x}
          y={y}
          textAnchor="middle"
          dominantBaseline="central"
          aria-hidden="true"
        >
          {p.count}
        </text>
      )}
      {/* Only the board's one tab stop can have focus, so only it carries a ring. */}
      {p.focusable && <polygon className="hx-focus-ring" points={drawing.rings[index]} />}
    </g>
  );
});
