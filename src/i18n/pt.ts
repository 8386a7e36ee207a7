import type { Messages } from './en';
import { analysis } from './pt/analysis';
import { app } from './pt/app';
import { editor } from './pt/editor';
import { flow } from './pt/flow';
import { games } from './pt/games';
import { learn } from './pt/learn';
import { play } from './pt/play';
import { records } from './pt/records';
import { settings } from './pt/settings';

export const pt: Messages = { app, play, flow, games, records, analysis, learn, settings, editor };
