/** One move of a position, with what became of the games that played it. */
export interface ExplorerRow {
  readonly move: string;
  readonly games: number;
  readonly black: number;
  readonly white: number;
  readonly draws: number;
  /** The sum of the games' lengths in plies. */
  readonly plies: number;
  /** The node the move leads to, when the book keeps it. */
  readonly next?: number;
}

/** A position of a book: the moves played from it. */
export interface ExplorerNode {
  readonly rows: readonly ExplorerRow[];
}
