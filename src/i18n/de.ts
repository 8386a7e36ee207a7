import type { Messages } from './en';
import { analysis } from './de/analysis';
import { app } from './de/app';
import { learn } from './de/learn';
import { records } from './de/records';
import { settings } from './de/settings';

export const de: Messages = { app, records, analysis, learn, settings };
