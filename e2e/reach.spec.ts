import { expect, type Locator, type Page, test, type TestInfo } from './test';
import { cell } from './board';
import { clickTool } from './menu';

/**
 * The play screen keeps the game in reach: in a 40-ply game on the clock, whose turn it
 * is, both clocks, the captured count, Undo and Hint, and the current move in the list
 * all show on the first screen, without scrolling, on every size from a small phone to a
 * desktop, upright and sideways.
 */
const VIEWS = [
  { name: '320×568', width: 320, height: 568, mobile: true },
  { name: '390×844', width: 390, height: 844, mobile: true },
  { name: '844×390', width: 844, height: 390, mobile: true },
  { name: '1366×768', width: 1366, height: 768, mobile: false },
  { name: '1920×1080', width: 1920, height: 1080, mobile: false },
] as const;

/** The first 40 plies of a MiGs game (Belgian Daisy), on a 10+5 clock. */
const RECORD = `[Event "MIGS 29813"]
[Date "2016.09.19"]
[Black "abbelgriebsch"]
[White "budgie"]
[Variant "belgian"]
[Result "*"]
[Notation "Aba-Pro"]
[TimeControl "600+5"]

1. i9h8 i6h6 2. i8h7 a5b5 3. h8g7 h6g5 4. h9g8 a4b4 5. a1b1 b4c4 6. h7g6 g5f4
7. g8g7 e3e4 8. g6f5 f4h4e3 9. a2a3 c4d4 10. b1b2 b6c6 11. c1c2 b5c6
12. g5f4 c5d5 13. g7g6 e4e5 14. f4e4 c6d6 15. h6g5 f6e5 16. b2b3 f3g3e2
17. a1a2 f2e2 18. f7e7 c7c6 19. a2b3 c2c3 20. d7e7 e2d2 *
`;

async function importRecord(page: Page): Promise<void> {
  await clickTool(page, 'import');
  const dialog = page.getByTestId('import');
  await dialog.locator('[data-field="import-text"]').fill(RECORD);
  await dialog.locator('[data-action="import-confirm"]').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-ply]')).toHaveCount(40);
}

async function attachScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * Fails naming `what` unless `locator` comes wholly inside the viewport: the move list
 * scrolls the viewed move into its view in the frame after the move is chosen.
 */
async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  const view = page.viewportSize()!;
  await expect(async () => {
    const box = await locator.boundingBox();
    expect(box, `${what} is laid out`).not.toBeNull();
    const { x, y, width, height } = box!;
    expect(
      x >= 0 && y >= 0 && x + width <= view.width + 0.5 && y + height <= view.height + 0.5,
      `${what} at ${[x, y, width, height].map(Math.round).join(',')} is inside ${view.width}×${view.height}`,
    ).toBe(true);
  }).toPass({ timeout: 5000 });
}

for (const view of VIEWS) {
  test.describe(view.name, () => {
    test.use({
      viewport: { width: view.width, height: view.height },
      hasTouch: view.mobile,
      isMobile: view.mobile,
    });

    test('a 40-ply game on the clock keeps its state and controls in reach', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      await expect(page.locator('[data-cell]')).not.toHaveCount(0);
      await importRecord(page);
      await expect(page.getByTestId('clock-black')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await attachScreen(page, testInfo, 'game');

      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        view.width,
      );
      await expectInView(page, page.getByTestId('turn'), 'the turn');
      await expectInView(page, page.getByTestId('clock-black'), "Black's clock");
      await expectInView(page, page.getByTestId('clock-white'), "White's clock");
      await expectInView(page, page.getByTestId('off-by-black'), "Black's captures");
      await expectInView(page, page.getByTestId('off-by-white'), "White's captures");
      await expectInView(page, page.locator('[data-action="undo"]'), 'Undo');
      await expectInView(page, page.locator('[data-action="hint"]'), 'Hint');
      const current = page.locator('[data-ply="40"]');
      await expect(current).toHaveAttribute('aria-current', 'step');
      await expectInView(page, current, 'the current move');

      // Going back keeps the viewed move in sight, and the viewing bar costs no other reach.
      await page.locator('[data-ply="25"]').click();
      await expect(page.locator('[data-ply="25"]')).toHaveAttribute('aria-current', 'step');
      await expectInView(page, page.locator('[data-ply="25"]'), 'the viewed move');
      await expectInView(page, page.getByTestId('turn'), 'the turn while viewing');
      await expectInView(page, page.locator('[data-action="undo"]'), 'Undo while viewing');
      // The viewing bar is one line, and five rows of moves around the viewed one are read
      // with it: moves 11 to 15 (plies 21 to 30) wholly inside the list's scrolled view.
      if (view.name === '320×568' || view.name === '1366×768') {
        const bar = await page.getByTestId('viewing').boundingBox();
        const back = await page.locator('[data-action="back-to-game"]').boundingBox();
        expect(bar!.height, 'the viewing bar is one line').toBeLessThan(back!.height * 1.8);
        await expect(async () => {
          const shown = await page.evaluate(() => {
            const list = document.querySelector<HTMLElement>('[data-testid="move-list"]')!;
            let scroller: HTMLElement | null = list;
            while (scroller && scroller.scrollHeight <= scroller.clientHeight)
              scroller = scroller.parentElement;
            const frame = (scroller ?? list).getBoundingClientRect();
            return Array.from(list.querySelectorAll<HTMLElement>('[data-ply]'))
              .filter((b) => {
                const r = b.getBoundingClientRect();
                return r.top >= frame.top - 1 && r.bottom <= frame.bottom + 1;
              })
              .map((b) => Number(b.dataset.ply));
          });
          for (let ply = 21; ply <= 30; ply++)
            expect(shown, `ply ${ply} in the list's view`).toContain(ply);
        }).toPass({ timeout: 5000 });
      }

      // The analysis is a tab beside the moves, in view when chosen.
      await page.locator('[data-action="analyse"]').click();
      await expect(page.getByTestId('analysis')).toBeVisible();
      // The smallest phone shows the evaluation's top; the panel scrolls to the rest.
      if (view.height > 568)
        await expectInView(page, page.getByTestId('evaluation'), 'the evaluation');
      else await expect(page.getByTestId('evaluation')).toBeInViewport();
      await expectInView(page, page.getByTestId('turn'), 'the turn while analysing');
      await attachScreen(page, testInfo, 'analysis');
    });

    test('a move waiting for Confirm keeps Confirm in reach', async ({ page }, testInfo) => {
      await page.goto('/');
      await page.evaluate(() =>
        localStorage.setItem('hexplay.prefs', JSON.stringify({ confirmMoves: 'always' })),
      );
      await page.reload();
      await cell(page, 'e5').click();
      const confirm = page.locator('[data-action="confirm"]');
      await expect(confirm).toBeVisible();
      await attachScreen(page, testInfo, 'confirm');
      await expectInView(page, confirm, 'Confirm');
      await expectInView(page, page.getByTestId('turn'), 'the turn');
      await confirm.click();
      await expect(page.locator('[data-ply="1"]')).toBeVisible();
    });
  });
}
