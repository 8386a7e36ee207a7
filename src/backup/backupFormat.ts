import { err, ok, type Result } from '../engine';
import type { PuzzleProgress } from '../puzzles/progress';
import { readPuzzleProgress } from '../puzzles/readProgress';
import type { LibraryRecord, QuarantineRecord } from '../store/library/library';
import { libraryRecordProblem } from '../store/library/recordCheck';
import { parsePrefs, type Prefs } from '../store/prefs';

/**
 * A backup: one JSON file holding everything the app keeps in this browser, so that it can
 * move to another browser or outlive this one's storage (docs/backup.md).
 */
export const BACKUP_APP = 'hexplay';
/** Raised whenever a field changes meaning; an older reader then refuses the file whole. */
export const BACKUP_VERSION = 1;

export interface Backup {
  readonly app: typeof BACKUP_APP;
  readonly version: typeof BACKUP_VERSION;
  /** When it was made, in milliseconds. */
  readonly made: number;
  /** Every game of the library as stored: its notes and review are in its data. */
  readonly games: readonly LibraryRecord[];
  /** The quarantine, without the numbers this browser gave its records. */
  readonly quarantine: readonly QuarantineRecord[];
  /** Absent before the first puzzle. */
  readonly puzzleProgress?: PuzzleProgress;
  /** The app's settings, the board's looks among them. */
  readonly prefs: Prefs;
}

/**
 * `json`: not whole JSON (damaged or cut short); `app`: another app's file; `newer`: made
 * by a later version; `shape`: a field that does not read.
 */
export const BACKUP_ERROR_CODES = ['json', 'app', 'newer', 'shape'] as const;
export type BackupErrorCode = (typeof BACKUP_ERROR_CODES)[number];

export interface BackupError {
  readonly code: BackupErrorCode;
  readonly message: string;
}

const fail = (code: BackupErrorCode, message: string): Result<never, BackupError> =>
  err({ code, message });

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isTime = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 8.64e15;

function quarantineProblem(v: unknown): string | undefined {
  if (!isObject(v)) return 'is not an object';
  if (!isTime(v.kept)) return 'has no time it was set aside';
  if (typeof v.source !== 'string' || typeof v.error !== 'string') {
    return 'lacks its source or error';
  }
  return undefined;
}

export interface BackupContents {
  readonly made: number;
  readonly games: readonly LibraryRecord[];
  readonly quarantine: readonly QuarantineRecord[];
  readonly puzzleProgress: PuzzleProgress | undefined;
  readonly prefs: Prefs;
}

/** The backup file's text. */
export function makeBackup({ made, games, quarantine, puzzleProgress, prefs }: BackupContents) {
  const backup: Backup = {
    app: BACKUP_APP,
    version: BACKUP_VERSION,
    made,
    games,
    quarantine: quarantine.map(({ kept, source, error, data }) => ({ kept, source, error, data })),
    ...(puzzleProgress === undefined ? {} : { puzzleProgress }),
    prefs,
  };
  return JSON.stringify(backup);
}

export interface ParseBackupOptions {
  /** Told as each game is checked: a backup may hold tens of thousands. */
  readonly onProgress?: (checked: number, total: number) => void;
}

/**
 * Reads a backup file, untrusted: the whole file or nothing, so that a damaged one never
 * half-restores. The games' data is replayed only when a game is opened, as for any game
 * of the library.
 */
export function parseBackup(
  text: string,
  { onProgress }: ParseBackupOptions = {},
): Result<Backup, BackupError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('json', 'the file is not whole JSON: it is damaged or cut short');
  }
  if (!isObject(data) || data.app !== BACKUP_APP) {
    return fail('app', 'the file is not a Hexplay backup');
  }
  const { version } = data;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail('shape', 'its version is not a whole number');
  }
  if (version > BACKUP_VERSION) {
    return fail(
      'newer',
      `it is of backup version ${version}, made by a newer Hexplay; this one reads up to ${BACKUP_VERSION}`,
    );
  }
  if (!isTime(data.made)) return fail('shape', 'its date does not read');
  const { games, quarantine } = data;
  if (!Array.isArray(games)) return fail('shape', 'its games are not a list');
  if (!Array.isArray(quarantine)) return fail('shape', 'its quarantine is not a list');
  const ids = new Set<string>();
  for (const [i, game] of games.entries()) {
    const problem = libraryRecordProblem(game);
    if (problem !== undefined) return fail('shape', `game ${i + 1} is ${problem}`);
    if (!('data' in (game as object))) return fail('shape', `game ${i + 1} has no data`);
    const { id } = game as LibraryRecord;
    if (ids.has(id)) return fail('shape', `game ${i + 1} repeats the id of an earlier game`);
    ids.add(id);
    onProgress?.(i + 1, games.length);
  }
  for (const [i, item] of quarantine.entries()) {
    const problem = quarantineProblem(item);
    if (problem !== undefined) return fail('shape', `quarantined record ${i + 1} ${problem}`);
  }
  let puzzleProgress: PuzzleProgress | undefined;
  if (data.puzzleProgress !== undefined) {
    // A file is taken whole or not at all: a part that does not read refuses it, and the
    // file itself keeps that part.
    const { progress, setAside } = readPuzzleProgress(data.puzzleProgress);
    const first = setAside[0];
    if (first)
      return fail('shape', `its puzzle progress's ${first.part} does not read: ${first.why}`);
    puzzleProgress = progress;
  }
  const prefs = isObject(data.prefs) ? parsePrefs(JSON.stringify(data.prefs)) : undefined;
  if (!prefs?.ok) return fail('shape', 'its settings do not read');
  return ok({
    app: BACKUP_APP,
    version: BACKUP_VERSION,
    made: data.made,
    games: games as LibraryRecord[],
    quarantine: (quarantine as QuarantineRecord[]).map(({ kept, source, error, data: d }) => ({
      kept,
      source,
      error,
      data: d,
    })),
    ...(puzzleProgress === undefined ? {} : { puzzleProgress }),
    prefs: prefs.value,
  });
}
