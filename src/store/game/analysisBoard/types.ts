import type { MoveRecord } from '../savedGame';

/** One line the analysis found: its moves from the analysed position and their score. */
export interface AnalysisLine {
  readonly moves: readonly MoveRecord[];
  /** For the side to move in the analysed position, in the search's units. */
  readonly score: number;
}

/**
 * The analysis of one position, as the search deepens: its best lines (the best first)
 * at the last completed depth, and the exact verdict where an ending was solved.
 */
export interface Analysis {
  /** The analysed position (`makePosition`): the analysis holds only while it is viewed. */
  readonly position: string;
  readonly depth: number;
  readonly nodes: number;
  readonly lines: readonly AnalysisLine[];
  /** Whether the side to move wins (true) or loses (false) with best play, when proven. */
  readonly solved: boolean | undefined;
  /** Whether the search has stopped: it reached its limit, not the panel's closing. */
  readonly done: boolean;
  /** Why the search failed, if it did. */
  readonly error: string | undefined;
}

export interface AnalysisState {
  /** Whether the analysis board is open. Not saved, like the search it runs. */
  readonly analysing: boolean;
  /** What the analysis found in the viewed position so far. */
  readonly analysis: Analysis | undefined;
}

export interface AnalysisActions {
  /** Opens or closes the analysis board, which searches the viewed position. */
  setAnalysing(on: boolean): void;
  /** Called by the analysis board (`attachAnalysis`) with what its search found so far. */
  showAnalysis(analysis: Analysis | undefined): void;
}
