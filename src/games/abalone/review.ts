import type { ReviewRules } from '../../ai/review/review';

/**
 * How the post-game review judges an Abalone move, in marbles lost against the best move.
 * A marble given away for nothing is a blunder; the evaluation's positional terms (centre,
 * cohesion, danger on the rim) make up the smaller losses, a third of a marble being about
 * a marble left on the rim in danger. Six marbles win, so a lead counts up to six.
 */
export const abaloneReview: ReviewRules = {
  margins: { inaccuracy: 0.3, mistake: 0.6, blunder: 1 },
  // Of the moves a deep review marks ? or ?? and a quick one does not, the quick review's
  // loss was 0.35 or more on 31 of 56 (20 MiGs games, docs/ai.md).
  recheck: 0.35,
  winLead: 6,
  // Fitted (Texel's logistic fit) to the results of 60 MiGs games from the quick review's
  // evaluation after each of their 6,152 moves: `npm run review-calibration`, docs/ai.md.
  scale: 0.66,
};
