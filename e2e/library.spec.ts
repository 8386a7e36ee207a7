import { expect, type Page, test } from './test';
import { cell } from './board';

async function newGame(
  page: Page,
  game: 'abacus' | 'abalone',
  white: 'human' | 'easy' = 'human',
): Promise<void> {
  await page.locator('[data-action="new-game"]').click();
  const dialog = page.getByTestId('new-game');
  await dialog.getByLabel('Game', { exact: true }).selectOption(game);
  await dialog.getByLabel('White', { exact: true }).selectOption(white);
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('board')).toHaveAttribute('data-game', game);
}

test('two tabs keep two games: each reload shows its own', async ({ context }) => {
  const a = await context.newPage();
  await a.goto('/');
  await newGame(a, 'abacus');
  await cell(a, 'e5').click();
  const b = await context.newPage();
  await b.goto('/');
  await newGame(b, 'abalone');
  await cell(b, 'c3').click();
  await cell(b, 'd3').click();
  await a.reload();
  await b.reload();
  await expect(a.getByTestId('board')).toHaveAttribute('data-game', 'abacus');
  await expect(cell(a, 'e5')).toHaveAttribute('data-stone', 'black');
  await expect(b.getByTestId('board')).toHaveAttribute('data-game', 'abalone');
  await expect(cell(b, 'd3')).toHaveAttribute('data-stone', 'black');
  await a.locator('[data-action="games"]').click();
  await expect(a.getByTestId('games').locator('[data-game-id]')).toHaveCount(2);
});

test('the Games panel resumes an earlier game and deletes one with an undo', async ({ page }) => {
  await page.goto('/');
  await cell(page, 'e5').click();
  await newGame(page, 'abalone');
  await page.locator('[data-action="games"]').click();
  const games = page.getByTestId('games');
  const entries = games.locator('[data-game-id]');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText('Abacus');
  await expect(entries.nth(1)).toContainText('1 ply');
  await entries.nth(1).locator('[data-action="delete"]').click();
  await expect(entries).toHaveCount(1);
  await games.locator('[data-action="undo-delete"]').click();
  await expect(entries).toHaveCount(2);
  await entries.nth(1).locator('[data-action="resume"]').click();
  await expect(page.getByTestId('board')).toHaveAttribute('data-game', 'abacus');
  await expect(cell(page, 'e5')).toHaveAttribute('data-stone', 'black');
});

test('a full quota: a banner that stays says the game is not saved, and offers a download', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Every write to the library fails as a full disk would make it fail.
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('/');
  await cell(page, 'e5').click();
  const banner = page.getByTestId('storage-banner');
  await expect(banner).toContainText('not being saved');
  await expect(banner).toContainText('full');
  await cell(page, 'a1').click();
  await expect(banner).toBeVisible();
  const download = page.waitForEvent('download');
  await banner.locator('[data-action="download-game"]').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^hexplay-abacus-.*\.json$/);
});

test('moves the library failed to store are kept as the page goes and stored at the next start', async ({
  page,
}) => {
  await page.goto('/');
  await expect(cell(page, 'e5')).toBeVisible();
  // From now on, until the reload, every write to the library fails.
  await page.evaluate(() => {
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await cell(page, 'e5').click();
  await cell(page, 'a1').click();
  await expect(page.getByTestId('storage-banner')).toContainText('not being saved');
  await page.reload();
  await expect(cell(page, 'e5')).toHaveAttribute('data-stone', 'black');
  await expect(cell(page, 'a1')).toHaveAttribute('data-stone', 'white');
  await expect(page.getByTestId('storage-banner')).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContainEqual(
    expect.stringMatching(/^hexplay\.unsaved\./),
  );
});

test('a crash while opening a game: the crash screen, then quarantine once and a fresh game', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // One crash on demand: the board's first effect throws, as a bug in rendering would.
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: unknown[]) => {
      if (type === 'pointerdown' && sessionStorage.getItem('crash-once')) {
        sessionStorage.removeItem('crash-once');
        throw new Error('a render bug');
      }
      return (add as (...a: unknown[]) => void)(type, ...rest);
    }) as typeof window.addEventListener;
  });
  await page.goto('/');
  await cell(page, 'e5').click();
  await expect(page.getByTestId('move-list')).toContainText('e5');
  await page.evaluate(() => sessionStorage.setItem('crash-once', '1'));
  await page.reload();
  const crash = page.getByTestId('crash');
  await expect(crash).toContainText('a render bug');
  const download = page.waitForEvent('download');
  await crash.locator('[data-action="download-game"]').click();
  expect((await download).suggestedFilename()).toMatch(/^hexplay-abacus-/);
  await crash.locator('[data-action="reload"]').click();
  await expect(page.getByTestId('notice')).toContainText('crashed while opening');
  await expect(cell(page, 'e5')).not.toHaveAttribute('data-stone');
  await page.reload();
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await page.locator('[data-action="games"]').click();
  await expect(page.getByTestId('games').locator('[data-quarantine-id]')).toHaveCount(1);
});

test('the Content-Security-Policy allows everything the app does', async ({ page }) => {
  // Kept in the page, so that reading them at the end waits for no message still in flight.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  // Chromium also logs each refusal to the console, a second witness should an event be missed.
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  await page.goto('/');
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  await newGame(page, 'abacus', 'easy');
  await cell(page, 'e5').click();
  await expect(page.getByTestId('move-list').getByRole('button')).toHaveCount(2, {
    timeout: 15_000,
  });
  await page.locator('[data-action="games"]').click();
  await expect(page.getByTestId('games').locator('[data-game-id]')).not.toHaveCount(0);
  await page.locator('[data-action="close-games"]').click();
  // What sets styles from script: the analysis bar, a sliding marble, the rules' diagrams.
  await page.locator('[data-action="analyse"]').click();
  await expect(page.getByTestId('best-line')).toBeVisible({ timeout: 15_000 });
  await page.locator('[data-action="moves"]').click();
  await newGame(page, 'abalone', 'human');
  await cell(page, 'c3').click();
  await cell(page, 'd4').click();
  await expect(cell(page, 'd4')).toHaveAttribute('data-stone', 'black');
  await page.locator('[data-action="rules"]').click();
  await expect(page.getByTestId('learn').locator('[data-diagram]').first()).toBeVisible();
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations).toEqual([]);
  expect(refusals).toEqual([]);
});
