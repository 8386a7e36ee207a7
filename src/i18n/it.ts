import type { Messages } from './en';
import { analysis } from './it/analysis';
import { app } from './it/app';
import { learn } from './it/learn';
import { records } from './it/records';
import { settings } from './it/settings';

export const it: Messages = { app, records, analysis, learn, settings };
