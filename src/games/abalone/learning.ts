import type { GameLearning } from '../module';
import { ABALONE_DIAGRAMS, ABALONE_PAGE } from './diagrams';
import { ABALONE_TUTORIAL } from './tutorial';
import type { AbaloneLearnWords } from './words/learn/en';

/** Abalone's rules page and tutorial, a chunk of their own, in the words of one language. */
export const abaloneLearning = (words: AbaloneLearnWords): GameLearning => ({
  page: ABALONE_PAGE,
  diagrams: ABALONE_DIAGRAMS,
  words,
  tutorial: { steps: ABALONE_TUTORIAL, words: words.tutorial },
});
