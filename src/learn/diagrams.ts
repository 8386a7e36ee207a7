import type { Game } from '../engine';

/** The kinds of arrow a diagram draws: a piece's path, a pushed piece, one pushed off, a refused move. */
export type ArrowKind = 'move' | 'push' | 'off' | 'illegal';

/**
 * An arrow between two cells named by label. `to` may name a cell just off the board
 * (`e10`), where a marble pushed off goes: labels are read as row and diagonal, whether
 * or not the board has that cell.
 */
export interface Arrow {
  readonly from: string;
  readonly to: string;
  readonly kind: ArrowKind;
}

/** A small board of the rules page: a position, what it marks, and the move it shows. */
export interface Diagram {
  readonly game: Game;
  /** A position string (RULES.md §4). */
  readonly position: string;
  /** Cells ringed for the reader's eye. */
  readonly highlight: readonly string[];
  readonly arrows: readonly Arrow[];
  /** The legal move the diagram shows, in notation; its try-it board asks for it. */
  readonly move?: string;
  /** Moves the diagram shows as illegal; the reader can ask the engine why each fails. */
  readonly illegal?: readonly string[];
}

export const move = (from: string, to: string): Arrow => ({ from, to, kind: 'move' });
export const push = (from: string, to: string): Arrow => ({ from, to, kind: 'push' });
export const off = (from: string, to: string): Arrow => ({ from, to, kind: 'off' });
export const illegal = (from: string, to: string): Arrow => ({ from, to, kind: 'illegal' });

/**
 * Something a section shows besides its diagrams: built from the engine's own tables, or
 * (`selfPlay`) from the game's self-play statistics (`GameLearning.selfPlay`).
 */
export type SectionExtra = 'layouts' | 'targets' | 'selfPlay';

/**
 * A section of a rules page. `Id` and `DiagramId` are the game's own, so that its page
 * names only sections and diagrams its words and drawings have.
 */
export interface Section<Id extends string = string, DiagramId extends string = string> {
  readonly id: Id;
  readonly diagrams: readonly DiagramId[];
  readonly extra?: SectionExtra;
}
