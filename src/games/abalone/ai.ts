import type { GameAiModule } from '../module';
import { opponent } from '../../engine';
import { defenderEvaluator } from './defender';
import { abaloneAttacker, abaloneEvaluator, MARBLE } from './eval';
import { abaloneReview } from './review';

/** How the computer plays Abalone: attacking as a level, safely as the defender. */
export const abaloneAi: GameAiModule = {
  evaluator: abaloneEvaluator,
  player: abaloneAttacker,
  unit: MARBLE,
  lead: (pos) => pos.extras[opponent(pos.turn)] - pos.extras[pos.turn],
  defender: defenderEvaluator,
  review: abaloneReview,
};
