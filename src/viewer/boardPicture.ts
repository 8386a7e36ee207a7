import { BLACK, type Board, EMPTY, type MoveInfo, type Position, WHITE } from '../engine';
import {
  boardOutline,
  centreOf,
  drawingOf,
  edgeLabels,
  viewBox,
} from '../components/board/geometry';
import { svg } from './svg';

/** What the viewer's board says of its cells, in the reader's language. */
export interface BoardPictureWords {
  readonly piece: Readonly<Record<'black' | 'white', string>>;
  readonly empty: string;
  readonly last: string;
  readonly lastFrom: string;
}

export interface BoardPicture {
  readonly element: SVGSVGElement;
  /** Shows `pos`, the move that led to it marked, turned half round when `flipped`. */
  show(
    pos: Position,
    last: MoveInfo | undefined,
    flipped: boolean,
    label: string,
    words: BoardPictureWords,
  ): void;
}

/**
 * The board as the app draws it (the same geometry and classes as `components/board/
 * Board.tsx`, so the same style sheet), without React, which alone is larger than the
 * viewer may be. Read-only: no focus, no pointer; a table of cells for screen readers.
 */
export function drawBoardPicture(board: Board): BoardPicture {
  const drawing = drawingOf(board);
  const turned = svg('g');
  const lastLayer = svg('g', { 'aria-hidden': 'true' });
  const cells: SVGGElement[] = [];
  const rows = Array.from({ length: board.span }, (_, i) =>
    svg('g', { role: 'row', 'aria-rowindex': i + 1 }),
  );
  for (let c = 0; c < board.cellCount; c++) {
    const cell = svg('g', {
      class: 'hx-cell',
      role: 'cell',
      'data-cell': board.labels[c].toLowerCase(),
    });
    cells.push(cell);
    rows[board.span - 1 - board.row[c]].append(cell);
  }
  const table = svg('g', { role: 'table', 'aria-rowcount': board.span }, rows);
  turned.append(
    svg('polygon', { class: 'hx-frame', points: boardOutline(board, 0.62) }),
    svg(
      'g',
      { class: 'hx-coordinates', 'data-testid': 'coordinates', 'aria-hidden': 'true' },
      edgeLabels(board).map((l) =>
        svg('text', { x: l.x, y: l.y, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, [
          document.createTextNode(l.text),
        ]),
      ),
    ),
    svg('path', { class: 'hx-hex', d: drawing.background, 'aria-hidden': 'true' }),
    lastLayer,
    table,
  );
  const element = svg(
    'svg',
    {
      class: 'hx-board',
      viewBox: viewBox(board, true),
      role: 'none',
      'data-testid': 'board',
      'data-size': board.n,
    },
    [turned],
  );
  const centre = centreOf(board.n - 1, board.n - 1);

  return {
    element,
    show(pos, last, flipped, label, words) {
      table.setAttribute('aria-label', label);
      if (flipped) turned.setAttribute('transform', `rotate(180 ${centre.x} ${centre.y})`);
      else turned.removeAttribute('transform');
      element.toggleAttribute('data-flipped', flipped);
      const to = new Set(last?.to ?? []);
      const from = new Set((last?.from ?? []).filter((c) => !to.has(c)));
      lastLayer.replaceChildren(
        ...[...to, ...from].map((c) =>
          svg('polygon', {
            class: `hx-last hx-last-${to.has(c) ? 'to' : 'from'}`,
            points: drawing.hexes[c],
          }),
        ),
      );
      cells.forEach((cell, c) => {
        const stone = pos.cells[c];
        const colour = stone === BLACK ? 'black' : stone === WHITE ? 'white' : undefined;
        const parts = [board.labels[c], colour ? words.piece[colour] : words.empty];
        if (to.has(c)) parts.push(words.last);
        else if (from.has(c)) parts.push(words.lastFrom);
        cell.setAttribute('aria-label', parts.join(', '));
        if (colour) cell.setAttribute('data-stone', colour);
        else cell.removeAttribute('data-stone');
        if (to.has(c)) cell.setAttribute('data-last', 'to');
        else if (from.has(c)) cell.setAttribute('data-last', 'from');
        else cell.removeAttribute('data-last');
        const x = board.x[c];
        const y = board.y[c];
        cell.replaceChildren(
          ...(stone === EMPTY
            ? []
            : [
                svg('g', { class: `hx-piece hx-${colour}` }, [
                  svg('circle', { cx: x, cy: y, r: 0.41 }),
                  svg('circle', { class: 'hx-shine', cx: x - 0.12, cy: y - 0.13, r: 0.13 }),
                ]),
              ]),
        );
      });
    },
  };
}
