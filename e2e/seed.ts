import type { Page } from '@playwright/test';
import type { PuzzleProgress } from '../src/puzzles/progress';

export interface SeedGame {
  readonly game: 'abacus' | 'abalone';
  readonly n: number;
  readonly layout?: string;
  /** A position set up in the editor, played from in place of the layout's start. */
  readonly start?: string;
  readonly moves?: readonly string[];
  readonly black?: string;
  readonly white?: string;
  readonly id?: string;
}

/**
 * Writes a game straight into the app's IndexedDB library as this tab's game and opens
 * it, as a player resuming it would see it: for tests and benchmarks that need a game
 * set up without going through the setup screens. The app must have been loaded once, so
 * that the library exists.
 */
export async function seedGame(page: Page, seed: SeedGame): Promise<string> {
  const id = seed.id ?? `seed-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  // The app started before must have finished starting: a start still under way would
  // point this tab at its own game after the seed, and the reload would open that one.
  await page.locator('[data-cell]').first().waitFor();
  const data = {
    version: 1,
    spec: {
      game: seed.game,
      n: seed.n,
      layout: seed.layout ?? 'standard',
      ...(seed.start === undefined ? {} : { start: seed.start }),
    },
    moves: [...(seed.moves ?? [])],
    cursor: seed.moves?.length ?? 0,
    ending: null,
    settings: { coordinates: true, hints: true },
    players: { black: seed.black ?? 'human', white: seed.white ?? 'human' },
    seed: 1,
  };
  const summary = {
    title: seed.game,
    n: seed.n,
    layout: seed.layout ?? 'standard',
    plies: data.moves.length,
    result: '*',
    black: data.players.black,
    white: data.players.white,
  };
  await storeGames(page, [{ id, created: 1, summary, data }]);
  await page.evaluate((id) => sessionStorage.setItem('hexplay.tab', id), id);
  await page.reload();
  return id;
}

/** A game to store: its summary (the Games panel's entry) and its saved data, unchecked. */
export interface StoredGame {
  readonly id: string;
  readonly created: number;
  readonly summary: Readonly<Record<string, unknown>>;
  readonly data: unknown;
}

/**
 * Writes games straight into the app's IndexedDB library, as the app stores a game: whole,
 * and its entry for the Games panel, in one transaction. The app must have started once,
 * so that the library exists; a reload then shows them.
 */
export async function storeGames(page: Page, games: readonly StoredGame[]): Promise<void> {
  await page.locator('[data-cell]').first().waitFor();
  await page.evaluate(async (games) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('hexplay');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(['games', 'entries'], 'readwrite');
    for (const { id, created, summary, data } of games) {
      const entry = { id, revision: 1, created, updated: created, summary };
      tx.objectStore('games').put({ ...entry, data });
      tx.objectStore('entries').put(entry);
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, games);
}

/**
 * A game's entry for the Games panel as the library holds it now: what the app last wrote,
 * which a test waits for before it opens what reads the library (Puzzles, Statistics).
 */
export function storedSummary(
  page: Page,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('hexplay');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const read = db.transaction('entries').objectStore('entries').get(id);
    const entry = await new Promise<{ summary: Record<string, unknown> } | undefined>((resolve) => {
      read.onsuccess = () => resolve(read.result);
    });
    db.close();
    return entry?.summary;
  }, id);
}

/**
 * Writes puzzle progress into the library in its plain form, as a backup holds it and as the
 * library kept it before it packed it: the app reads it as it is, and packs it when the
 * trainer first opens. The app must have started once, so that the library exists.
 */
export async function storePuzzleProgress(page: Page, progress: PuzzleProgress): Promise<void> {
  await page.locator('[data-cell]').first().waitFor();
  await page.evaluate(async (progress) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('hexplay');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction('puzzles', 'readwrite');
    tx.objectStore('puzzles').put(progress, 'progress');
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, progress);
}

/** The keys of the library's puzzle store, unread: none until progress is first written. */
export function puzzleStoreKeys(page: Page): Promise<IDBValidKey[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('hexplay');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const read = db.transaction('puzzles').objectStore('puzzles').getAllKeys();
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      read.onsuccess = () => resolve(read.result);
    });
    db.close();
    return keys;
  });
}
