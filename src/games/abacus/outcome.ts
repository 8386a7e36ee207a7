import { BLACK, WHITE } from '../../engine';
import type { OutcomeText } from '../module';
import type { AbacusWords } from './words/en';

/** Abacus ends on a full board, the side with more stones winning. */
export const abacusOutcome: OutcomeText<AbacusWords> = (words, _outcome, pos, number) => {
  const black = pos.count[BLACK];
  const white = pos.count[WHITE];
  return words.outcome.fullBoard(
    number(black),
    number(white),
    words.counted(Math.max(black, white)),
  );
};
