import type { GameLearning } from '../module';
import { ABACUS_DIAGRAMS, ABACUS_PAGE } from './diagrams';
import { ABACUS_TUTORIAL } from './tutorial';

/** Abacus's rules page and tutorial, a chunk of their own. */
export const abacusLearning: GameLearning = {
  page: ABACUS_PAGE,
  diagrams: ABACUS_DIAGRAMS,
  tutorial: ABACUS_TUTORIAL,
};
