import type { WordsTable } from '../../module';
import { type AbaloneWords, en } from './en';

/** Abalone's words in every language: each translation a chunk of its own, loaded with its language. */
export const ABALONE_WORDS: WordsTable<AbaloneWords> = {
  en,
  de: () => import('./de').then((m) => m.de),
  pt: () => import('./pt').then((m) => m.pt),
  it: () => import('./it').then((m) => m.it),
};
