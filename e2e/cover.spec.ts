import { expect, test } from './test';
import { cell } from './board';
import { clickTool } from './menu';
import { expectUncovered } from './uncovered';

/**
 * Nothing lies over the controls a turn needs: on each phone size, upright and sideways,
 * in each language, from a first visit (whose card offers the tutorial) to a game on the
 * clock and a move waiting for Confirm, the element at the centre of the turn, the
 * clocks, Undo, Hint and Confirm is that control itself, and it is on the screen.
 */
const VIEWS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 568, height: 320 },
  { width: 844, height: 390 },
] as const;
const LOCALES = ['en-GB', 'de-DE', 'pt-BR', 'it-IT'] as const;

/** The first plies of a MiGs game (Belgian Daisy) on a 10+5 clock, Black to move. */
const RECORD = `[Event "MIGS 29813"]
[Black "abbelgriebsch"]
[White "budgie"]
[Variant "belgian"]
[Result "*"]
[TimeControl "600+5"]

1. i9h8 i6h6 2. i8h7 a5b5 3. h8g7 h6g5 4. h9g8 a4b4 *
`;

for (const view of VIEWS) {
  for (const locale of LOCALES) {
    test.describe(`${view.width}×${view.height}, ${locale}`, () => {
      test.use({
        viewport: view,
        locale,
        hasTouch: true,
        isMobile: true,
      });

      test('no card, menu or notice covers the turn, the clocks, Undo, Hint or Confirm', async ({
        page,
      }) => {
        // A first visit: the card offering the tutorial is on the screen.
        await page.goto('/');
        await expect(page.getByTestId('learn-card')).toBeVisible();
        await expectUncovered(page, page.getByTestId('turn'), 'the turn');
        await expectUncovered(page, page.locator('[data-action="undo"]'), 'Undo');
        await expectUncovered(page, page.locator('[data-action="hint"]'), 'Hint');

        // The menu opened and closed again leaves nothing behind.
        await page.locator('[data-action="menu"]').click();
        await expect(page.getByTestId('menu-items')).toBeVisible();
        await page.locator('[data-action="menu"]').click();
        await expect(page.getByTestId('menu-items')).toBeHidden();
        await expectUncovered(page, page.locator('[data-action="hint"]'), 'Hint after the menu');

        // A move waiting for Confirm.
        await page.evaluate(() =>
          localStorage.setItem(
            'hexplay.prefs',
            JSON.stringify({
              ...JSON.parse(localStorage.getItem('hexplay.prefs') ?? '{}'),
              confirmMoves: 'always',
            }),
          ),
        );
        await page.reload();
        await cell(page, 'e5').click();
        await expectUncovered(page, page.locator('[data-action="confirm"]'), 'Confirm');
        await expectUncovered(page, page.getByTestId('turn'), 'the turn beside Confirm');

        // A game on the clock, imported, with the import's news on the screen.
        await clickTool(page, 'import');
        const dialog = page.getByTestId('import');
        await dialog.locator('[data-field="import-text"]').fill(RECORD);
        await dialog.locator('[data-action="import-confirm"]').click();
        await expect(dialog).toHaveCount(0);
        await expect(page.locator('[data-ply]')).toHaveCount(8);
        await expectUncovered(page, page.getByTestId('turn'), 'the turn on the clock');
        await expectUncovered(page, page.getByTestId('clock-black'), "Black's clock");
        await expectUncovered(page, page.getByTestId('clock-white'), "White's clock");
        await expectUncovered(page, page.locator('[data-action="undo"]'), 'Undo on the clock');
        await expectUncovered(page, page.locator('[data-action="hint"]'), 'Hint on the clock');
      });
    });
  }
}
