import type { WordsTable } from '../../module';
import { type AbacusWords, en } from './en';

/** Abacus's words in every language: each translation a chunk of its own, loaded with its language. */
export const ABACUS_WORDS: WordsTable<AbacusWords> = {
  en,
  de: () => import('./de').then((m) => m.de),
  pt: () => import('./pt').then((m) => m.pt),
  it: () => import('./it').then((m) => m.it),
};
