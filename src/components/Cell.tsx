import { memo } from 'react';
import { BLACK, type Board, EMPTY, WHITE } from '../engine';
import type { Target } from '../input/types';
import { hexPoints } from './geometry';

export type PushKind = 'push' | 'eject';

export interface CellProps {
  readonly board: Board;
  /** The position's cells, for the previews of where a move's pieces land. */
  readonly cells: Int8Array;
  readonly index: number;
  /** What a piece is called, such as "stone". */
  readonly piece: string;
  /** EMPTY, BLACK or WHITE. */
  readonly stone: number;
  /** The colour to move, whose pieces a preview shows. */
  readonly turn: number;
  readonly selected: boolean;
  /** The move this cell plays, when it is a target of the selection. */
  readonly target: Target | undefined;
  readonly pushed: PushKind | undefined;
  readonly last: 'from' | 'to' | undefined;
  readonly hint: 'from' | 'to' | undefined;
  readonly movable: boolean;
  readonly focusable: boolean;
}

const colourName = (stone: number): string => (stone === BLACK ? 'black' : 'white');

function describe(p: CellProps, label: string): string {
  const parts = [label];
  parts.push(p.stone === EMPTY ? 'empty' : `${colourName(p.stone)} ${p.piece}`);
  if (p.selected) parts.push('selected');
  if (p.movable) parts.push('can slide');
  if (p.target) parts.push(p.target.info.pushed.length > 0 ? 'push here' : 'move here');
  if (p.pushed === 'eject') parts.push('would be pushed off');
  else if (p.pushed === 'push') parts.push('would be pushed');
  if (p.last === 'to') parts.push('last move');
  else if (p.last === 'from') parts.push('last move from here');
  if (p.hint === 'to') parts.push('hint: move here');
  else if (p.hint === 'from') parts.push('hint: move from here');
  return parts.join(', ');
}

/**
 * One board cell with its piece and marks, drawn over the board's background layer.
 * A target carries its move's preview: pieces where the move would put them, shown by
 * CSS while the cell is hovered or focused, so hovering never re-renders the board.
 * Memoised: a move re-renders only the cells that changed.
 */
export const Cell = memo(function Cell(p: CellProps) {
  const { board, index, stone, target } = p;
  const x = board.x[index];
  const y = board.y[index];
  const label = board.labels[index];
  const kind = target ? (target.info.pushed.length > 0 ? 'push' : 'move') : undefined;
  return (
    <g
      className="hx-cell"
      role="button"
      tabIndex={p.focusable ? 0 : -1}
      aria-label={describe(p, label)}
      aria-pressed={stone !== EMPTY ? p.selected : undefined}
      data-cell={label.toLowerCase()}
      data-index={index}
      data-stone={stone === EMPTY ? undefined : colourName(stone)}
      data-selected={p.selected || undefined}
      data-target={kind}
      data-pushed={p.pushed}
      data-last={p.last}
      data-hint={p.hint}
      data-slidable={p.movable || undefined}
    >
      <polygon className="hx-hit" points={hexPoints(x, y, 0.97)} />
      {stone !== EMPTY && (
        <g className={stone === WHITE ? 'hx-piece hx-white' : 'hx-piece hx-black'}>
          <circle cx={x} cy={y} r={0.41} />
          <circle className="hx-shine" cx={x - 0.12} cy={y - 0.13} r={0.13} />
        </g>
      )}
      {target && (
        <g className="hx-preview" aria-hidden="true">
          {target.info.to
            .filter((c) => p.cells[c] === EMPTY)
            .map((c) => (
              <circle
                key={c}
                className={p.turn === WHITE ? 'hx-ghost hx-white' : 'hx-ghost hx-black'}
                data-ghost={board.labels[c].toLowerCase()}
                cx={board.x[c]}
                cy={board.y[c]}
                r={0.38}
              />
            ))}
        </g>
      )}
      {p.movable && <circle className="hx-movable" cx={x} cy={y} r={0.2} />}
      {p.hint && <circle className={`hx-hint hx-hint-${p.hint}`} cx={x} cy={y} r={0.47} />}
      {p.selected && <circle className="hx-selected" cx={x} cy={y} r={0.45} />}
      {p.pushed && <circle className={`hx-pushed hx-${p.pushed}`} cx={x} cy={y} r={0.46} />}
      {kind === 'move' && <circle className="hx-target" cx={x} cy={y} r={0.15} />}
      {kind === 'push' && <circle className="hx-target hx-push" cx={x} cy={y} r={0.3} />}
      <polygon className="hx-focus-ring" points={hexPoints(x, y, 0.9)} />
    </g>
  );
});
