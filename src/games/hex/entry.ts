import type { GameEntry } from '../../games';
import { HEX_BOARD_SETTINGS } from './boardSettings';
import { HEX_WORDS } from './words/index';
import type { HexWords } from './words/en';

/** The toy before it loads, as the registry lists it: its words and settings; the rest is `./index.ts`. */
export const hexEntry = {
  words: HEX_WORDS,
  boardSettings: HEX_BOARD_SETTINGS,
  load: () => import('./index').then((m) => m.hexModule),
} as const satisfies GameEntry<HexWords>;
