import type { Evaluator } from '../../../src/ai/search/search';
import type { GameAiModule } from '../../../src/games';
import { hexRules } from './rules';

/** No judgement of its own: the search finds a win or a loss, and calls the rest even. */
const hexEvaluator: Evaluator = {
  quiescence: false,
  repetition: false,
  evaluate: () => 0,
  tactical: () => 0,
  decided: (pos) => hexRules.outcome(pos, 1) !== undefined,
  tacticalMoves: () => 0,
  // A position without moves is full or won, and the player who just moved made it so.
  terminal: () => -1,
  nullMove: false,
  futilityMargin: 0,
};

export const hexAi: GameAiModule = {
  evaluator: hexEvaluator,
  player: () => hexEvaluator,
  unit: 1,
  lead: () => 0,
  defender: () => hexEvaluator,
  review: {
    margins: { inaccuracy: 0.5, mistake: 1, blunder: 2 },
    recheck: 1,
    winLead: 3,
    scale: 1,
  },
};
