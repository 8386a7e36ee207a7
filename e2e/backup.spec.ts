import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './test';
import { cell } from './board';

async function openSettings(page: Page) {
  await page.locator('[data-action="settings"]').click();
  const dialog = page.getByTestId('settings');
  await expect(dialog).toBeVisible();
  return dialog.locator('[data-section="data"]');
}

async function gamesListed(page: Page): Promise<number> {
  await page.locator('[data-action="games"]').click();
  const games = page.getByTestId('games');
  await expect(games).toBeVisible();
  // Counted once the list has been read, not while it loads.
  await expect(games.getByText('Loading…')).toHaveCount(0);
  const count = await games.locator('[data-game-id]').count();
  await page.keyboard.press('Escape');
  await expect(games).toBeHidden();
  return count;
}

const pick = (text: string) => ({
  name: 'backup.json',
  mimeType: 'application/json',
  buffer: Buffer.from(text),
});

test('a backup made in one browser restores into another, and once only', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await cell(page, 'e5').click();
  await expect(cell(page, 'e5')).toHaveAttribute('data-stone', 'black');
  // The move is stored a moment after it is drawn.
  await expect.poll(() => gamesListed(page)).toBeGreaterThan(0);
  const held = await gamesListed(page);
  const data = await openSettings(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.locator('[data-action="backup"]').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hexplay-backup-.*\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(JSON.parse(text)).toMatchObject({ app: 'hexplay', version: 1 });

  // Another browser profile: its own, empty storage.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto('/');
  await expect(fresh.getByTestId('board')).toBeVisible();
  const before = await gamesListed(fresh);
  const restore = await openSettings(fresh);
  await restore.locator('[data-field="restore-file"]').setInputFiles(pick(text));
  await expect(restore.locator('[data-count="games"]')).toHaveText(`Games: ${held}`);
  await expect(restore.locator('[data-count="settings"]')).toBeVisible();
  await restore.locator('[data-action="confirm-restore"]').click();
  await expect(restore.locator('[data-field="restore-status"]')).toContainText(
    `Restored: ${held} games added to Games.`,
  );

  // The same file again adds nothing.
  await restore.locator('[data-field="restore-file"]').setInputFiles(pick(text));
  await restore.locator('[data-action="confirm-restore"]').click();
  await expect(restore.locator('[data-field="restore-status"]')).toContainText(
    'Restored: 0 games added to Games.',
  );
  await fresh.getByTestId('settings').getByRole('button', { name: 'Close' }).click();
  expect(await gamesListed(fresh)).toBe(before + held);
  await other.close();
});

test('a damaged backup is refused in one sentence, and the library is untouched', async ({
  page,
}) => {
  await page.goto('/');
  await cell(page, 'e5').click();
  const held = await gamesListed(page);
  const data = await openSettings(page);
  await data.locator('[data-field="restore-file"]').setInputFiles(pick('{"app":"hexplay","vers'));
  await expect(data.getByRole('alert')).toHaveText(
    'This file is damaged or cut short, so it is no whole backup and nothing was restored.',
  );
  await expect(data.locator('[data-action="confirm-restore"]')).toHaveCount(0);
  await page.getByTestId('settings').getByRole('button', { name: 'Close' }).click();
  expect(await gamesListed(page)).toBe(held);
});
