import type { LearnWordsTable } from '../../../module';
import type { AbaloneLearnWords } from './en';

/** Abalone's rules page and tutorial in words: each language a chunk of its own, loaded with the Learn dialog. */
export const ABALONE_LEARN_WORDS: LearnWordsTable<AbaloneLearnWords> = {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
  pt: () => import('./pt').then((m) => m.pt),
  it: () => import('./it').then((m) => m.it),
};
