import type { WordsTable } from '../../../games/module';
import type { HexWords } from './en';
import { en } from './en';

/** The toy's words in every language, English at hand and the others as loaders. */
export const HEX_WORDS: WordsTable<HexWords> = {
  en,
  de: () => import('./de').then((m) => m.de),
  pt: () => import('./pt').then((m) => m.pt),
  it: () => import('./it').then((m) => m.it),
};
