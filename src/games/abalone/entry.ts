import type { GameEntry } from '../module';
import { ABALONE_WORDS } from './words';
import type { AbaloneWords } from './words/en';

/** Abalone before it loads: its words and board settings; the rest is `./index.ts`. */
export const abalone = {
  words: ABALONE_WORDS,
  // Its board shows every mark it has at all times: nothing to switch.
  boardSettings: [],
  load: () => import('./index').then((m) => m.abalone),
} as const satisfies GameEntry<AbaloneWords>;
