import { expect, type Page, test } from './test';
import { TO_EJECTION } from './moves';
import { cell, saveBoard } from './board';

async function newAbalone(page: Page): Promise<void> {
  await page.locator('[data-action="new-game"]').click();
  const dialog = page.getByTestId('new-game');
  await dialog.locator('[data-field="game"]').selectOption('abalone');
  await dialog.locator('[data-action="start-game"]').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('board')).toHaveAttribute('data-game', 'abalone');
}

/** The centre of a cell on the screen. */
async function centre(page: Page, label: string): Promise<{ x: number; y: number }> {
  const box = await cell(page, label).locator('.hx-hit').boundingBox();
  if (!box) throw new Error(`cell ${label} is not laid out`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await newAbalone(page);
});

test('hovering a target shows the whole group moving; a click plays it', async ({
  page,
}, testInfo) => {
  for (const m of ['c3', 'c4', 'c5']) await cell(page, m).click();
  await expect(page.getByTestId('legend')).toContainText('where it can go');
  await cell(page, 'd6').hover();
  const preview = page.getByTestId('move-preview');
  await expect(preview).toBeVisible();
  // c3c5d4: the three marbles land on D4, D5 and D6 and leave C3, C4 and C5.
  await expect(preview.locator('[data-after="black"]')).toHaveCount(3);
  await expect(preview.locator('[data-after="empty"]')).toHaveCount(3);
  await expect(page.getByTestId('legend')).toContainText('after the move');
  await saveBoard(page, testInfo, 'hover-preview');
  await cell(page, 'd6').click();
  await expect(page.getByTestId('move-list')).toContainText('c3c5d4');
  await expect(cell(page, 'd4')).toHaveAttribute('data-stone', 'black');
  await expect(cell(page, 'c3')).not.toHaveAttribute('data-stone');
  // The marbles slide in from where they stood.
  const piece = cell(page, 'd4').locator('.hx-piece');
  expect(await piece.evaluate((el) => getComputedStyle(el).animationName)).toBe('hx-arrive');
});

test('under reduced motion a move lands at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await cell(page, 'c3').click();
  await cell(page, 'd3').click();
  await expect(cell(page, 'd3')).toHaveAttribute('data-stone', 'black');
  await expect(page.locator('[data-arrived]')).toHaveCount(0);
  const piece = cell(page, 'd3').locator('.hx-piece');
  expect(await piece.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});

test('a drag along a line past the selection plays the move that way', async ({ page }) => {
  const path = await Promise.all(['c3', 'c4', 'c5', 'c6'].map((c) => centre(page, c)));
  await page.mouse.move(path[0].x, path[0].y);
  await page.mouse.down();
  for (const p of path.slice(1)) await page.mouse.move(p.x, p.y, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByTestId('move-list')).toContainText('c3c4');
  await expect(cell(page, 'c6')).toHaveAttribute('data-stone', 'black');
  await expect(cell(page, 'c3')).not.toHaveAttribute('data-stone');
});

test('a drag that has no move that way says why', async ({ page }) => {
  for (const m of ['c3', 'c4', 'c5']) await cell(page, m).click();
  const from = await centre(page, 'c3');
  const to = await centre(page, 'a1');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId('board-message')).toContainText(
    'These marbles cannot move that way: b2 is not empty',
  );
  await expect(cell(page, 'c3')).toHaveAttribute('data-selected', 'true');
  await expect(cell(page, 'c3')).toHaveAttribute('data-stone', 'black');
});

test('an ejection is marked before, and its marble lands in the tray after', async ({
  page,
}, testInfo) => {
  await expect(page.getByTestId('tray-black')).toHaveAttribute('data-count', '0');
  for (const [marbles, target] of TO_EJECTION) {
    for (const m of marbles) await cell(page, m).click();
    await cell(page, target).click();
  }
  for (const m of ['e4', 'f4', 'g4']) await cell(page, m).click();
  await expect(page.locator('[data-shove="h4"]')).toHaveClass(/hx-eject/);
  await expect(page.getByTestId('legend')).toContainText('pushed off');
  await saveBoard(page, testInfo, 'eject-marks');
  await cell(page, 'h4').hover();
  await expect(page.getByTestId('move-preview').locator('[data-ejected="h4"]')).toBeVisible();
  await saveBoard(page, testInfo, 'eject-preview');
  await cell(page, 'h4').click();
  await expect(page.getByTestId('tray-black')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('tray-black').locator('[data-piece]')).toHaveCount(1);
  await expect(page.getByTestId('tray-white')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('legend')).toContainText('last move');
  await saveBoard(page, testInfo, 'after-eject');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap on a target previews the move; Confirm plays it', async ({ page }, testInfo) => {
    await cell(page, 'c3').tap();
    await cell(page, 'c4').tap();
    await cell(page, 'd5').tap();
    await expect(page.getByTestId('move-preview')).toBeVisible();
    await expect(page.getByTestId('board-message')).toContainText('Tap again');
    await expect(cell(page, 'd5')).not.toHaveAttribute('data-stone');
    await saveBoard(page, testInfo, 'touch-preview');
    await page.locator('[data-action="confirm"]').tap();
    await expect(page.getByTestId('move-list')).toContainText('c3c4d4');
    await expect(cell(page, 'd5')).toHaveAttribute('data-stone', 'black');
    await expect(page.locator('[data-action="confirm"]')).toHaveCount(0);
  });

  test('a second tap on the previewed target plays it; a tap elsewhere drops it', async ({
    page,
  }) => {
    await cell(page, 'c3').tap();
    await cell(page, 'd3').tap();
    await expect(page.getByTestId('move-preview')).toBeVisible();
    await cell(page, 'e5').tap();
    await expect(page.getByTestId('move-preview')).toHaveCount(0);
    await expect(cell(page, 'd3')).not.toHaveAttribute('data-stone');
    await cell(page, 'c3').tap();
    await cell(page, 'd3').tap();
    await cell(page, 'd3').tap();
    await expect(page.getByTestId('move-list')).toContainText('c3d3');
  });
});

test('Abacus on n=8: slide marks scale with the cells; an unslidable stone says why', async ({
  page,
}, testInfo) => {
  await page.locator('[data-action="new-game"]').click();
  const dialog = page.getByTestId('new-game');
  await dialog.locator('[data-field="game"]').selectOption('abacus');
  await dialog.getByLabel('Board size').selectOption('8');
  await dialog.locator('[data-action="start-game"]').click();
  await expect(page.getByTestId('board')).toHaveAttribute('data-size', '8');
  for (const c of ['e3', 'a1', 'e4', 'a3', 'e5', 'a5']) await cell(page, c).click();
  await cell(page, 'e4').click();
  const mark = await cell(page, 'f4').locator('.hx-target').boundingBox();
  const hex = await cell(page, 'f4').locator('.hx-hit').boundingBox();
  expect(mark!.width).toBeGreaterThan(hex!.width * 0.3);
  await cell(page, 'e5').click();
  await expect(page.getByTestId('board-message')).toContainText('smaller than its group of 3');
  await saveBoard(page, testInfo, 'abacus-n8');
});
