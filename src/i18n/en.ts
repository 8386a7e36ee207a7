import { analysis } from './en/analysis';
import { app } from './en/app';
import { editor } from './en/editor';
import { flow } from './en/flow';
import { games } from './en/games';
import { learn } from './en/learn';
import { play } from './en/play';
import { records } from './en/records';
import { settings } from './en/settings';

/**
 * The reference dictionary. Each area of the app keeps its strings in a file of its own
 * under `en/`; German, Portuguese and Italian mirror those files and are typed against
 * these keys, so a string missing in any language fails the typecheck. A string that
 * takes values is a function of them.
 */
export const en = { app, play, flow, games, records, analysis, learn, settings, editor };

export type Messages = typeof en;
