import type { GameLearning } from '../module';
import { ABALONE_DIAGRAMS, ABALONE_PAGE } from './diagrams';
import type { AbaloneLearnWords } from './words/learn/en';

/** Abalone's rules page, a chunk of its own, in the words of one language. */
export const abaloneLearning = (words: AbaloneLearnWords): GameLearning => ({
  page: ABALONE_PAGE,
  diagrams: ABALONE_DIAGRAMS,
  words,
});
