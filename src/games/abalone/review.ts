import type { ReviewRules } from '../../ai/review/review';

/**
 * How the post-game review judges an Abalone move, in marbles lost against the best move.
 * A marble given away for nothing is a blunder; the evaluation's positional terms (centre,
 * cohesion, danger on the rim) make up the smaller losses, a third of a marble being about
 * a marble left on the rim in danger. Six marbles win, so a lead counts up to six.
 */
export const abaloneReview: ReviewRules = {
  margins: { inaccuracy: 0.3, mistake: 0.6, blunder: 1 },
  winLead: 6,
  scale: 1.5,
};
