import { ENGLISH_GAME_WORDS } from '../games';
import { analysis } from './en/analysis';
import { app } from './en/app';
import { editor } from './en/editor';
import { explorer } from './en/explorer';
import { flow } from './en/flow';
import { learn } from './en/learn';
import { play } from './en/play';
import { records } from './en/records';
import { review } from './en/review';
import { puzzles } from './en/puzzles';
import { settings } from './en/settings';

/**
 * The shared words: each area of the app keeps its strings in a file of its own under
 * `en/`. German, Portuguese and Italian mirror those files and are typed against these
 * keys, so a string missing in any language fails the typecheck. A string that takes
 * values is a function of them.
 */
const shared = {
  app,
  play,
  flow,
  records,
  analysis,
  learn,
  settings,
  editor,
  explorer,
  review,
  puzzles,
};

export type SharedMessages = typeof shared;

/**
 * The reference dictionary: the shared words, and under `games` each game's words, which
 * the game keeps in its own folder and the registry hands over.
 */
export const en = { ...shared, games: ENGLISH_GAME_WORDS };

export type Messages = typeof en;
