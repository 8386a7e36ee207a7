import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './test';
import { cell } from './board';

const TWO_GAMES = `[Event "First"]
[Game "Abacus"]
[Size "5"]
[Result "*"]

1. e5 d4 *

[Event "Second"]
[Game "Abacus"]
[Size "5"]
[Black "Ann"]
[White "Bob"]
[Result "*"]

1. e5 d4 2. c3 *
`;

/** The moves in the move list, one button per ply. */
const moveList = (page: Page) => page.getByTestId('move-list').locator('[data-ply]');

async function libraryCount(page: Page): Promise<number> {
  await page.locator('[data-action="games"]').click();
  const games = page.getByTestId('games');
  await expect(games.locator('[data-game-id]').first()).toBeVisible();
  const count = await games.locator('[data-game-id]').count();
  await games.locator('[data-action="close-games"]').click();
  return count;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('a file opened through the file picker lists its games; the chosen one opens as a new game', async ({
  page,
}) => {
  await cell(page, 'e5').click();
  await page.locator('[data-action="import"]').click();
  const dialog = page.getByTestId('import');
  await dialog.locator('[data-field="import-file"]').setInputFiles({
    name: 'two.apgn',
    mimeType: 'application/x-apgn',
    buffer: Buffer.from(TWO_GAMES),
  });
  const list = dialog.getByTestId('import-list');
  await expect(list.getByRole('radio')).toHaveCount(2);
  await list.getByRole('radio', { name: /Ann v Bob/ }).check();
  await dialog.locator('[data-action="import-confirm"]').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('notice')).toContainText('Imported');
  await expect(moveList(page)).toHaveCount(3);
  await expect(cell(page, 'c3')).toHaveAttribute('data-stone', 'black');
  // The game played before is still in the library, beside the imported one.
  expect(await libraryCount(page)).toBe(2);
});

test('a broken file is refused with its game, line, column and token', async ({ page }) => {
  await page.locator('[data-action="import"]').click();
  const dialog = page.getByTestId('import');
  await dialog
    .locator('[data-field="import-text"]')
    .fill('[Game "Abacus"]\n1. e5 *\n\n[Game "Abacus"]\n1. e5 e5 *');
  await dialog.locator('[data-action="import-confirm"]').click();
  const error = dialog.getByTestId('import-error');
  await expect(error).toContainText('game 2');
  await expect(error).toContainText('line 5');
  await expect(error).toContainText('column 7');
  await expect(error).toContainText('e5');
});

test('the record downloaded by Export imports again as the same game', async ({ page }) => {
  await cell(page, 'e5').click();
  await cell(page, 'd4').click();
  await cell(page, 'c3').click();
  await page.locator('[data-action="records"]').click();
  const share = page.getByTestId('share');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    share.locator('[data-action="export"]').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hexplay-abacus-.*\.apgn$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain('[Site "Hexplay"]');
  expect(text).toContain('1. e5 d4 2. c3 *');
  await share.locator('[data-action="close-share"]').click();

  await page.locator('[data-action="import"]').click();
  const dialog = page.getByTestId('import');
  await dialog.locator('[data-field="import-text"]').fill(text);
  await dialog.locator('[data-action="import-confirm"]').click();
  await expect(dialog).toBeHidden();
  await expect(moveList(page)).toHaveCount(3);
  for (const [label, stone] of [
    ['e5', 'black'],
    ['d4', 'white'],
    ['c3', 'black'],
  ]) {
    await expect(cell(page, label)).toHaveAttribute('data-stone', stone);
  }
  expect(await libraryCount(page)).toBe(2);
});

test('a share link opens the game in a fresh browser; the same link again finds it', async ({
  page,
  browser,
}) => {
  await cell(page, 'e5').click();
  await cell(page, 'd4').click();
  await page.locator('[data-action="records"]').click();
  // The link is worked out after the dialog is drawn.
  await expect(page.getByTestId('share-link')).not.toHaveValue('');
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toContain('#hexplay=1&game=abacus.5.standard&moves=2.');

  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByTestId('notice')).toContainText('from the link');
  await expect(cell(other, 'e5')).toHaveAttribute('data-stone', 'black');
  await expect(cell(other, 'd4')).toHaveAttribute('data-stone', 'white');
  await expect(other).toHaveURL((url) => url.hash === '');

  await other.goto(link);
  await expect(other.getByTestId('notice')).toContainText('already in Games');
  expect(await libraryCount(other)).toBe(1);

  // Playing by link: after a move, the game so far goes back as a link.
  await cell(other, 'c3').click();
  await other.locator('[data-action="send-move"]').click();
  await expect(other.getByTestId('send-status')).toHaveText('Copied.');
  const reply = await other.evaluate(() => navigator.clipboard.readText());
  expect(reply).toContain('moves=3.');
  await context.close();
});

test('a bad link says why and leaves the game alone', async ({ page }) => {
  await cell(page, 'e5').click();
  await page.goto('/#hexplay=1&game=abacus.5.standard&moves=40.AB');
  await expect(page.getByTestId('notice')).toContainText('could not be opened');
  await expect(cell(page, 'e5')).toHaveAttribute('data-stone', 'black');
  await expect(moveList(page)).toHaveCount(1);
});

test('Games exports one game, or all of them as one file', async ({ page }) => {
  await cell(page, 'e5').click();
  await page.locator('[data-action="new-game"]').click();
  await page.getByTestId('new-game').getByRole('button', { name: 'Start game' }).click();
  await cell(page, 'd4').click();
  await page.locator('[data-action="games"]').click();
  const games = page.getByTestId('games');
  await expect(games.locator('[data-game-id]')).toHaveCount(2);
  const [one] = await Promise.all([
    page.waitForEvent('download'),
    games.locator('[data-game-id]').nth(1).locator('[data-action="export"]').click(),
  ]);
  expect(await readFile(await one.path(), 'utf8')).toContain('1. e5 *');
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    games.locator('[data-action="export-all"]').click(),
  ]);
  const text = await readFile(await all.path(), 'utf8');
  expect(text.match(/\[Game "Abacus"\]/g)).toHaveLength(2);
  expect(text).toContain('1. e5 *');
  expect(text).toContain('1. d4 *');
});

test('the 2,589 games of the MiGs file are read apart from the page, and listed', async ({
  page,
}) => {
  const corpus = new URL('../../shared/data/migs-2016-2017.apgn', import.meta.url);
  const buffer = await readFile(corpus).catch(() => undefined);
  test.skip(buffer === undefined, '../shared/data/migs-2016-2017.apgn is absent');
  await page.locator('[data-action="import"]').click();
  const dialog = page.getByTestId('import');
  await dialog.locator('[data-field="import-file"]').setInputFiles({
    name: 'migs.apgn',
    mimeType: 'application/x-apgn',
    buffer: buffer!,
  });
  // While it reads, the page still answers: the progress shows, then the games.
  await expect(dialog.getByTestId('import-reading')).toBeVisible();
  const list = dialog.getByTestId('import-list');
  await expect(list.getByRole('radio').first()).toHaveAttribute('aria-setsize', '2589', {
    timeout: 60_000,
  });
  await expect(dialog.getByTestId('import-reading')).toHaveCount(0);
  // Drawn a window at a time, and found by name.
  expect(await list.getByRole('radio').count()).toBeLessThan(100);
  await list.getByRole('searchbox').fill('MIGS 23351');
  await expect(list.getByTestId('import-found')).toHaveText('1 of 2,589 games');
  await list.getByRole('radio', { name: /MIGS 23351/ }).check();
  await dialog.locator('[data-action="import-confirm"]').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('board')).toHaveAttribute('data-game', 'abalone');
});
