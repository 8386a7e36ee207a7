import type { GameLearning } from '../module';
import { ABACUS_DIAGRAMS, ABACUS_PAGE } from './diagrams';
import { ABACUS_STATS } from './stats';
import { ABACUS_TUTORIAL } from './tutorial';
import type { AbacusLearnWords } from './words/learn/en';

/** Abacus's rules page (with its self-play statistics) and tutorial, a chunk of their own, in the words of one language. */
export const abacusLearning = (words: AbacusLearnWords): GameLearning => ({
  page: ABACUS_PAGE,
  diagrams: ABACUS_DIAGRAMS,
  words,
  tutorial: { steps: ABACUS_TUTORIAL, words: words.tutorial },
  selfPlay: ABACUS_STATS,
});
