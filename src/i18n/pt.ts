import type { SharedMessages } from './en';
import { analysis } from './pt/analysis';
import { app } from './pt/app';
import { editor } from './pt/editor';
import { explorer } from './pt/explorer';
import { flow } from './pt/flow';
import { learn } from './pt/learn';
import { play } from './pt/play';
import { records } from './pt/records';
import { review } from './pt/review';
import { puzzles } from './pt/puzzles';
import { settings } from './pt/settings';
import { side } from './pt/side';
import { stats } from './pt/stats';

/** The shared words in this language; each game's come from its own folder (`loadMessages`). */
export const pt: SharedMessages = {
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
