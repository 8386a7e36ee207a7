import type { Move, Position } from '../engine';

/** What a puzzle trains, by the first move's kind and what it achieves. */
export const PUZZLE_THEMES = ['ejection', 'sumito', 'defence', 'slide', 'tempo'] as const;
export type PuzzleTheme = (typeof PUZZLE_THEMES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** One puzzle of the data file: a position string, the proven line in notation, its labels. */
export interface Puzzle {
  /** Stable within a game's file: the generator's order. */
  readonly id: number;
  readonly position: string;
  /** The solver's moves and the defence's between them, in notation; the solver moves first. */
  readonly line: readonly string[];
  readonly themes: readonly PuzzleTheme[];
  readonly difficulty: Difficulty;
  /** The puzzle's rating before anyone has played it. */
  readonly rating: number;
}

/** How a move the player tries at a puzzle's turn is judged. */
export type PuzzleAnswer =
  | { readonly kind: 'right' }
  /** The move does worse than the solution; `refutation` is the opponent's best reply and on. */
  | { readonly kind: 'wrong'; readonly refutation: readonly Move[] };

/**
 * A game's part of the puzzle trainer, loaded with it: its data file and how a move other
 * than the stored one is judged (a later move of a line may have equal alternatives).
 */
export interface PuzzleKit {
  /** The game's puzzle file as text (`parsePuzzles`). */
  readonly text: string;
  /**
   * Judges `move` in `pos`, the player's turn at ply `ply` of a puzzle whose stored move
   * there is `expected`: right when it keeps what the solution proves, or else the line
   * that refutes it.
   */
  judge(pos: Position, move: Move, expected: Move, ply: number, lineLength: number): PuzzleAnswer;
}
