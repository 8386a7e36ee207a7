import { err, ok, type Result } from '../../engine';
import type { ListedStorage, StorageLike } from './webStorage';
import type { Library } from './library';
import { loadAllGames } from '../../games';
import { checkSavedGame } from '../records/saveFormat';
import type { SavedGame } from '../game/savedGame';

/**
 * A change the library had not yet stored when the page went away. The library is written
 * asynchronously, and a page reloaded or closed in the moment after a move takes the
 * unfinished write with it; Web Storage is written at once, so the change is kept there
 * (one key per game, so that tabs closing together never overwrite each other) until the
 * next start stores it in the library.
 */
export interface Unsaved {
  readonly id: string;
  /** The library revision the change was made on. */
  readonly base: number;
  readonly created: number;
  /** The game as `toSaveData` writes it. */
  readonly data: unknown;
}

export const UNSAVED_PREFIX = 'hexplay.unsaved.';

export interface UnsavedError {
  readonly code: 'unsaved';
  readonly message: string;
}

const fail = (message: string): Result<never, UnsavedError> => err({ code: 'unsaved', message });

export const makeUnsaved = (unsaved: Unsaved): string => JSON.stringify(unsaved);

/** Reads a kept change, game included; never throws. */
export function parseUnsaved(
  text: string,
): Result<{ readonly unsaved: Unsaved; readonly saved: SavedGame }, UnsavedError> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('the change kept at page close is not valid JSON');
  }
  if (typeof value !== 'object' || value === null) return fail('the kept change is not an object');
  const { id, base, created, data } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '') return fail('the kept change has no game id');
  for (const [name, n] of [
    ['base', base],
    ['created', created],
  ] as const) {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
      return fail(`the kept change's ${name} is not a whole number ≥ 0`);
  }
  const saved = checkSavedGame(data);
  if (!saved.ok) return fail(`the kept game cannot be read: ${saved.error.message}`);
  return ok({
    unsaved: { id, base: base as number, created: created as number, data },
    saved: saved.value,
  });
}

/** Keeps a change; false when storage refuses it (full, or switched off). */
export function keepUnsaved(storage: StorageLike, unsaved: Unsaved): boolean {
  try {
    storage.setItem(UNSAVED_PREFIX + unsaved.id, makeUnsaved(unsaved));
    return true;
  } catch {
    return false;
  }
}

export function forgetUnsaved(storage: StorageLike, id: string): void {
  try {
    storage.removeItem(UNSAVED_PREFIX + id);
  } catch {
    // Left behind, the change is found stored already at the next start and dropped then.
  }
}

/**
 * The change kept for a game, with the game, if one is kept and reads. Rejects only when
 * the games to read it with fail to load.
 */
export async function keptChange(
  storage: StorageLike | undefined,
  id: string,
): Promise<(Unsaved & { readonly saved: SavedGame }) | undefined> {
  let text: string | null;
  try {
    text = storage?.getItem(UNSAVED_PREFIX + id) ?? null;
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  // Rare, so read with every game rather than only the one it names.
  await loadAllGames();
  const parsed = parseUnsaved(text);
  return parsed.ok ? { ...parsed.value.unsaved, saved: parsed.value.saved } : undefined;
}

export interface Restored {
  /** Changes stored over the game they were made on. */
  readonly stored: number;
  /** Changes to a game another tab had changed since: kept as games of their own. */
  readonly forked: number;
  readonly quarantined: number;
}

/**
 * Stores every kept change in the library, each removed from Web Storage only once it is
 * there. `store` writes the game as the library record `id` on revision `base` and says
 * whether another tab had written it first; `fork` keeps it as a new game.
 */
export async function restoreUnsaved(
  storage: ListedStorage,
  library: Library,
  store: (saved: SavedGame, unsaved: Unsaved) => Promise<'saved' | 'conflict'>,
  fork: (saved: SavedGame) => Promise<unknown>,
  now: () => number,
): Promise<Restored> {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(UNSAVED_PREFIX)) keys.push(key);
  }
  let stored = 0;
  let forked = 0;
  let quarantined = 0;
  if (keys.length > 0) await loadAllGames();
  for (const key of keys) {
    const text = storage.getItem(key);
    if (text === null) continue;
    const parsed = parseUnsaved(text);
    if (!parsed.ok) {
      await library.quarantine({
        kept: now(),
        source: 'a change kept when the page closed',
        error: parsed.error.message,
        data: text,
      });
      quarantined++;
    } else {
      const { unsaved, saved } = parsed.value;
      if ((await store(saved, unsaved)) === 'saved') stored++;
      else {
        // The write may have finished after all, as the page went; then there is nothing
        // to keep twice.
        const current = await library.get(unsaved.id);
        if (JSON.stringify(current?.data) !== JSON.stringify(unsaved.data)) {
          await fork(saved);
          forked++;
        }
      }
    }
    storage.removeItem(key);
  }
  return { stored, forked, quarantined };
}
