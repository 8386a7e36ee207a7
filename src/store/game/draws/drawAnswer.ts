import { type Player, playerOf, type Position } from '../../../engine';
import { gameModule } from '../../../games';

/**
 * Whether the computer playing `computer` accepts a draw in `pos`: only when it is not
 * ahead in material and its static evaluation finds the position level or worse for it.
 * Within half a unit of material (half a marble) counts as level, since the evaluation's
 * positional terms are not worth turning a draw down for. Material is asked on its own
 * because the evaluation, to make a leader finish the game, docks a lead for a scattered
 * formation. Synchronous and cheap: the answer needs no search.
 *
 * Only games whose rules allow a draw by agreement are offered one (`playersMayEnd`).
 * Abacus is not: by its rules it cannot end in a draw.
 */
export function acceptsDraw(pos: Position, computer: Player): boolean {
  const ai = gameModule(pos.game).ai;
  const sign = playerOf(pos.turn) === computer ? 1 : -1;
  return sign * ai.lead(pos) <= 0 && sign * ai.evaluator.evaluate(pos) < ai.unit / 2;
}
