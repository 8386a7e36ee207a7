import type { Move, MoveInfo, Position } from '../engine';

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

/**
 * The values of the board settings a game offers (`GameModule.boardSettings`), by key: the
 * player's choice, or the game's default. The shared code passes them through; only the
 * game's input model knows what each changes.
 */
export type BoardOptions<Key extends string = string> = Readonly<Record<Key, boolean>>;

/** What the board draws on top of the pieces while a player picks a move. */
export interface Marks {
  readonly selected: ReadonlySet<number>;
  /** Legal moves of the selection, by the cell that plays them. */
  readonly targets: ReadonlyMap<number, Target>;
  /** Opposing pieces a move of the selection would push, and whether the last falls off. */
  readonly pushed: ReadonlyMap<number, 'push' | 'eject'>;
  /** Pieces that can start a move of their own, where the game marks them. */
  readonly movable: ReadonlySet<number>;
  /** A number to show on each piece, such as the size of an Abacus stone's group. */
  readonly counts?: ReadonlyMap<number, number>;
  /** Whether every piece shows its count, not only the one hovered or focused. */
  readonly countsOnEveryPiece?: boolean;
}

/** What an input event leads to: the new selection, a move to play, a word for the player. */
export interface InputResult {
  readonly selection: Selection;
  readonly move?: Move;
  /** Why nothing happened, or '' when there is nothing to say. */
  readonly message: string;
}

/** The input model of one position, built once from its legal moves. */
export interface BoardInput<Key extends string = string> {
  click(selection: Selection, cell: number): InputResult;
  /** The selection a drag that starts on `cell` carries, or undefined if nothing can be dragged there. */
  dragStart(selection: Selection, cell: number): Selection | undefined;
  /** The dragged selection after the pointer enters `cell` (Abalone drags grow a line). */
  dragOver(selection: Selection, cell: number): InputResult;
  /** Releasing a drag of `selection`, begun on `from`, over `cell`. */
  dragEnd(selection: Selection, from: number, cell: number): InputResult;
  /** What to draw for `selection`, as the game's board settings (`options`) ask. */
  marks(selection: Selection, options: BoardOptions<Key>): Marks;
}

/**
 * `Key`: the game's board settings (`GameModule.boardSettings`), whose values `marks` reads.
 * `Words`: the game's words, in which its messages are written.
 */
export interface InputModel<Key extends string = string, Words = unknown> {
  /**
   * Builds the input of a position from its legal moves, so that nothing is generated per
   * click; its messages are in the language of `words`.
   */
  index(pos: Position, legal: readonly Move[], words: Words): BoardInput<Key>;
}
