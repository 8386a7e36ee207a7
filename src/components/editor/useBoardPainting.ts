import { type KeyboardEvent, useRef, useState } from 'react';
import { type Board, NONE } from '../../engine';
import { type Draft, strokeTool, type Tool } from '../../editor/draft';
import { neighbourForKey } from '../board/keyboard';
import type { BoardHandlers } from '../board/useBoardInteraction';

const KEY_TOOLS: Readonly<Record<string, Tool>> = {
  b: 'black',
  w: 'white',
  x: 'erase',
  Delete: 'erase',
  Backspace: 'erase',
};

const cellOf = (target: EventTarget | null): number => {
  const el = target instanceof Element ? target.closest('[data-index]') : null;
  return el ? Number(el.getAttribute('data-index')) : NONE;
};

/**
 * The editor board's pointer and keys: a press paints its cell and a drag goes on painting
 * with the same tool; arrows walk the board, and keys paint the focused cell.
 */
export function useBoardPainting({
  draft,
  tool,
  board,
  flipped,
  paint,
}: {
  readonly draft: Draft;
  readonly tool: Tool;
  readonly board: Board;
  readonly flipped: boolean;
  readonly paint: (cell: number, tool: Tool) => void;
}): { readonly handlers: BoardHandlers; readonly focusCell: number } {
  const [focusCell, setFocusCell] = useState(NONE);
  const stroke = useRef<Tool | undefined>(undefined);
  const pressed = useRef(false);

  const moveFocus = (e: KeyboardEvent<SVGSVGElement>, cell: number): boolean => {
    const next = neighbourForKey(board, cell, e.key, flipped);
    if (next === undefined) return false;
    e.preventDefault();
    if (next === NONE) return true;
    setFocusCell(next);
    e.currentTarget.querySelector<SVGElement>(`[data-index="${next}"]`)?.focus();
    return true;
  };

  const handlers: BoardHandlers = {
    onPointerDown(e) {
      if (e.button !== 0) return;
      const cell = cellOf(e.target);
      if (cell === NONE) return;
      pressed.current = true;
      stroke.current = strokeTool(draft, cell, tool);
      setFocusCell(cell);
      paint(cell, stroke.current);
    },
    onPointerMove(e) {
      const painting = stroke.current;
      if (painting === undefined) return;
      const cell = cellOf(document.elementFromPoint(e.clientX, e.clientY));
      if (cell !== NONE) paint(cell, painting);
    },
    onPointerUp() {
      stroke.current = undefined;
    },
    onPointerLeave() {
      stroke.current = undefined;
    },
    onPointerOver() {},
    onClick(e) {
      // A pointer painted on its way down; a click without one comes from assistive tech.
      if (pressed.current) {
        pressed.current = false;
        return;
      }
      const cell = cellOf(e.target);
      if (cell !== NONE) paint(cell, strokeTool(draft, cell, tool));
    },
    onKeyDown(e) {
      const cell = cellOf(e.target);
      if (cell === NONE || e.altKey || e.ctrlKey || e.metaKey) return;
      if (moveFocus(e, cell)) return;
      const keyed = e.key === 'Enter' || e.key === ' ' ? strokeTool(draft, cell, tool) : undefined;
      const chosen = keyed ?? KEY_TOOLS[e.key.length === 1 ? e.key.toLowerCase() : e.key];
      if (chosen === undefined) return;
      e.preventDefault();
      paint(cell, chosen);
    },
  };

  return {
    handlers,
    // No cell focused yet, or one of a bigger board than now: the centre takes the focus.
    focusCell:
      focusCell >= 0 && focusCell < board.cellCount
        ? focusCell
        : board.grid[(board.n - 1) * board.span + board.n - 1],
  };
}
