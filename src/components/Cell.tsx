import { memo } from 'react';
import { BLACK, EMPTY, type Game, WHITE } from '../engine';
import { hexPoints } from './geometry';

export type TargetKind = 'move' | 'push';
export type PushKind = 'push' | 'eject';

export interface CellProps {
  readonly index: number;
  /** Upper-case label such as E5. */
  readonly label: string;
  readonly x: number;
  readonly y: number;
  readonly game: Game;
  /** EMPTY, BLACK or WHITE. */
  readonly stone: number;
  readonly selected: boolean;
  readonly target: TargetKind | undefined;
  readonly pushed: PushKind | undefined;
  readonly last: 'from' | 'to' | undefined;
  readonly hint: 'from' | 'to' | undefined;
  readonly slidable: boolean;
  /** The colour of a piece previewed here (the mover's), or EMPTY. */
  readonly ghost: number;
  readonly focusable: boolean;
}

const colourName = (stone: number): string => (stone === BLACK ? 'black' : 'white');

function describe(p: CellProps): string {
  const piece = p.game === 'abacus' ? 'stone' : 'marble';
  const parts = [p.label];
  parts.push(p.stone === EMPTY ? 'empty' : `${colourName(p.stone)} ${piece}`);
  if (p.selected) parts.push('selected');
  if (p.slidable) parts.push('can slide');
  if (p.target === 'push') parts.push('push here');
  else if (p.target === 'move') parts.push('move here');
  if (p.pushed === 'eject') parts.push('would be pushed off');
  else if (p.pushed === 'push') parts.push('would be pushed');
  if (p.last === 'to') parts.push('last move');
  else if (p.last === 'from') parts.push('last move from here');
  if (p.hint === 'to') parts.push('hint: move here');
  else if (p.hint === 'from') parts.push('hint: move from here');
  return parts.join(', ');
}

/** One board cell with its piece and marks. Memoised: a move re-renders only what changed. */
export const Cell = memo(function Cell(p: CellProps) {
  const { x, y, stone } = p;
  return (
    <g
      className="cell"
      role="button"
      tabIndex={p.focusable ? 0 : -1}
      aria-label={describe(p)}
      aria-pressed={stone !== EMPTY && stone !== undefined ? p.selected : undefined}
      data-cell={p.label.toLowerCase()}
      data-index={p.index}
      data-stone={stone === EMPTY ? undefined : colourName(stone)}
      data-selected={p.selected || undefined}
      data-target={p.target}
      data-pushed={p.pushed}
      data-last={p.last}
      data-hint={p.hint}
      data-slidable={p.slidable || undefined}
    >
      <polygon className="hex" points={hexPoints(x, y, 0.97)} />
      {p.last && <polygon className={`last last-${p.last}`} points={hexPoints(x, y, 0.97)} />}
      {stone !== EMPTY && (
        <g className={stone === WHITE ? 'piece white' : 'piece black'}>
          <circle cx={x} cy={y} r={0.41} />
          <circle className="shine" cx={x - 0.12} cy={y - 0.13} r={0.13} />
        </g>
      )}
      {p.ghost !== EMPTY && stone === EMPTY && (
        <circle
          className={p.ghost === WHITE ? 'ghost white' : 'ghost black'}
          cx={x}
          cy={y}
          r={0.38}
        />
      )}
      {p.slidable && <circle className="slidable" cx={x} cy={y} r={0.2} />}
      {p.hint && <circle className={`hint hint-${p.hint}`} cx={x} cy={y} r={0.47} />}
      {p.selected && <circle className="selected" cx={x} cy={y} r={0.45} />}
      {p.pushed && <circle className={`pushed ${p.pushed}`} cx={x} cy={y} r={0.46} />}
      {p.target === 'move' && <circle className="target" cx={x} cy={y} r={0.15} />}
      {p.target === 'push' && <circle className="target push" cx={x} cy={y} r={0.3} />}
      <polygon className="focus-ring" points={hexPoints(x, y, 0.9)} />
    </g>
  );
});
