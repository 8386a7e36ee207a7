import type { GameAi } from '../../ai/game-ai';
import { abacusEvaluator, STONE } from './eval';
import { AbacusSolver } from './solver';

/** How the computer plays Abacus: one evaluation for every use, and exact endings. */
export const abacusAi: GameAi = {
  evaluator: abacusEvaluator,
  player: () => abacusEvaluator,
  unit: STONE,
  // Stones are no material: fewer wins, and the count says nothing until the end.
  lead: () => 0,
  defender: () => abacusEvaluator,
  solver: {
    solvesWhole: (board) => AbacusSolver.solvesWhole(board),
    create: () => new AbacusSolver(),
  },
};
