import { err, ok, type Result } from '../../engine';

/**
 * The mark a tab keeps in sessionStorage while a game opens (`OPENING_KEY`): still there
 * at the next start, opening that game crashed. A crash while opening need not be the
 * game's fault (a preference can break the page as well), so the game is first only
 * suspected: a fresh game is opened on `trial`, the suspect named in the mark. The fresh
 * game opening convicts the suspect; the fresh game crashing too clears it.
 */
export interface CrashMark {
  /** The game being opened. */
  readonly id: string;
  /** The game that crashed last time, while a fresh game is tried in its place. */
  readonly trial?: string;
}

export interface CrashMarkError {
  readonly code: 'crash-mark';
  readonly message: string;
}

export const makeCrashMark = (mark: CrashMark): string => JSON.stringify(mark);

export function parseCrashMark(text: string): Result<CrashMark, CrashMarkError> {
  // Earlier versions marked the game by its id alone.
  if (!text.startsWith('{')) return text === '' ? fail('the mark is empty') : ok({ id: text });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('the mark is not valid JSON');
  }
  if (typeof value !== 'object' || value === null) return fail('the mark is not an object');
  const { id, trial } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '') return fail('the mark names no game');
  if (trial === undefined) return ok({ id });
  if (typeof trial !== 'string' || trial === '') return fail('the mark’s trial names no game');
  return ok({ id, trial });
}

const fail = (message: string): Result<never, CrashMarkError> =>
  err({ code: 'crash-mark', message });
