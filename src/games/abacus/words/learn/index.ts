import type { LearnWordsTable } from '../../../module';
import type { AbacusLearnWords } from './en';

/** Abacus's rules page and tutorial in words: each language a chunk of its own, loaded with the Learn dialog. */
export const ABACUS_LEARN_WORDS: LearnWordsTable<AbacusLearnWords> = {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
  pt: () => import('./pt').then((m) => m.pt),
  it: () => import('./it').then((m) => m.it),
};
