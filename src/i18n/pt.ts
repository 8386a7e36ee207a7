import type { Messages } from './en';
import { analysis } from './pt/analysis';
import { app } from './pt/app';
import { learn } from './pt/learn';
import { records } from './pt/records';
import { settings } from './pt/settings';

export const pt: Messages = { app, records, analysis, learn, settings };
