import { EVALUATORS, SCORE_UNIT } from '../ai/evaluators';
import { type Player, playerOf, type Position } from '../engine';

/**
 * Whether the computer playing `computer` accepts a draw in `pos`: only when its static
 * evaluation finds the position level or worse for it. Within half a unit of material
 * (half a marble) counts as level, since the evaluation's positional terms are not worth
 * turning a draw down for. Synchronous and cheap: the answer needs no search.
 *
 * Only games whose rules allow a draw by agreement are offered one (`playersMayEnd`).
 * Abacus is not: by its rules it cannot end in a draw.
 */
export function acceptsDraw(pos: Position, computer: Player): boolean {
  const toMove = EVALUATORS[pos.game].evaluate(pos);
  const forComputer = playerOf(pos.turn) === computer ? toMove : -toMove;
  return forComputer < SCORE_UNIT[pos.game] / 2;
}
