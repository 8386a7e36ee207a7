import type { Messages } from './en';
import { analysis } from './de/analysis';
import { app } from './de/app';
import { editor } from './de/editor';
import { flow } from './de/flow';
import { games } from './de/games';
import { learn } from './de/learn';
import { play } from './de/play';
import { records } from './de/records';
import { settings } from './de/settings';

export const de: Messages = { app, play, flow, games, records, analysis, learn, settings, editor };
