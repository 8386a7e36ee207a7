import { type Colour, NONE, type Position } from '../../engine';
import { abaloneEvaluator, MARBLE } from './eval';
import type { Evaluator } from '../../ai/search/search';

/**
 * The arena's defensive baseline for Abalone. It cares only about its own marbles:
 * keeping them, keeping them together and keeping them central. Pushing the enemy's
 * off is worth nothing to it, so it never gives up its formation to attack; it is the
 * hardest kind of opponent to finish off, and so the yardstick for whether a level
 * converts a lead.
 *
 * The score is the defender's from whichever side moves (negated for the attacker), so
 * that its search stays a zero-sum game in which the attacker is assumed to try hardest
 * to break the defence.
 */
const CENTRE = 30;
const COHESION = 12;

export function defenderScore(pos: Position, defender: Colour): number {
  const { cells, board } = pos;
  const { neighbour, ring, cellCount } = board;
  let shape = 0;
  for (let c = 0; c < cellCount; c++) {
    if (cells[c] !== defender) continue;
    let friends = 0;
    for (let d = 0; d < 6; d++) {
      const m = neighbour[c * 6 + d];
      if (m !== NONE && cells[m] === defender) friends++;
    }
    shape += COHESION * friends - CENTRE * ring[c];
  }
  return shape - MARBLE * pos.extras[defender];
}

/** The evaluator for a defender playing `defender`. */
export function defenderEvaluator(defender: Colour): Evaluator {
  return {
    ...abaloneEvaluator,
    evaluate: (pos) =>
      pos.turn === defender ? defenderScore(pos, defender) : -defenderScore(pos, defender),
  };
}
