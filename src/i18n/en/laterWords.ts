import { analysis } from './analysis';
import { editor } from './editor';
import { explorer } from './explorer';
import { flow } from './flow';
import { learn } from './learn';
import { puzzles } from './puzzles';
import { records } from './records';
import { settings } from './settings';
import { side } from './side';
import { stats } from './stats';

/**
 * The English words of what is drawn after the first frame: the panels beside the board,
 * the dialogs, the analysis, the puzzles, the rules (`./later.ts` hands them to `../en.ts`).
 */
export const laterWords = {
  analysis,
  editor,
  explorer,
  flow,
  learn,
  puzzles,
  records,
  settings,
  side,
  stats,
};

export type LaterWords = typeof laterWords;
