/** What became of a set of games: how many, how they ended, how long they were. */
export interface ExplorerTally {
  readonly games: number;
  readonly black: number;
  readonly white: number;
  readonly draws: number;
  /** The sum of the games' lengths in plies. */
  readonly plies: number;
}

/** A move played in a position of a book, and the book's node for the position it leads to. */
export interface ExplorerEdge {
  readonly move: string;
  readonly next: number;
}

/**
 * A position of a book: the games that reached it, and the moves played from it. A position
 * too rare or too deep to go on from lists no moves, but is kept when a listed move leads
 * to it, so that every listed move has its games.
 */
export interface ExplorerNode {
  readonly tally: ExplorerTally;
  readonly rows: readonly ExplorerEdge[];
}

/**
 * A move as the explorer lists it: with the games that reached the position it leads to,
 * by whatever order of moves, which are the games that position lists.
 */
export interface ExplorerRow extends ExplorerEdge, ExplorerTally {}
