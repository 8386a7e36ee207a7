import type { Messages } from './en';
import { analysis } from './it/analysis';
import { app } from './it/app';
import { editor } from './it/editor';
import { flow } from './it/flow';
import { games } from './it/games';
import { learn } from './it/learn';
import { play } from './it/play';
import { records } from './it/records';
import { settings } from './it/settings';

export const it: Messages = { app, play, flow, games, records, analysis, learn, settings, editor };
