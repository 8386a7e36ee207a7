import type { GameAiModule } from '../module';
import {
  ABACUS_WEIGHTS,
  abacusEvaluator,
  abacusEvaluatorWith,
  type AbacusWeights,
  STONE,
} from './eval';
import { abacusReview } from './review';

/** How the computer plays Abacus: one evaluation for every use, an opening book and exact endings. */
export const abacusAi: GameAiModule = {
  evaluator: abacusEvaluator,
  player: () => abacusEvaluator,
  unit: STONE,
  // Its one-ply evaluation reads the board better than `greedy`, and the Texel-tuned
  // weights score positions up to three times wider: with three stones' noise Easy beat
  // `greedy` again (+61 to +75 Elo at n=4–6); eight stones make it lose (docs/ai.md).
  noise: 8,
  // Stones are no material: fewer wins, and the count says nothing until the end.
  lead: () => 0,
  defender: () => abacusEvaluator,
  review: abacusReview,
  weights: {
    defaults: ABACUS_WEIGHTS,
    with: (weights) => {
      const evaluator = abacusEvaluatorWith(weights as AbacusWeights);
      return { evaluator, player: () => evaluator };
    },
  },
  loadSolver: () => import('./solver').then((m) => m.abacusSolver),
  loadBook: () => import('./openingBook').then((m) => m.abacusBook),
};
