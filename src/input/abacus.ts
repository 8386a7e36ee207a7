import type { Move, Position } from '../engine';
import { NO_CELLS, targetMarks, targetOf } from './target';
import type { BoardInput, InputModel, InputResult, Marks, Selection, Target } from './types';

const CANNOT_SLIDE = 'This stone cannot slide: its group must be 3 or more and shrink, not vanish.';

const none = (selection: Selection = [], message = ''): InputResult => ({ selection, message });

/**
 * Abacus on the board: a click on an empty cell places a stone; a click on a stone that
 * can slide picks it, and a click on one of its landing cells (or a drag there) slides it.
 */
function index(pos: Position, legal: readonly Move[]): BoardInput {
  const placements = new Map<number, Move>();
  const slides = new Map<number, Target[]>();
  for (const move of legal) {
    const target = targetOf(pos, move);
    if (target.info.from.length === 0) {
      placements.set(target.cell, move);
      continue;
    }
    const from = target.info.from[0];
    const list = slides.get(from);
    if (list) list.push(target);
    else slides.set(from, [target]);
  }
  const movable: ReadonlySet<number> = new Set(slides.keys());
  const own = (cell: number): boolean => pos.cells[cell] === pos.turn;
  const slideTo = (from: number, cell: number): Target | undefined =>
    slides.get(from)?.find((t) => t.cell === cell);

  return {
    click(selection, cell) {
      if (selection.length > 0) {
        const slide = slideTo(selection[0], cell);
        return slide ? { selection: [], move: slide.move, message: '' } : none();
      }
      if (own(cell)) return slides.has(cell) ? none([cell]) : none([], CANNOT_SLIDE);
      const placement = placements.get(cell);
      return placement === undefined ? none() : { selection: [], move: placement, message: '' };
    },
    dragStart: (_selection, cell) => (slides.has(cell) ? [cell] : undefined),
    dragOver: (selection) => none(selection),
    dragEnd(selection, from, cell) {
      const slide = slideTo(from, cell);
      return slide ? { selection: [], move: slide.move, message: '' } : none(selection);
    },
    marks(selection, hints): Marks {
      const targets = selection.length > 0 ? (slides.get(selection[0]) ?? []) : [];
      return {
        selected: new Set(selection),
        ...targetMarks(targets),
        movable: hints ? movable : NO_CELLS,
      };
    },
  };
}

export const abacusInput: InputModel = { index, hintsLabel: 'Mark stones that can slide' };
