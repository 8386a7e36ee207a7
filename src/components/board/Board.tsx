import { lazy, memo, type ReactNode, type Ref, Suspense, useMemo } from 'react';
import {
  BLACK,
  type Board as BoardGeometry,
  type Colour,
  type MoveInfo,
  NONE,
  WHITE,
} from '../../engine';
import type { Marks, Target } from '../../input/types';
import { Cell } from './Cell';
import { Coordinates } from './Coordinates';
import { Departure } from './Departure';
import { boardOutline, centreOf, drawingOf, frameOf, viewBox, viewBoxOf } from './geometry';
import { isZoomed, type Zoom, zoomedFrame } from './zoom';
import type { Arrival, MoveAnimation } from './movePicture';
import { MovePreview } from './MovePreview';
import { PushMarks } from './PushMarks';
import { Tray } from './Tray';
import type { BoardHandlers } from './useBoardInteraction';
import type { BoardWords } from './boardWords';

// Drawn only while a premove waits, or a reviewed move is viewed, long after the first
// frame: chunks of their own.
const PremoveMark = lazy(() => import('./PremoveMark').then((m) => ({ default: m.PremoveMark })));
const BetterArrow = lazy(() =>
  import('../review/BetterArrow').then((m) => ({ default: m.BetterArrow })),
);

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
  /** What the board calls its pieces and says of its cells, in the reader's language. */
  readonly words: BoardWords;
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
  /** The better move the review found instead of the one just played, drawn as an arrow. */
  readonly better?: MoveInfo;
  /** The premove waiting for its turn, made by `turn`'s side, drawn ghosted. */
  readonly premove?: MoveInfo;
  readonly coordinates: boolean;
  /** The labels' height in cell widths, where the style sheet's would be too small to read. */
  readonly coordinateSize?: number;
  /** The board turned half round, White's side nearest the player; labels stay upright. */
  readonly flipped?: boolean;
  /** The part of the board shown, where the player zoomed in (`zoom.ts`). */
  readonly zoom?: Zoom;
  /** The cell that takes the board's one tab stop. */
  readonly focusCell: number;
  readonly handlers: BoardHandlers;
  readonly label: string;
  /** Extra data for tests and styles, such as the game. */
  readonly data?: Readonly<Record<`data-${string}`, string | number | undefined>>;
  readonly ref?: Ref<SVGSVGElement>;
}

/** The cells' hexagons, one path drawn once per board size: the layer under pieces and marks. */
const Background = memo(function Background({ board }: { readonly board: BoardGeometry }) {
  return <path className="hx-hex" d={drawingOf(board).background} aria-hidden="true" />;
});

type Arrivals = ReadonlyMap<number, Arrival & { readonly key: number }>;

/** Each arriving piece's slide, made once per move so that its cell keeps the same prop. */
const arrivalsOf = (animation: MoveAnimation | undefined): Arrivals =>
  new Map(
    animation ? [...animation.arrivals].map(([c, a]) => [c, { ...a, key: animation.key }]) : [],
  );

/**
 * The SVG board, drawn as RULES.md §1 places cells: row A at the bottom, pointy-topped
 * cells. It knows no rules: it shows the marks it is given and reports pointer and key
 * events upward.
 */
export function Board({
  board,
  cells,
  turn,
  words,
  marks,
  preview,
  animation,
  captures,
  showCounts,
  lastMove,
  lastByComputer,
  hint,
  better,
  premove,
  coordinates,
  coordinateSize,
  flipped = false,
  zoom,
  focusCell,
  handlers,
  label,
  data,
  ref,
}: BoardProps) {
  const outline = useMemo(() => boardOutline(board, 0.62), [board]);
  const trays = captures !== undefined;
  // Keyed on whether there are trays, not on the counts, so that the trays re-render only
  // when their own count changes.
  const frame = useMemo(() => frameOf(board, coordinates, trays), [board, coordinates, trays]);
  const drawing = drawingOf(board);
  const arrivals = useMemo(() => arrivalsOf(animation), [animation]);
  const lastFrom = new Set(lastMove?.from ?? []);
  const lastTo = new Set(lastMove?.to ?? []);
  const hintFrom = new Set(hint?.from ?? []);
  const hintTo = new Set(hint?.to ?? []);
  const lastCells = [...new Set([...lastFrom, ...lastTo])];
  // A grid for assistive technology: one row per board row, top row first as drawn.
  const rows: ReactNode[][] = Array.from({ length: board.span }, () => []);
  for (let c = 0; c < board.cellCount; c++) {
    rows[board.span - 1 - board.row[c]].push(
      <Cell
        key={c}
        board={board}
        index={c}
        piece={words.piece[cells[c] === WHITE ? 'white' : 'black']}
        words={words.cell}
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
        arrival={arrivals.get(c)}
      />,
    );
  }
  const centre = centreOf(board.n - 1, board.n - 1);
  const turned = flipped ? `rotate(180 ${centre.x} ${centre.y})` : undefined;
  return (
    <svg
      ref={ref}
      className="hx-board"
      viewBox={zoom ? viewBoxOf(zoomedFrame(frame, zoom)) : viewBox(board, coordinates, trays)}
      data-zoom={zoom && isZoomed(zoom) ? zoom.scale.toFixed(2) : undefined}
      role="none"
      data-testid="board"
      data-size={board.n}
      data-last-by={lastMove ? (lastByComputer ? 'computer' : 'human') : undefined}
      data-counts={showCounts ? 'all' : undefined}
      data-previewing={preview ? 'true' : undefined}
      data-flipped={flipped || undefined}
      {...data}
      onClick={handlers.onClick}
      onKeyDown={handlers.onKeyDown}
      onPointerDown={handlers.onPointerDown}
      onPointerMove={handlers.onPointerMove}
      onPointerUp={handlers.onPointerUp}
      onPointerOver={handlers.onPointerOver}
      onPointerLeave={handlers.onPointerLeave}
      onFocus={handlers.onFocus}
    >
      {/* Turned as one about the centre cell, so moves, previews and animations line up. */}
      <g transform={turned}>
        <polygon className="hx-frame" points={outline} />
        {coordinates && <Coordinates board={board} size={coordinateSize} />}
        <Background board={board} />
        <g aria-hidden="true">
          {lastCells.map((c) => (
            <polygon
              key={c}
              className={`hx-last hx-last-${lastTo.has(c) ? 'to' : 'from'}`}
              points={drawing.hexes[c]}
            />
          ))}
        </g>
        <g role="grid" aria-label={label} aria-rowcount={board.span}>
          {rows.map((cells, i) => (
            <g key={i} role="row" aria-rowindex={i + 1}>
              {cells}
            </g>
          ))}
        </g>
        <PushMarks board={board} marks={marks} />
        {(better || premove) && (
          <Suspense fallback={null}>
            {better && <BetterArrow board={board} info={better} />}
            {premove && <PremoveMark board={board} info={premove} stone={turn} />}
          </Suspense>
        )}
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
      </g>
      {captures && (
        // Flipped, each tray stays beside its own side's rows: White's at the bottom.
        <g transform={flipped ? `matrix(1 0 0 -1 0 ${2 * frame.minY + frame.height})` : undefined}>
          <Tray
            frame={frame}
            player="white"
            count={captures.white}
            stone={BLACK}
            label={words.tray('white', captures.white)}
            caption={words.player.white}
          />
          <Tray
            frame={frame}
            player="black"
            count={captures.black}
            stone={WHITE}
            label={words.tray('black', captures.black)}
            caption={words.player.black}
          />
        </g>
      )}
    </svg>
  );
}
