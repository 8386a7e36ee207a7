import { memo, type Ref, useMemo } from 'react';
import type { Board as BoardGeometry, MoveInfo } from '../engine';
import type { Marks } from '../input/types';
import { Cell } from './Cell';
import { Coordinates } from './Coordinates';
import { boardOutline, hexPoints, viewBox } from './geometry';
import type { BoardHandlers } from './useBoardInteraction';

export interface BoardProps {
  readonly board: BoardGeometry;
  /** Indexed by cell: EMPTY, BLACK or WHITE. */
  readonly cells: Int8Array;
  /** The colour to move, for previewing where its pieces would go. */
  readonly turn: number;
  /** What a piece is called, such as "stone". */
  readonly piece: string;
  readonly marks: Marks;
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
  /** Extra data for tests and styles, such as the game. */
  readonly data?: Readonly<Record<`data-${string}`, string | number | undefined>>;
  readonly ref?: Ref<SVGSVGElement>;
}

/** The cells' hexagons, drawn once per board size: the layer under pieces and marks. */
const Background = memo(function Background({ board }: { readonly board: BoardGeometry }) {
  const hexes = [];
  for (let c = 0; c < board.cellCount; c++) {
    hexes.push(
      <polygon key={c} className="hx-hex" points={hexPoints(board.x[c], board.y[c], 0.97)} />,
    );
  }
  return <g aria-hidden="true">{hexes}</g>;
});

/**
 * The SVG board, drawn as RULES.md §1 places cells: row A at the bottom, pointy-topped
 * cells. It knows no rules: it shows the marks it is given and reports pointer and key
 * events upward.
 */
export function Board({
  board,
  cells,
  turn,
  piece,
  marks,
  lastMove,
  lastByComputer,
  hint,
  coordinates,
  focusCell,
  handlers,
  label,
  data,
  ref,
}: BoardProps) {
  const outline = useMemo(() => boardOutline(board, 0.62), [board]);
  const lastFrom = new Set(lastMove?.from ?? []);
  const lastTo = new Set(lastMove?.to ?? []);
  const hintFrom = new Set(hint?.from ?? []);
  const hintTo = new Set(hint?.to ?? []);
  const lastCells = [...new Set([...lastFrom, ...lastTo])];
  const items = [];
  for (let c = 0; c < board.cellCount; c++) {
    items.push(
      <Cell
        key={c}
        board={board}
        cells={cells}
        index={c}
        piece={piece}
        stone={cells[c]}
        turn={turn}
        selected={marks.selected.has(c)}
        target={marks.targets.get(c)}
        pushed={marks.pushed.get(c)}
        last={lastTo.has(c) ? 'to' : lastFrom.has(c) ? 'from' : undefined}
        hint={hintTo.has(c) ? 'to' : hintFrom.has(c) ? 'from' : undefined}
        movable={marks.movable.has(c)}
        focusable={c === focusCell}
      />,
    );
  }
  return (
    <svg
      ref={ref}
      className="hx-board"
      viewBox={viewBox(board, coordinates)}
      role="group"
      aria-label={label}
      data-testid="board"
      data-size={board.n}
      data-last-by={lastMove ? (lastByComputer ? 'computer' : 'human') : undefined}
      {...data}
      onClick={handlers.onClick}
      onKeyDown={handlers.onKeyDown}
      onPointerDown={handlers.onPointerDown}
      onPointerMove={handlers.onPointerMove}
      onPointerUp={handlers.onPointerUp}
      onPointerLeave={handlers.onPointerLeave}
    >
      <polygon className="hx-frame" points={outline} />
      {coordinates && <Coordinates board={board} />}
      <Background board={board} />
      <g aria-hidden="true">
        {lastCells.map((c) => (
          <polygon
            key={c}
            className={`hx-last hx-last-${lastTo.has(c) ? 'to' : 'from'}`}
            points={hexPoints(board.x[c], board.y[c], 0.97)}
          />
        ))}
      </g>
      {items}
    </svg>
  );
}
