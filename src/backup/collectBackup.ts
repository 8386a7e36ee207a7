import type { Library } from '../store/library/library';
import { packProgressAway } from '../store/library/packAway';
import { loadPuzzleProgress } from '../store/library/puzzleProgress';
import { DEFAULT_PREFS, type Prefs } from '../store/prefs';
import { makeBackup } from './backupFormat';
import { movesKey, quarantineKey } from './fingerprints';
import type { Held } from './restorePlan';

/** The preferences alone, out of a store's state that holds its actions too. */
export const prefsOf = (state: Prefs): Prefs =>
  Object.fromEntries(
    (Object.keys(DEFAULT_PREFS) as (keyof Prefs)[]).map((key) => [key, state[key]]),
  ) as unknown as Prefs;

/**
 * The backup file's text: every game that reads, the quarantine, the puzzle progress and
 * `prefs`. Parts of the progress that do not read are in the quarantine by then.
 */
export async function collectBackup(library: Library, prefs: Prefs, made: number) {
  // In turn: reading the games and the progress quarantines what does not read, which the
  // backup keeps too.
  const games = await library.list();
  const progress = await loadPuzzleProgress(library, { packAway: packProgressAway });
  const quarantine = await library.quarantined();
  return makeBackup({
    made,
    games,
    quarantine,
    puzzleProgress: progress.held ? progress.progress : undefined,
    prefs: prefsOf(prefs),
  });
}

/** What the library holds, for the backup worker to merge a file into. */
export async function heldOf(library: Library): Promise<Held> {
  const games = await library.list();
  const quarantine = await library.quarantined();
  return {
    games: games.map((game) => [game.id, movesKey(game.data)] as const),
    quarantine: quarantine.map(quarantineKey),
  };
}

/** The file a backup made at `made` downloads as. */
export const backupFilename = (made: number): string =>
  `hexplay-backup-${new Date(made).toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;
