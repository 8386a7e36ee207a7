import type { Game, Position } from '../engine';

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

/** One thing a diagram's words say of its move: what is found on the board, and what they claim. */
export interface ClaimedFact {
  readonly what: string;
  readonly found: unknown;
  readonly claimed: unknown;
}

/**
 * What a diagram's words say its move does, as facts read off the positions before and
 * after it; tests check each against the engine, so that the rules page never says what
 * the board does not do.
 */
export type Claim = (before: Position, after: Position) => readonly ClaimedFact[];

/** A move a diagram shows as refused, and words the engine's reason for it contains. */
export interface Refusal {
  readonly move: string;
  readonly because: string;
}

/** A small board of the rules page: a position, what it marks, and the move it shows. */
interface DiagramBoard {
  readonly game: Game;
  /** A position string (RULES.md §4). */
  readonly position: string;
  /** Cells ringed for the reader's eye. */
  readonly highlight: readonly string[];
  readonly arrows: readonly Arrow[];
  /** Moves the diagram shows as illegal; the reader can ask the engine why each fails. */
  readonly illegal?: readonly Refusal[];
}

/** A diagram, with the legal move it shows (its try-it board asks for it) and what that move does, or none. */
export type Diagram = DiagramBoard &
  (
    | { readonly move: string; readonly claim: Claim }
    | { readonly move?: undefined; readonly claim?: undefined }
  );

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
