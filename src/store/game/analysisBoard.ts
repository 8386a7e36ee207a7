import type { Analysis } from '../types';
import type { Slice } from './slice';

export interface AnalysisState {
  /** Whether the analysis board is open. Not saved, like the search it runs. */
  readonly analysing: boolean;
  /** What the analysis found in the viewed position so far. */
  readonly analysis: Analysis | undefined;
}

export interface AnalysisActions {
  /** Opens or closes the analysis board, which searches the viewed position. */
  setAnalysing(on: boolean): void;
  /** Called by the analysis (analysis.ts) with what its search found so far. */
  showAnalysis(analysis: Analysis | undefined): void;
}

/** The analysis board: whether it is open and what its search found. */
export const analysisSlice: Slice<AnalysisState, AnalysisActions> = {
  initial: { analysing: false, analysis: undefined },
  untouched: { analysis: undefined },
  actions: ({ set, get }) => ({
    setAnalysing(on) {
      if (get().analysing !== on) set({ analysing: on, analysis: undefined });
    },
    showAnalysis(analysis) {
      if (get().analysis !== analysis) set({ analysis });
    },
  }),
};
