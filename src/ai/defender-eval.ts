import { NONE, type Position } from '../engine';
import { abaloneEvaluator, MARBLE } from './abalone-eval';
import type { Evaluator } from './search';

/**
 * The arena's defensive baseline for Abalone: it keeps its marbles and otherwise only
 * huddles, valuing a compact formation in the centre and nothing about the enemy's
 * marbles. It never gives up cohesion to attack, which makes it the hardest kind of
 * opponent to finish off, and so the yardstick for whether a level converts a lead.
 */
const CENTRE = 30;
const COHESION = 12;

export function evaluateDefensive(pos: Position): number {
  const { cells, board } = pos;
  const { neighbour, ring, cellCount } = board;
  const own = pos.turn;
  let shape = 0;
  for (let c = 0; c < cellCount; c++) {
    const v = cells[c];
    if (v === 0) continue;
    let friends = 0;
    for (let d = 0; d < 6; d++) {
      const m = neighbour[c * 6 + d];
      if (m !== NONE && cells[m] === v) friends++;
    }
    const term = COHESION * friends - CENTRE * ring[c];
    shape += v === own ? term : -term;
  }
  return MARBLE * (pos.off[3 - own] - pos.off[own]) + shape;
}

export const defenderEvaluator: Evaluator = { ...abaloneEvaluator, evaluate: evaluateDefensive };
