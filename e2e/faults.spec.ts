import { expect, type Page, test } from './test';
import { cell } from './board';

/** The moves in the move list, one button per ply. */
const moveList = (page: Page) => page.getByTestId('move-list').locator('[data-ply]');

/** A link of this build to the game on screen, from the Share dialog. */
async function shareLink(page: Page): Promise<string> {
  await page.locator('[data-action="records"]').click();
  // The link is worked out after the dialog is drawn.
  await expect(page.getByTestId('share-link')).not.toHaveValue('');
  const link = await page.getByTestId('share-link').inputValue();
  await page.keyboard.press('Escape');
  return link;
}

test.describe('links', () => {
  test('a damaged link is refused as damaged, and the game on screen stays', async ({ page }) => {
    await page.goto('/');
    await cell(page, 'e5').click();
    await cell(page, 'd4').click();
    const link = await shareLink(page);
    await page.locator('[data-action="new-game"]').click();
    await page.getByTestId('new-game').getByRole('button', { name: 'Start game' }).click();
    await cell(page, 'c3').click();
    // One character of the move code changed: without the check, another legal game.
    const damaged = link.replace(/moves=2\.(.)/, (m, ch: string) =>
      m.replace(/.$/, ch === 'A' ? 'B' : 'A'),
    );
    await page.goto(damaged);
    await expect(page.getByTestId('notice')).toContainText('damaged');
    await expect(cell(page, 'c3')).toHaveAttribute('data-stone', 'black');
    await expect(moveList(page)).toHaveCount(1);
  });

  test('a link made before checks opens, with a note that it could not be checked', async ({
    page,
  }) => {
    await page.goto('/#hexplay=1&game=abacus.5.standard');
    await expect(page.getByTestId('notice')).toContainText('without a check');
  });
});

test.describe('a preference that crashes the page', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      // A build that cannot draw the board in the dark theme: its first effect throws.
      const add = window.addEventListener.bind(window);
      window.addEventListener = ((type: string, ...rest: unknown[]) => {
        const prefs = JSON.parse(localStorage.getItem('hexplay.prefs') ?? '{}') as {
          theme?: string;
        };
        if (type === 'pointerdown' && prefs.theme === 'dark') throw new Error('dark broke');
        return (add as (...a: unknown[]) => void)(type, ...rest);
      }) as typeof window.addEventListener;
    });
    await page.goto('/');
    await cell(page, 'e5').click();
    await expect(moveList(page)).toHaveCount(1);
    await page.evaluate(() => localStorage.setItem('hexplay.prefs', '{"theme":"dark"}'));
    await page.reload();
    await expect(page.getByTestId('crash')).toContainText('dark broke');
  });

  test('Start a fresh game resets the preferences, as the crash screen says', async ({ page }) => {
    const crash = page.getByTestId('crash');
    await expect(crash).toContainText('resets your preferences');
    await crash.locator('[data-action="recover"]').click();
    await expect(page.getByTestId('board')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('hexplay.prefs'))).toBeNull();
    await page.reload();
    await expect(page.getByTestId('board')).toBeVisible();
    await expect(page.getByTestId('crash')).toHaveCount(0);
  });

  test('reloading: a fresh game crashes too, so the preferences reset and the game returns', async ({
    page,
  }) => {
    await page.getByTestId('crash').locator('[data-action="reload"]').click();
    await expect(page.getByTestId('crash')).toBeVisible();
    await page.getByTestId('crash').locator('[data-action="reload"]').click();
    await expect(page.getByTestId('notice')).toContainText('preferences');
    await expect(cell(page, 'e5')).toHaveAttribute('data-stone', 'black');
    await page.locator('[data-action="games"]').click();
    await expect(page.getByTestId('games').locator('[data-game-id]')).toHaveCount(1);
    await expect(page.getByTestId('games').locator('[data-quarantine-id]')).toHaveCount(0);
  });
});

test.describe('storage', () => {
  test('a browser that denies the site its storage: the game plays, and the banner says why', async ({
    page,
  }) => {
    // As Firefox does with site data blocked: reaching indexedDB throws.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await expect(page.getByTestId('storage-banner')).toContainText('denies the site its storage');
    await cell(page, 'e5').click();
    await expect(moveList(page)).toHaveCount(1);
    await expect(page.getByTestId('crash')).toHaveCount(0);
  });

  test('a large library upgraded by this version: its progress shows, and every game is kept', async ({
    page,
  }) => {
    // 12,000 games written, upgraded at a slow phone's pace, then listed: more than the
    // default 30 s when another test runs beside it.
    test.slow();
    const COUNT = 12_000;
    // A page of the site's origin that runs nothing of the app: the library as version 1
    // left it is written there before the app first opens it.
    await page.route('**/seed-v1', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
    );
    await page.goto('/seed-v1');
    await page.evaluate(async (count) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('hexplay', 1);
        request.onupgradeneeded = () => {
          request.result
            .createObjectStore('games', { keyPath: 'id' })
            .createIndex('updated', 'updated');
          request.result.createObjectStore('quarantine', { keyPath: 'id', autoIncrement: true });
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction('games', 'readwrite');
      for (let i = 0; i < count; i++) {
        const summary = {
          title: 'Abacus',
          n: 5,
          layout: 'standard',
          plies: 1,
          result: '*',
          black: `Player ${i}`,
          white: 'human',
        };
        const data = {
          version: 1,
          spec: { game: 'abacus', n: 5, layout: 'standard' },
          moves: ['e5'],
          cursor: 1,
          ending: null,
          settings: { coordinates: true, hints: true },
          players: { black: 'human', white: 'human' },
          seed: 1,
        };
        tx.objectStore('games').put({
          id: `v1-${i}`,
          revision: 1,
          created: i,
          updated: i,
          summary,
          data,
        });
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    }, COUNT);
    // As many games as the case that was lost, at a slow phone's pace, so that the upgrade outlasts the first frame; the page notes
    // each status it shows.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="loading"]')?.textContent;
        if (text && said.at(-1) !== text) said.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/');
    await page.locator('[data-cell]').first().waitFor({ timeout: 60_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(
      said.some((text) =>
        /Updating your library for this version: [\d,]+ of 12,000 games/.test(text),
      ),
    ).toBe(true);
    await expect(page.getByTestId('storage-banner')).toHaveCount(0);
    await page.locator('[data-action="games"]').click();
    await expect(page.getByTestId('games').locator('[data-game-id]').first()).toHaveAttribute(
      'aria-setsize',
      '12000',
    );
  });

  test('a storage that does not answer in time: what is played is kept, and stored at the next start', async ({
    page,
  }) => {
    // The first start meets an IndexedDB whose open never answers, as Safari has hung.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e.hang') === 'done') return;
      sessionStorage.setItem('e2e.hang', 'done');
      // A real open request that never answers: queued behind the deletion of a database
      // that a connection here holds open, it waits for ever without a blocked event.
      const open = IDBFactory.prototype.open;
      const hold = open.call(indexedDB, 'hang');
      hold.onsuccess = () => Object.assign(window, { held: hold.result });
      // Requests to one database run in order: the deletion waits for the held connection.
      indexedDB.deleteDatabase('hang');
      IDBFactory.prototype.open = function (_name: string, version?: number) {
        return open.call(this, 'hang', version);
      };
    });
    await page.goto('/');
    await expect(page.getByTestId('storage-banner')).toContainText(
      'did not answer within 3 seconds',
    );
    await cell(page, 'e5').click();
    await cell(page, 'd4').click();
    await expect(moveList(page)).toHaveCount(2);
    await page.locator('[data-action="games"]').click();
    await expect(page.getByTestId('library-unopened')).toContainText('Your games are still stored');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(moveList(page)).toHaveCount(2);
    await expect(page.getByTestId('storage-banner')).toHaveCount(0);
    await page.locator('[data-action="games"]').click();
    await expect(page.getByTestId('games').locator('[data-game-id]')).toHaveCount(1);
  });

  test('an IndexedDB that breaks as it opens: the game plays, and the banner says so', async ({
    page,
  }) => {
    // An open request that is not one: reading it throws inside the library's opening.
    await page.addInitScript(() => {
      const broken = { addEventListener() {}, removeEventListener() {} };
      Object.defineProperty(window, 'indexedDB', { value: { open: () => broken } });
    });
    await page.goto('/');
    await expect(page.getByTestId('storage-banner')).toContainText('storage failed');
    await cell(page, 'e5').click();
    await expect(moveList(page)).toHaveCount(1);
    await expect(page.getByTestId('crash')).toHaveCount(0);
  });
});
