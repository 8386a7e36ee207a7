import type { GameAiModule } from '../module';
import { opponent } from '../../engine';
import { defenderEvaluator } from './defender';
import {
  ABALONE_WEIGHTS,
  abaloneAttacker,
  abaloneEvaluationsWith,
  type AbaloneWeights,
  abaloneEvaluator,
  MARBLE,
} from './eval';
import { abaloneReview } from './review';

/** How the computer plays Abalone: attacking as a level, safely as the defender. */
export const abaloneAi: GameAiModule = {
  evaluator: abaloneEvaluator,
  player: abaloneAttacker,
  unit: MARBLE,
  lead: (pos) => pos.extras[opponent(pos.turn)] - pos.extras[pos.turn],
  defender: defenderEvaluator,
  review: abaloneReview,
  weights: {
    defaults: ABALONE_WEIGHTS,
    with: (weights) => abaloneEvaluationsWith(weights as AbaloneWeights),
  },
};
