import { expect, test } from './test';
import { clickTool } from './menu';
import { puzzleStoreKeys } from './seed';

/** How many puzzles the seeded progress has attempted: enough that a copy of it is felt. */
const COUNT = 20_000;
/** Not Glicko-2's 1500 of a new player: the trainer showing it means the progress was read. */
const RATING = 1623;

test('progress a version 3 library kept in the plain form is packed by a worker, and shows', async ({
  page,
}) => {
  // A page of the site's origin that runs nothing of the app: the library as version 3
  // left it is written there before the app first opens it.
  await page.route('**/seed-v3', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
  );
  await page.goto('/seed-v3');
  await page.evaluate(
    async ({ count, rating }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('hexplay', 3);
        request.onupgradeneeded = () => {
          const made = request.result;
          made.createObjectStore('games', { keyPath: 'id' }).createIndex('updated', 'updated');
          made.createObjectStore('quarantine', { keyPath: 'id', autoIncrement: true });
          made.createObjectStore('entries', { keyPath: 'id' });
          made.createObjectStore('puzzles');
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const puzzles: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) {
        puzzles[`abacus:${i}`] = {
          rating: { rating: 1500, deviation: 100, volatility: 0.06 },
          solved: i % 2 === 0,
        };
      }
      const progress = {
        version: 1,
        players: { abacus: { rating, deviation: 100, volatility: 0.06 } },
        puzzles,
        streak: { current: 2, best: 7 },
        dailies: [],
      };
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('puzzles', 'readwrite');
        tx.objectStore('puzzles').put(progress, 'progress');
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { count: COUNT, rating: RATING },
  );
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/');
  await clickTool(page, 'puzzles');
  const dialog = page.getByTestId('puzzles');
  await dialog.locator('[data-field="puzzle-game"]').selectOption('abacus');
  await expect(dialog.getByTestId('puzzle-rating')).toHaveAttribute('data-rating', `${RATING}`);
  await expect(dialog.getByTestId('puzzle-streak')).toHaveAttribute('data-streak', '2');
  expect(workers.some((url) => /progress-worker/.test(url))).toBe(true);
  const keys = await puzzleStoreKeys(page);
  expect(keys).toEqual(['packed']);
});
