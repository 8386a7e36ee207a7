import { ENGLISH_GAME_WORDS, type GameWordsTable } from '../games';
import { app } from './en/app';
import type { LaterWords } from './en/laterWords';
import { play } from './en/play';
import { review } from './en/review';

/**
 * The shared words: each area of the app keeps its strings in a file of its own under
 * `en/`. German, Portuguese and Italian mirror those files and are typed against these
 * keys, so a string missing in any language fails the typecheck. A string that takes
 * values is a function of them.
 *
 * The words the first frame shows (the masthead, the board, the notices and dialogs of
 * start-up) are in the first bundle; the English words of everything drawn later come with
 * the parts drawn after the board (`en/later.ts`), which hand them over here.
 */
const first = { app, play, review };

export type SharedMessages = typeof first & LaterWords;

/** The areas whose English words come later, in `en/later.ts`: each of them, none else. */
const LATER_AREAS = {
  analysis: true,
  editor: true,
  explorer: true,
  flow: true,
  learn: true,
  puzzles: true,
  records: true,
  settings: true,
  side: true,
  stats: true,
} as const satisfies Record<keyof LaterWords, true>;

let later: LaterWords | undefined;

/** Called once by `en/later.ts` as it loads. */
export function provideLaterWords(words: LaterWords): void {
  later = words;
}

/** Whether the later English words have loaded (`en/later.ts`). */
export const laterWordsLoaded = (): boolean => later !== undefined;

/**
 * The reference dictionary: the shared words, and under `games` each game's words, which
 * the game keeps in its own folder and the registry hands over. Reading a later area
 * before its words have loaded is a bug of the part that reads it, which should have
 * waited for them as the parts drawn after the board do.
 */
export const en = Object.defineProperties(
  { ...first, games: ENGLISH_GAME_WORDS },
  Object.fromEntries(
    (Object.keys(LATER_AREAS) as (keyof LaterWords)[]).map((area) => [
      area,
      {
        enumerable: true,
        get: () => {
          if (!later)
            throw new Error(`the English words of '${area}' were read before they loaded`);
          return later[area];
        },
      },
    ]),
  ),
) as SharedMessages & { readonly games: GameWordsTable };

export type Messages = typeof en;
