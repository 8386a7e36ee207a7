import { expect, type Locator, type Page, test, type TestInfo } from './test';
import { cell } from './board';

/**
 * The page on phones, a tablet and a desktop. Upright phones must show the whole board
 * edge to edge before anything else; phones held sideways must give it the height.
 */
const VIEWS = [
  { name: 'phone 320×568', width: 320, height: 568, mobile: true, upright: true },
  { name: 'phone 390×844', width: 390, height: 844, mobile: true, upright: true },
  { name: 'phone sideways 844×390', width: 844, height: 390, mobile: true, upright: false },
  { name: 'tablet 768×1024', width: 768, height: 1024, mobile: true, upright: true },
  { name: 'desktop 1366×768', width: 1366, height: 768, mobile: false, upright: false },
] as const;

const plies = (page: Page) => page.locator('[data-ply]').count();

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/**
 * The part of the board's <svg> the drawing fills: the viewBox scaled to fit, centred,
 * as preserveAspectRatio's default draws it. A box wider than its drawing does not count.
 */
async function drawnBoard(page: Page): Promise<Box> {
  const board = page.getByTestId('board');
  const box = await boxOf(board);
  const [, , w, h] = (await board.getAttribute('viewBox'))!.split(' ').map(Number);
  const scale = Math.min(box.width / w, box.height / h);
  const width = w * scale;
  const height = h * scale;
  return {
    x: box.x + (box.width - width) / 2,
    y: box.y + (box.height - height) / 2,
    width,
    height,
  };
}

async function attachScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Plays the move a tap on `label` offers, confirming it where a tap only previews it. */
async function tapMove(page: Page, label: string): Promise<void> {
  const before = await plies(page);
  const confirm = page.locator('[data-action="confirm"]');
  await cell(page, label).tap();
  await expect(async () => {
    expect((await plies(page)) > before || (await confirm.isVisible())).toBe(true);
  }).toPass();
  if ((await plies(page)) === before) await confirm.tap();
  await expect.poll(() => plies(page)).toBe(before + 1);
}

/** Sets up and starts a game through the New game dialog, by taps. */
async function newGameByTaps(page: Page, game: 'abacus' | 'abalone'): Promise<void> {
  await page.locator('[data-action="new-game"]').tap();
  const dialog = page.getByTestId('new-game');
  await dialog.locator('[data-field="game"]').selectOption(game);
  await dialog.locator('[data-action="start-game"]').tap();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('board')).toHaveAttribute('data-game', game);
}

for (const view of VIEWS) {
  test.describe(view.name, () => {
    test.use({
      viewport: { width: view.width, height: view.height },
      hasTouch: view.mobile,
      isMobile: view.mobile,
    });

    test('the board fits the screen and the panels sit below or beside it', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      await expect(page.locator('[data-cell]')).not.toHaveCount(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const board = await drawnBoard(page);
      await attachScreen(page, testInfo, 'page');

      // Fully visible, without scrolling either way.
      expect(board.x).toBeGreaterThanOrEqual(0);
      expect(board.y).toBeGreaterThanOrEqual(0);
      expect(board.x + board.width).toBeLessThanOrEqual(view.width + 0.5);
      expect(board.y + board.height).toBeLessThanOrEqual(view.height + 0.5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        view.width,
      );

      const turn = await boxOf(page.getByTestId('turn'));
      if (view.upright) {
        if (view.width < 500) expect(board.width).toBeGreaterThanOrEqual(0.95 * view.width);
        expect(turn.y).toBeGreaterThanOrEqual(board.y + board.height);
      } else {
        if (view.mobile) expect(board.height).toBeGreaterThanOrEqual(0.9 * view.height);
        expect(turn.x).toBeGreaterThanOrEqual(board.x + board.width);
        expect(turn.y + turn.height).toBeLessThanOrEqual(view.height);
      }

      // Every visible button and select is big enough to hit with a finger.
      const targets = await page
        .locator('button:visible, select:visible')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
      expect(targets.length).toBeGreaterThan(0);
      for (const r of targets) {
        expect(r.width).toBeGreaterThanOrEqual(24);
        expect(r.height).toBeGreaterThanOrEqual(24);
      }
      if (view.mobile) {
        for (const action of ['new-game', 'games']) {
          const button = await boxOf(page.locator(`[data-action="${action}"]`));
          expect(button.height).toBeGreaterThanOrEqual(44);
        }
      }
    });

    test('the New game dialog fits the screen and starts the game chosen', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      await page.locator('[data-action="new-game"]').click();
      const dialog = page.getByTestId('new-game');
      await expect(dialog).toBeVisible();
      await dialog.locator('[data-field="game"]').selectOption('abalone');
      await dialog.locator('[data-field="size"]').selectOption('6');
      await attachScreen(page, testInfo, 'new-game-dialog');
      // Every choice and the Start button show at once, with no scrolling inside the dialog.
      for (const field of ['game', 'size', 'layout', 'player-black', 'player-white'])
        await expect(dialog.locator(`[data-field="${field}"]`)).toBeInViewport({ ratio: 1 });
      const start = dialog.locator('[data-action="start-game"]');
      await expect(start).toBeInViewport({ ratio: 1 });
      await start.click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('board')).toHaveAttribute('data-size', '6');
      await expect(page.locator('[data-cell]')).toHaveCount(91);
      const board = await drawnBoard(page);
      expect(board.y + board.height).toBeLessThanOrEqual(view.height + 0.5);
      await attachScreen(page, testInfo, 'abalone-6');
    });
  });
}

test.describe('a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });

  test('plays Abacus and Abalone by taps, and the board stays put', async ({ page }, testInfo) => {
    await page.goto('/');
    await newGameByTaps(page, 'abacus');
    const before = await drawnBoard(page);
    for (const c of ['e5', 'a1', 'b2', 'c3']) await tapMove(page, c);
    await expect(cell(page, 'e5')).toHaveAttribute('data-stone', 'black');
    await expect(cell(page, 'a1')).toHaveAttribute('data-stone', 'white');
    await expect(page.getByTestId('turn')).toContainText('Black');
    expect(await drawnBoard(page)).toEqual(before);
    await attachScreen(page, testInfo, 'abacus-sideways');

    await newGameByTaps(page, 'abalone');
    for (const c of ['a4', 'b4', 'c4']) await cell(page, c).tap();
    await expect(cell(page, 'd4')).toHaveAttribute('data-target', /move/);
    await tapMove(page, 'd4');
    await expect(cell(page, 'd4')).toHaveAttribute('data-stone', 'black');
    await expect(cell(page, 'a4')).not.toHaveAttribute('data-stone');
    for (const c of ['i9', 'h9']) await cell(page, c).tap();
    await tapMove(page, 'g9');
    await expect(cell(page, 'g9')).toHaveAttribute('data-stone', 'white');
    await expect(page.getByTestId('turn')).toContainText('Black');
    await expect(page.getByTestId('move-list')).toContainText('a4b4');
    await attachScreen(page, testInfo, 'abalone-sideways');
  });
});

// Held sideways, a phone has less height than the folded menu: it scrolls inside the
// screen, so that its last row, the language, is in reach; its help row says "Help".
for (const language of ['en', 'de'] as const) {
  test(`844×390 (${language}): the menu stays on the screen and scrolls to its last row`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 844, height: 390 },
      isMobile: true,
      hasTouch: true,
      locale: language,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('[data-cell]').first().waitFor();
    await page.locator('[data-action="menu"]').click();
    const items = page.getByTestId('menu-items');
    const menu = await boxOf(items);
    expect(menu.y + menu.height).toBeLessThanOrEqual(390);
    await expect(page.locator('[data-action="help"]')).toContainText(
      language === 'en' ? 'Help' : 'Hilfe',
    );
    const picker = items.locator('[data-field="language"]');
    await picker.scrollIntoViewIfNeeded();
    const last = await boxOf(picker);
    expect(last.y).toBeGreaterThanOrEqual(menu.y);
    expect(last.y + last.height).toBeLessThanOrEqual(menu.y + menu.height);
    await context.close();
  });
}

for (const locale of ['en-GB', 'de-DE', 'pt-BR', 'it-IT']) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`no width from 320 to 1400 px scrolls sideways (${locale})`, async ({ page }) => {
      // Some 70 widths, each laid out anew.
      test.slow();
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto('/');
      await expect(page.locator('[data-cell]')).not.toHaveCount(0);
      const wider: string[] = [];
      for (let width = 320; width <= 1400; width += 16) {
        await page.setViewportSize({ width, height: 700 });
        const scrolled = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrolled > width) wider.push(`${width}: ${scrolled}`);
      }
      expect(wider).toEqual([]);
    });
  });
}
