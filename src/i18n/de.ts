import type { SharedMessages } from './en';
import { analysis } from './de/analysis';
import { app } from './de/app';
import { editor } from './de/editor';
import { explorer } from './de/explorer';
import { flow } from './de/flow';
import { learn } from './de/learn';
import { play } from './de/play';
import { records } from './de/records';
import { review } from './de/review';
import { puzzles } from './de/puzzles';
import { settings } from './de/settings';
import { side } from './de/side';
import { stats } from './de/stats';

/** The shared words in this language; each game's come from its own folder (`loadMessages`). */
export const de: SharedMessages = {
  app,
  play,
  side,
  flow,
  records,
  analysis,
  learn,
  settings,
  editor,
  explorer,
  review,
  puzzles,
  stats,
};
