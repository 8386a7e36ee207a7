import { analysis } from './en/analysis';
import { app } from './en/app';
import { learn } from './en/learn';
import { records } from './en/records';
import { settings } from './en/settings';

/**
 * The reference dictionary. Each area of the app keeps its strings in a file of its own
 * under `en/`; German, Portuguese and Italian mirror those files and are typed against
 * these keys, so a string missing in any language fails the typecheck. A string that
 * takes values is a function of them.
 */
export const en = { app, records, analysis, learn, settings };

export type Messages = typeof en;
