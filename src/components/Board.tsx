import { memo, type Ref, useMemo } from 'react';
import {
  BLACK,
  type Board as BoardGeometry,
  type Colour,
  type MoveInfo,
  NONE,
  WHITE,
} from '../engine';
import type { Marks, Target } from '../input/types';
import { Cell } from './Cell';
import { Coordinates } from './Coordinates';
import { Departure } from './Departure';
import { boardOutline, frameOf, hexPoints, viewBox } from './geometry';
import type { MoveAnimation } from './movePicture';
import { MovePreview } from './MovePreview';
import { PushMarks } from './PushMarks';
import { Tray } from './Tray';
import type { BoardHandlers } from './useBoardInteraction';

/** How many pieces each side has pushed off the board. */
export interface Captures {
  readonly black: number;
  readonly white: number;
}

export interface BoardProps {
  readonly board: BoardGeometry;
  /** Indexed by cell: EMPTY, BLACK or WHITE. */
  readonly cells: Int8Array;
  /** The colour to move, for previewing where its pieces would go. */
  readonly turn: Colour;
  /** What a piece is called, such as "stone", and in the plural. */
  readonly piece: string;
  readonly pieces?: string;
  readonly marks: Marks;
  /** The target whose whole move is shown before it is played. */
  readonly preview?: Target;
  /** The move just played, to slide its pieces in; undefined when it should not move. */
  readonly animation?: MoveAnimation;
  /** The trays beside the board, for games whose pieces can leave it. */
  readonly captures?: Captures;
  /** Whether every piece shows its count (`Marks.counts`), not only the hovered one. */
  readonly showCounts?: boolean;
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

const arrival = (animation: MoveAnimation | undefined, cell: number) => {
  const a = animation?.arrivals.get(cell);
  return a && animation ? { ...a, key: animation.key } : undefined;
};

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
  pieces = piece,
  marks,
  preview,
  animation,
  captures,
  showCounts,
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
  const frame = useMemo(
    () => frameOf(board, coordinates, captures !== undefined),
    [board, coordinates, captures],
  );
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
        index={c}
        piece={piece}
        stone={cells[c]}
        selected={marks.selected.has(c)}
        target={marks.targets.get(c)}
        pushed={marks.pushed.get(c)}
        last={lastTo.has(c) ? 'to' : lastFrom.has(c) ? 'from' : undefined}
        hint={hintTo.has(c) ? 'to' : hintFrom.has(c) ? 'from' : undefined}
        movable={marks.movable.has(c)}
        focusable={c === focusCell}
        count={marks.counts?.get(c)}
        previewing={preview?.cell === c}
        arrival={arrival(animation, c)}
      />,
    );
  }
  return (
    <svg
      ref={ref}
      className="hx-board"
      viewBox={viewBox(board, coordinates, captures !== undefined)}
      role="group"
      aria-label={label}
      data-testid="board"
      data-size={board.n}
      data-last-by={lastMove ? (lastByComputer ? 'computer' : 'human') : undefined}
      data-counts={showCounts ? 'all' : undefined}
      data-previewing={preview ? 'true' : undefined}
      {...data}
      onClick={handlers.onClick}
      onKeyDown={handlers.onKeyDown}
      onPointerDown={handlers.onPointerDown}
      onPointerMove={handlers.onPointerMove}
      onPointerUp={handlers.onPointerUp}
      onPointerOver={handlers.onPointerOver}
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
      <PushMarks board={board} marks={marks} />
      {preview && <MovePreview board={board} cells={cells} turn={turn} target={preview} />}
      {animation && animation.ejected !== NONE && (
        <Departure
          key={animation.key}
          board={board}
          cell={animation.ejected}
          dir={animation.dir}
          stone={turn}
        />
      )}
      {captures && (
        <>
          <Tray frame={frame} player="white" count={captures.white} stone={BLACK} pieces={pieces} />
          <Tray frame={frame} player="black" count={captures.black} stone={WHITE} pieces={pieces} />
        </>
      )}
    </svg>
  );
}
