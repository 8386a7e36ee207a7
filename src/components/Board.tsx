import { type Ref, useMemo } from 'react';
import { type Board as BoardGeometry, EMPTY, type Game, type MoveInfo } from '../engine';
import { Cell } from './Cell';
import { Coordinates } from './Coordinates';
import { boardOutline, viewBox } from './geometry';
import type { BoardHandlers, BoardMarks } from './useBoardInteraction';

export interface BoardProps {
  readonly board: BoardGeometry;
  readonly game: Game;
  /** Indexed by cell: EMPTY, BLACK or WHITE. */
  readonly cells: ArrayLike<number>;
  /** The colour to move, for previewing where its pieces would go. */
  readonly turn: number;
  readonly marks: BoardMarks;
  readonly lastMove: MoveInfo | undefined;
  /** Whether the computer played the last move, which then gets its own colour. */
  readonly lastByComputer: boolean;
  /** A suggested move to show, from the Hint button. */
  readonly hint: MoveInfo | undefined;
  readonly coordinates: boolean;
  /** The cell that takes the board's one tab stop. */
  readonly focusCell: number;
  readonly handlers: BoardHandlers;
  readonly label: string;
  readonly ref?: Ref<SVGSVGElement>;
}

/**
 * The SVG board, drawn as RULES.md §1 places cells: row A at the bottom, pointy-topped
 * cells. It only shows what it is given and reports pointer and key events upward.
 */
export function Board({
  board,
  game,
  cells,
  turn,
  marks,
  lastMove,
  lastByComputer,
  hint,
  coordinates,
  focusCell,
  handlers,
  label,
  ref,
}: BoardProps) {
  const outline = useMemo(() => boardOutline(board, 0.62), [board]);
  const lastFrom = new Set(lastMove?.from ?? []);
  const lastTo = new Set(lastMove?.to ?? []);
  const hintFrom = new Set(hint?.from ?? []);
  const hintTo = new Set(hint?.to ?? []);
  const items = [];
  for (let c = 0; c < board.cellCount; c++) {
    const target = marks.targets.get(c);
    items.push(
      <Cell
        key={c}
        index={c}
        label={board.labels[c]}
        x={board.x[c]}
        y={board.y[c]}
        game={game}
        stone={cells[c]}
        selected={marks.selected.has(c)}
        target={target ? (target.pushed.length > 0 ? 'push' : 'move') : undefined}
        pushed={marks.pushed.get(c)}
        last={lastTo.has(c) ? 'to' : lastFrom.has(c) ? 'from' : undefined}
        hint={hintTo.has(c) ? 'to' : hintFrom.has(c) ? 'from' : undefined}
        slidable={marks.slidable.has(c)}
        ghost={marks.ghosts.has(c) ? turn : EMPTY}
        focusable={c === focusCell}
      />,
    );
  }
  return (
    <svg
      ref={ref}
      className="board"
      viewBox={viewBox(board, coordinates)}
      role="group"
      aria-label={label}
      data-testid="board"
      data-game={game}
      data-size={board.n}
      data-last-by={lastMove ? (lastByComputer ? 'computer' : 'human') : undefined}
      onClick={handlers.onClick}
      onKeyDown={handlers.onKeyDown}
      onPointerDown={handlers.onPointerDown}
      onPointerMove={handlers.onPointerMove}
      onPointerUp={handlers.onPointerUp}
      onPointerOver={handlers.onPointerOver}
      onPointerLeave={handlers.onPointerLeave}
      onFocus={handlers.onFocus}
    >
      <polygon className="frame" points={outline} />
      {coordinates && <Coordinates board={board} />}
      {items}
    </svg>
  );
}
