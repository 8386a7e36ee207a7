import { type Colour, type Game, opponent, type Position } from '../engine';
import { abacusEvaluator, STONE } from '../games/abacus/eval';
import { abaloneAttacker, abaloneEvaluator, MARBLE } from '../games/abalone/eval';
import { defenderEvaluator } from '../games/abalone/defender';
import type { Evaluator } from './search';

/** What the computer needs to know of each game beyond its rules. */
export interface GameAi {
  readonly evaluator: Evaluator;
  /** The evaluation the computer plays with as `colour` (the levels' search). */
  player(colour: Colour): Evaluator;
  /** What one unit of material is worth in scores: a stone, a marble. */
  readonly unit: number;
  /** The side to move's material lead in units, which its contempt for draws grows with. */
  lead(pos: Position): number;
  /** The evaluation the defensive baseline bot (`defender`) plays with, for its colour. */
  defender(colour: Colour): Evaluator;
  /** Whether small endings are solved exactly before any search. */
  readonly solvesEndings: boolean;
}

/** One entry per game; `satisfies` makes a game without one a compile error. */
export const GAME_AI = {
  abacus: {
    evaluator: abacusEvaluator,
    player: () => abacusEvaluator,
    unit: STONE,
    // Stones are no material: fewer wins, and the count says nothing until the end.
    lead: () => 0,
    defender: () => abacusEvaluator,
    solvesEndings: true,
  },
  abalone: {
    evaluator: abaloneEvaluator,
    player: abaloneAttacker,
    unit: MARBLE,
    lead: (pos) => pos.extras[opponent(pos.turn)] - pos.extras[pos.turn],
    defender: defenderEvaluator,
    solvesEndings: false,
  },
} as const satisfies Record<Game, GameAi>;
