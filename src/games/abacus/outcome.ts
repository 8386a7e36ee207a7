import { BLACK, WHITE } from '../../engine';
import type { OutcomeText } from '../module';

/** Abacus ends on a full board, the side with more stones winning. */
export const abacusOutcome: OutcomeText = (t, _outcome, pos, number) => {
  const black = pos.count[BLACK];
  const white = pos.count[WHITE];
  return t.flow.result.fullBoard(
    number(black),
    number(white),
    t.games.abacus.counted(Math.max(black, white)),
  );
};
