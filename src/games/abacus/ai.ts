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
  // Its one-ply evaluation reads the board better than `greedy`: at the shared temperature
  // Easy beat it (+45 Elo at n=5); three stones' noise makes Easy lose to it (docs/ai.md).
  noise: 3,
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
