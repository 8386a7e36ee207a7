import { expect, type Page, test } from './test';
import { cell } from './board';
import { axe } from './axe';
import { seedGame } from './seed';

/** Two fingers on the board, from 60 pixels apart to 180 about the board's middle. */
async function pinchOut(page: Page): Promise<void> {
  const box = (await page.getByTestId('board').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const fingers = (spread: number) => [
    { x: x - spread / 2, y, id: 1 },
    { x: x + spread / 2, y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(60) });
  for (const spread of [80, 110, 140, 180]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    colorScheme: 'dark',
  });

  test('two fingers zoom the board, a tap still plays on it, and the reset shows it whole', async ({
    page,
  }) => {
    await page.goto('/');
    const board = page.getByTestId('board');
    const whole = await board.getAttribute('viewBox');
    // The gestures listen once their chunk, loaded after the board is drawn, is in.
    await expect(page.locator('[data-zoomable]')).toHaveCount(1);
    await pinchOut(page);
    await expect(board).toHaveAttribute('data-zoom', /^[2-4]\.\d\d$/);
    expect(await board.getAttribute('viewBox')).not.toBe(whole);
    // No piece moved: the pinch was the board's gesture alone.
    await expect(page.locator('[data-ply]')).toHaveCount(0);
    const reset = page.locator('[data-action="zoom-reset"]');
    await expect(reset).toHaveAccessibleName(/^\d(\.\d)?× · Whole board$/);
    const found = await axe(page).include('[data-action="zoom-reset"]').analyze();
    expect(found.violations).toEqual([]);

    // The middle cell of Abacus n=5 is under the fingers: a tap there places a stone.
    await cell(page, 'e5').tap();
    const confirm = page.locator('[data-action="confirm"]');
    if (await confirm.isVisible()) await confirm.tap();
    await expect(page.locator('[data-ply]')).toHaveCount(1);

    await page.locator('[data-action="zoom-reset"]').tap();
    await expect(board).not.toHaveAttribute('data-zoom');
    expect(await board.getAttribute('viewBox')).toBe(whole);
  });
});

test('Ctrl and the wheel zoom about the pointer; the setting turns zooming off', async ({
  page,
}) => {
  await page.goto('/');
  const board = page.getByTestId('board');
  await expect(page.locator('[data-zoomable]')).toHaveCount(1);
  const box = (await board.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await expect(board).toHaveAttribute('data-zoom', /^1\.\d\d$/);
  await page.locator('[data-action="zoom-reset"]').click();
  await expect(board).not.toHaveAttribute('data-zoom');

  await page.locator('[data-action="settings"]').click();
  const settings = page.getByTestId('settings');
  await settings.locator('[data-field="board-zoom"]').uncheck();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-zoomable]')).toHaveCount(0);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await expect(board).not.toHaveAttribute('data-zoom');
});

test.describe('on a large screen, by keyboard', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('Abalone: + zooms about the focused cell, the arrows bring cells into view, 0 shows it whole', async ({
    page,
  }) => {
    await page.goto('/');
    await seedGame(page, { game: 'abalone', n: 5 });
    const board = page.getByTestId('board');
    await expect(page.locator('[data-stone]')).toHaveCount(28);
    await expect(page.locator('[data-zoomable]')).toHaveCount(1);
    const whole = await board.getAttribute('viewBox');
    await cell(page, 'e5').focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect(board).toHaveAttribute('data-zoom', '4.00');
    // Walking right along the middle row to its end: each cell reached comes into view.
    const inView = (label: string) =>
      page.evaluate((label) => {
        const view = document.querySelector('[data-testid="board"]')!.getBoundingClientRect();
        const box = document.querySelector(`[data-cell="${label}"]`)!.getBoundingClientRect();
        return box.left >= view.left && box.right <= view.right;
      }, label);
    expect(await inView('e9')).toBe(false);
    for (const label of ['e6', 'e7', 'e8', 'e9']) {
      await page.keyboard.press('ArrowRight');
      await expect(cell(page, label)).toBeFocused();
      // The view moves in the frame after the focus.
      await expect.poll(() => inView(label)).toBe(true);
    }
    await expect(board).toHaveAttribute('data-zoom', '4.00');
    expect(await board.getAttribute('viewBox')).not.toBe(whole);
    await page.keyboard.press('-');
    await expect(board).toHaveAttribute('data-zoom', '2.83');
    const found = await axe(page).include('[data-action="zoom-reset"]').analyze();
    expect(found.violations).toEqual([]);
    await page.keyboard.press('0');
    await expect(board).not.toHaveAttribute('data-zoom');
    expect(await board.getAttribute('viewBox')).toBe(whole);
    // Nothing was played by the keys.
    await expect(page.locator('[data-ply]')).toHaveCount(0);
  });
});
