import type { Move, MoveNotes } from '../../../engine';
import type { SavedGame, VariationPath } from '../savedGame';

/** The side lines as saved, always present here (saves from before them have none). */
export type SideLinesState = Required<Pick<SavedGame, 'variations' | 'path'>>;

export interface SideLinesActions {
  /**
   * Plays `moves` on from the viewed position as a side line, never into the game, and
   * shows where they end. Moves already on the viewed line or one of its side lines are
   * followed rather than copied; a side line that ends here is extended. Stops at the
   * first move that is not legal.
   */
  explore(moves: readonly Move[]): void;
  /** Views the position after `cursor` moves of the line at `path`. */
  goToLine(path: VariationPath, cursor: number): void;
  /** Views the position after `cursor` moves of the viewed line; changes nothing in the game. */
  goTo(cursor: number): void;
  /**
   * Keyboard ↓: into the first side line that leaves the viewed position, or from a side
   * line's first move on to its next sibling. Returns whether the view changed.
   */
  enterVariation(): boolean;
  /** Keyboard ↑: out of the viewed side line, to where it leaves its parent. */
  leaveVariation(): boolean;
  /** Deletes the side line at `path`, and the side lines that leave it. */
  deleteVariation(path: VariationPath): void;
  /** Swaps the side line at `path` with the side line it leaves (`promoteAt`). */
  promoteVariation(path: VariationPath): void;
  /**
   * Sets what is noted of move `ply` (from 1) of the line at `path`, in whichever line of
   * the tree that move belongs to; undefined or empty notes remove them. A move that is not
   * there is ignored.
   */
  annotate(path: VariationPath, ply: number, notes: MoveNotes | undefined): void;
}
