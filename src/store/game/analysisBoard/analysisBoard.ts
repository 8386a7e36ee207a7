import type { Slice } from '../slice';
import type { AnalysisActions, AnalysisState } from './types';

/** The analysis board: whether it is open and what its search found. */
export const analysisSlice: Slice<AnalysisState, AnalysisActions> = {
  initial: { analysing: false, analysis: undefined },
  // The board stays open across games: it is the player's choice of view.
  hooks: () => ({ onOpen: () => ({ analysis: undefined }) }),
  actions: ({ set, get }) => ({
    setAnalysing(on) {
      if (get().analysing !== on) set({ analysing: on, analysis: undefined });
    },
    showAnalysis(analysis) {
      if (get().analysis !== analysis) set({ analysis });
    },
  }),
};
