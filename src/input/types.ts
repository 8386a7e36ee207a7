import type { Move, MoveInfo, Position } from '../engine';
import type { Messages } from '../i18n/en';

/**
 * The board's input model: what a player has picked so far, and what a click, a drag or
 * a key does with it. One model per game; the board itself knows no rules.
 */

/** The cells a player has picked, in the order picked. */
export type Selection = readonly number[];

/** A legal move of the current selection, with the cell that plays it. */
export interface Target {
  readonly move: Move;
  /** The cell to click or drag to: where the leading piece lands (or is placed). */
  readonly cell: number;
  /** Direction of travel (an index into DIRECTIONS), or NONE for a placement. */
  readonly dir: number;
  readonly info: MoveInfo;
}

/** What the board draws on top of the pieces while a player picks a move. */
export interface Marks {
  readonly selected: ReadonlySet<number>;
  /** Legal moves of the selection, by the cell that plays them. */
  readonly targets: ReadonlyMap<number, Target>;
  /** Opposing pieces a move of the selection would push, and whether the last falls off. */
  readonly pushed: ReadonlyMap<number, 'push' | 'eject'>;
  /** Pieces that can start a move of their own, marked when hints are on. */
  readonly movable: ReadonlySet<number>;
  /** A number to show on each piece, such as the size of an Abacus stone's group. */
  readonly counts?: ReadonlyMap<number, number>;
}

/** What an input event leads to: the new selection, a move to play, a word for the player. */
export interface InputResult {
  readonly selection: Selection;
  readonly move?: Move;
  /** Why nothing happened, or '' when there is nothing to say. */
  readonly message: string;
}

/** The input model of one position, built once from its legal moves. */
export interface BoardInput {
  click(selection: Selection, cell: number): InputResult;
  /** The selection a drag that starts on `cell` carries, or undefined if nothing can be dragged there. */
  dragStart(selection: Selection, cell: number): Selection | undefined;
  /** The dragged selection after the pointer enters `cell` (Abalone drags grow a line). */
  dragOver(selection: Selection, cell: number): InputResult;
  /** Releasing a drag of `selection`, begun on `from`, over `cell`. */
  dragEnd(selection: Selection, from: number, cell: number): InputResult;
  marks(selection: Selection, hints: boolean): Marks;
}

export interface InputModel {
  /**
   * Builds the input of a position from its legal moves, so that nothing is generated per
   * click; its messages are in the language of `t`.
   */
  index(pos: Position, legal: readonly Move[], t: Messages): BoardInput;
  /** What the hints setting marks, for its label; absent when the game has no such hint. */
  readonly hintsLabel?: (t: Messages) => string;
  /** The label of the setting that shows `Marks.counts` on every piece; absent when there are none. */
  readonly countsLabel?: (t: Messages) => string;
}
