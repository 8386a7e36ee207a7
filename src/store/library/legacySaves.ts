import type { Library } from './library';
import { loadAllGames } from '../../games';
import { parseSavedGame } from '../records/saveFormat';
import type { SavedGame } from '../game/savedGame';
import type { StorageLike } from './webStorage';

/** Where versions before the game library kept the one game and its backup. */
export const SAVE_KEY = 'hexplay.save';
export const BACKUP_KEY = 'hexplay.save.backup';

export interface Migrated {
  /** The library id of the game the old version had open. */
  readonly openId: string | undefined;
  /** How many unreadable items went to quarantine. */
  readonly quarantined: number;
}

/**
 * Moves the one game and the backup that versions before the library kept in
 * localStorage into the library, and removes them only once they are safely there.
 * `add` stores a readable game and returns its id once it is written.
 */
export async function migrateLegacy(
  storage: StorageLike | undefined,
  library: Library,
  add: (saved: SavedGame) => Promise<string>,
  now: () => number = Date.now,
): Promise<Migrated> {
  if (!storage) return { openId: undefined, quarantined: 0 };
  let openId: string | undefined;
  let quarantined = 0;
  for (const [key, source] of [
    [SAVE_KEY, 'the game saved by an earlier version'],
    [BACKUP_KEY, 'the backup kept by an earlier version'],
  ] as const) {
    const text = storage.getItem(key);
    if (text === null) continue;
    await loadAllGames();
    const parsed = parseSavedGame(text);
    if (parsed.ok) {
      const id = await add(parsed.value);
      if (key === SAVE_KEY) openId = id;
    } else {
      await library.quarantine({ kept: now(), source, error: parsed.error.message, data: text });
      quarantined++;
    }
    storage.removeItem(key);
  }
  return { openId, quarantined };
}
