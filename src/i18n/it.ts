import type { SharedMessages } from './en';
import { analysis } from './it/analysis';
import { app } from './it/app';
import { editor } from './it/editor';
import { explorer } from './it/explorer';
import { flow } from './it/flow';
import { learn } from './it/learn';
import { play } from './it/play';
import { records } from './it/records';
import { review } from './it/review';
import { puzzles } from './it/puzzles';
import { settings } from './it/settings';
import { side } from './it/side';
import { stats } from './it/stats';

/** The shared words in this language; each game's come from its own folder (`loadMessages`). */
export const it: SharedMessages = {
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
