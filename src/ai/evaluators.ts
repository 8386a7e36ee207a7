import type { Game } from '../engine';
import { abacusEvaluator, STONE } from './abacus-eval';
import { abaloneEvaluator, MARBLE } from './abalone-eval';
import type { Evaluator } from './search';

export const EVALUATORS: Readonly<Record<Game, Evaluator>> = {
  abacus: abacusEvaluator,
  abalone: abaloneEvaluator,
};

/** What one unit of material is worth in each game's scores: a stone, a marble. */
export const SCORE_UNIT: Readonly<Record<Game, number>> = { abacus: STONE, abalone: MARBLE };
