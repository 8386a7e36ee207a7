import type { GameEntry } from '../module';
import { ABACUS_BOARD_SETTINGS } from './boardSettings';
import { ABACUS_WORDS } from './words';
import type { AbacusWords } from './words/en';

/** Abacus before it loads: its words and board settings; the rest is `./index.ts`. */
export const abacus = {
  words: ABACUS_WORDS,
  boardSettings: ABACUS_BOARD_SETTINGS,
  load: () => import('./index').then((m) => m.abacus),
} as const satisfies GameEntry<AbacusWords>;
