import type { GameAiModule } from '../module';
import { abacusEvaluator, STONE } from './eval';
import { abacusReview } from './review';

/** How the computer plays Abacus: one evaluation for every use, and exact endings. */
export const abacusAi: GameAiModule = {
  evaluator: abacusEvaluator,
  player: () => abacusEvaluator,
  unit: STONE,
  // Stones are no material: fewer wins, and the count says nothing until the end.
  lead: () => 0,
  defender: () => abacusEvaluator,
  review: abacusReview,
  loadSolver: () => import('./solver').then((m) => m.abacusSolver),
};
