import { EMPTY, type Move, type Position } from '../../engine';
import { NO_CELLS, targetMarks, targetOf } from '../../input/target';
import type { BoardInput, InputModel, InputResult, Target } from '../../input/types';
import type { HexBoardSetting } from './boardSettings';

const NOTHING: InputResult = { selection: [], message: '' };

/**
 * The toy Hex game (hex-rules.ts) on the board: a click on an empty cell places a stone
 * there. Nothing is ever selected and nothing can be dragged.
 *
 * Marks: with its one board setting, `markPlaces`, on, every cell the player may place on
 * is a target (the legal moves of the empty selection); with it off, nothing is marked. Once the game is over there
 * are no legal moves, so no targets either.
 */
function index(pos: Position, legal: readonly Move[]): BoardInput<HexBoardSetting> {
  const placements = new Map<number, Target>();
  for (const move of legal) {
    const target = targetOf(pos, move);
    placements.set(target.cell, target);
  }
  const marked = targetMarks([...placements.values()]);
  const none = { targets: new Map<number, Target>(), pushed: new Map() };

  return {
    click(_selection, cell) {
      const target = placements.get(cell);
      if (target) return { selection: [], move: target.move, message: '' };
      if (pos.cells[cell] !== EMPTY) {
        return { selection: [], message: `${pos.board.labels[cell]} is taken.` };
      }
      return NOTHING;
    },
    dragStart: () => undefined,
    dragOver: () => NOTHING,
    dragEnd: () => NOTHING,
    marks: (_selection, options) => ({
      selected: NO_CELLS,
      ...(options.markPlaces ? marked : none),
      movable: NO_CELLS,
    }),
  };
}

export const hexInput: InputModel<HexBoardSetting> = { index };
