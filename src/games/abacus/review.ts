import type { ReviewRules } from '../../ai/review/review';

/**
 * How the post-game review judges an Abacus move, in stones lost against the best move.
 * A tempo given away swings the final count by a stone (`PARITY` in `eval.ts`), a mistake;
 * two stones, a blunder. Any move that throws away a win the solver proved is a blunder,
 * whatever the evaluation says: fewer stones win, by one as well as by ten.
 */
export const abacusReview: ReviewRules = {
  margins: { inaccuracy: 0.5, mistake: 1, blunder: 2 },
  // No second searches: with no human games to measure them against, and in self-play
  // full of blunders they made the quick review nearly as long as the deep one (docs/ai.md).
  recheck: undefined,
  winLead: 4,
  scale: 1,
  lostWin: 'blunder',
};
