import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './test';
import { pngSize, readGif } from '../tests/picture/imageBytes';
import { cell } from './board';
import { seedGame } from './seed';
import { clickTool } from './menu';
import { axe } from './axe';

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

test('where the browser shares files, each picture made is offered to the share sheet as the file downloaded', async ({
  page,
}) => {
  // A browser whose share sheet takes files, as a phone's does: what it is given is kept.
  await page.addInitScript(() => {
    const shared: { name: string; type: string; bytes: number[] }[] = [];
    Object.assign(window, { shared });
    navigator.canShare = (data) => (data?.files?.length ?? 0) > 0;
    navigator.share = async (data) => {
      for (const file of data?.files ?? [])
        shared.push({
          name: file.name,
          type: file.type,
          bytes: [...new Uint8Array(await file.arrayBuffer())],
        });
    };
  });
  const sharedFiles = () =>
    page.evaluate(() => (window as unknown as { shared: { name: string }[] }).shared.length);
  const lastShared = async () => {
    const { name, type, bytes } = await page.evaluate(
      () =>
        (window as unknown as { shared: { name: string; type: string; bytes: number[] }[] })
          .shared[0],
    );
    return { name, type, bytes: new Uint8Array(bytes) };
  };
  await page.goto('/');
  await seedGame(page, { game: 'abalone', n: 5, layout: 'belgian', moves: ['a1b2', 'i5h5'] });
  const share = await openShare(page);
  const offer = share.locator('[data-action="share-picture"]');
  await expect(offer).toHaveCount(0);

  /** The file `action` makes, downloaded, then offered to the share sheet: the same file. */
  const madeAndShared = async (action: string) => {
    await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.splice(0));
    const made = await downloaded(page, () => share.locator(`[data-action="${action}"]`).click());
    await offer.click();
    await expect.poll(sharedFiles).toBe(1);
    const shared = await lastShared();
    expect(shared.name).toBe(made.name);
    expect(Buffer.from(shared.bytes).equals(made.bytes)).toBe(true);
    return shared;
  };
  const png = await madeAndShared('export-image');
  expect(png.name).toMatch(/^hexplay-abalone-.*\.png$/);
  expect(png.type).toBe('image/png');
  expect(pngSize(png.bytes).width).toBeGreaterThanOrEqual(600);
  const gif = await madeAndShared('export-gif');
  expect(gif.name).toMatch(/^hexplay-abalone-.*\.gif$/);
  expect(gif.type).toBe('image/gif');
  expect(readGif(gif.bytes).frames).toBe(2 + 2);
});

test('in German at 320×568 (dark), the animation being made passes axe and has no English left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  // Chosen as the picker stores it: on a phone the picker is folded in the menu.
  await page.evaluate(() => localStorage.setItem('hexplay.prefs', '{"language":"de"}'));
  await seedGame(page, { game: 'abalone', n: 5, layout: 'belgian', moves: ['a1b2', 'i5h5'] });
  // The worker's script is held back, so that the animation is still being made for axe.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/picture-worker/, async (route) => {
    await held;
    await route.continue();
  });
  await clickTool(page, 'records');
  const share = page.getByTestId('share');
  await share.locator('[data-action="export-gif"]').click();
  const progress = share.locator('[data-field="picture-progress"]');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAccessibleName('Fortschritt der Animation');
  await expect(share.getByTestId('picture-status')).toContainText(
    'Die Animation entsteht: Bild 0 von 4 …',
  );
  // A screen reader hears where it ended, not every frame.
  await expect(share.getByTestId('picture-status')).toHaveAttribute('aria-busy', 'true');
  await expect(share.locator('[data-action="cancel-picture"]')).toHaveText('Abbrechen');
  const text = await share.innerText();
  for (const english of ['Pictures', 'Download', 'picture', 'Making', 'frame', 'Cancel', 'Share'])
    expect(text).not.toContain(english);
  const sideways = await share.evaluate((d) => d.scrollWidth > d.clientWidth);
  expect(sideways).toBe(false);
  const results = await axe(page).include('[data-testid="share"]').analyze();
  expect(results.violations).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), release()]);
  await expect(share.getByTestId('picture-status')).toHaveText(
    `${download.suggestedFilename()} gespeichert.`,
  );
  await expect(share.getByTestId('picture-status')).toHaveAttribute('aria-busy', 'false');
});
