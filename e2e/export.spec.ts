import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './test';
import { pngSize, readGif } from '../tests/picture/imageBytes';
import { cell } from './board';
import { seedGame } from './seed';

async function openShare(page: Page) {
  await page.locator('[data-action="records"]').click();
  return page.getByTestId('share');
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('an Abalone game exports as a PNG of the board and a GIF a frame a move', async ({ page }) => {
  await page.goto('/');
  await seedGame(page, { game: 'abalone', n: 5, layout: 'belgian', moves: ['a1b2', 'i5h5'] });
  const share = await openShare(page);

  const png = await downloaded(page, () => share.locator('[data-action="export-image"]').click());
  expect(png.name).toMatch(/^hexplay-abalone-.*\.png$/);
  const size = pngSize(png.bytes);
  expect(size.width).toBeGreaterThanOrEqual(2 * 600);
  expect(size.height).toBeGreaterThanOrEqual(2 * 400);
  await expect(share.getByTestId('picture-status')).toContainText(png.name);

  const gif = await downloaded(page, () => share.locator('[data-action="export-gif"]').click());
  expect(gif.name).toMatch(/^hexplay-abalone-.*\.gif$/);
  const facts = readGif(gif.bytes);
  expect(facts.version).toBe('GIF89a');
  expect(facts.width).toBeGreaterThanOrEqual(600);
  expect(facts.height).toBeGreaterThanOrEqual(400);
  // The start held, one frame a move, the end held.
  expect(facts.frames).toBe(2 + 2);
  expect(facts.loops).toBe(true);
});

test('an Abacus game played here exports its GIF too', async ({ page }) => {
  await page.goto('/');
  for (const label of ['e5', 'd4', 'c3']) await cell(page, label).click();
  await expect(page.getByTestId('move-list').locator('[data-ply]')).toHaveCount(3);
  const share = await openShare(page);
  const gif = await downloaded(page, () => share.locator('[data-action="export-gif"]').click());
  expect(gif.name).toMatch(/^hexplay-abacus-.*\.gif$/);
  expect(readGif(gif.bytes).frames).toBe(3 + 2);
});

test('Cancel stops the animation being made, and nothing is downloaded', async ({ page }) => {
  await page.goto('/');
  for (const label of ['e5', 'd4']) await cell(page, label).click();
  // The worker's script is held back, so the animation is still being made when Cancel is
  // pressed, however fast the machine.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/picture-worker/, async (route) => {
    await held;
    // Cancel ended the worker, whose request may be gone by now.
    await route.continue().catch(() => undefined);
  });
  let downloads = 0;
  page.on('download', () => downloads++);
  const share = await openShare(page);
  await share.locator('[data-action="export-gif"]').click();
  await expect(share.locator('[data-field="picture-progress"]')).toBeVisible();
  await expect(share.locator('[data-action="export-gif"]')).toBeDisabled();
  await share.locator('[data-action="cancel-picture"]').click();
  await expect(share.getByTestId('picture-status')).toHaveText('The animation was cancelled.');
  await expect(share.locator('[data-action="export-gif"]')).toBeEnabled();
  release();
  await page.unroute(/picture-worker/);
  // A picture made after the cancelled one still comes, the only download of the test.
  const png = await downloaded(page, () => share.locator('[data-action="export-image"]').click());
  expect(png.name).toMatch(/\.png$/);
  expect(downloads).toBe(1);
});
