import type { Page } from '@playwright/test';

export interface SeedGame {
  readonly game: 'abacus' | 'abalone';
  readonly n: number;
  readonly layout?: string;
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
  await page.evaluate(
    async ({ id, game, n, layout, moves, black, white }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('hexplay');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const data = {
        version: 1,
        spec: { game, n, layout },
        moves,
        cursor: moves.length,
        ending: null,
        settings: { coordinates: true, hints: true },
        players: { black, white },
        seed: 1,
      };
      const summary = { title: game, n, layout, plies: moves.length, result: '*', black, white };
      await new Promise<void>((resolve, reject) => {
        // Stored as the app stores a game: whole, and its entry for the Games panel.
        const tx = db.transaction(['games', 'entries'], 'readwrite');
        const entry = { id, revision: 1, created: 1, updated: 1, summary };
        tx.objectStore('games').put({ ...entry, data });
        tx.objectStore('entries').put(entry);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      sessionStorage.setItem('hexplay.tab', id);
    },
    {
      id,
      game: seed.game,
      n: seed.n,
      layout: seed.layout ?? 'standard',
      moves: [...(seed.moves ?? [])],
      black: seed.black ?? 'human',
      white: seed.white ?? 'human',
    },
  );
  await page.reload();
  return id;
}
