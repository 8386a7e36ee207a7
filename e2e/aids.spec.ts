import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { cell, saveBoard } from './board';

async function newGame(page: Page, game: 'abacus' | 'abalone'): Promise<void> {
  await page.locator('[data-action="new-game"]').click();
  const dialog = page.getByTestId('new-game');
  await dialog.locator('[data-field="game"]').selectOption(game);
  await dialog.locator('[data-action="start-game"]').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('board')).toHaveAttribute('data-game', game);
}

async function settings(
  page: Page,
  choose: (dialog: ReturnType<Page['getByTestId']>) => Promise<void>,
) {
  await page.locator('[data-action="settings"]').click();
  const dialog = page.getByTestId('settings');
  await expect(dialog).toBeVisible();
  await choose(dialog);
  await dialog.locator('[data-action="close-settings"]').click();
  await expect(dialog).toHaveCount(0);
}

test('with Confirm always, an Abacus placement by mouse waits for Confirm, and is remembered', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await newGame(page, 'abacus');
  await settings(page, async (dialog) => {
    await dialog.locator('[data-field="confirm-moves"]').selectOption('always');
  });
  await cell(page, 'e5').click();
  await expect(page.getByTestId('move-preview')).toBeVisible();
  await expect(page.getByTestId('board-message')).toContainText('press Confirm');
  await expect(cell(page, 'e5')).not.toHaveAttribute('data-stone');
  await expect(page.getByTestId('board')).toHaveAttribute('data-turn', 'black');
  await saveBoard(page, testInfo, 'placement-waits');
  await page.locator('[data-action="confirm"]').click();
  await expect(cell(page, 'e5')).toHaveAttribute('data-stone', 'black');
  await expect(page.getByTestId('board')).toHaveAttribute('data-turn', 'white');
  await expect(page.getByTestId('move-list')).toContainText('e5');
  await expect(page.locator('[data-action="confirm"]')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('board')).toBeVisible();
  await cell(page, 'f6').click();
  await expect(cell(page, 'f6')).not.toHaveAttribute('data-stone');
  await cell(page, 'f6').click();
  await expect(cell(page, 'f6')).toHaveAttribute('data-stone', /black|white/);
});

// axe walks every board cell; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the wood board with high-contrast pieces and movable marks passes axe (${colorScheme})`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await newGame(page, 'abalone');
    await settings(page, async (dialog) => {
      await dialog.locator('[data-field="board-theme"]').selectOption('wood');
      await dialog.locator('[data-field="piece-style"]').selectOption('contrast');
      await dialog.locator('[data-field="show-movable"]').check();
    });
    const board = page.getByTestId('board');
    await expect(board).toHaveAttribute('data-board-theme', 'wood');
    await expect(board).toHaveAttribute('data-piece-style', 'contrast');
    await expect(page.locator('[data-movable]')).toHaveCount(14);
    // The sides differ beyond colour: a white piece carries a black dot, a black one none.
    const shine = (label: string) =>
      cell(page, label)
        .locator('.hx-shine')
        .evaluate((e) => [getComputedStyle(e).display, getComputedStyle(e).fill]);
    expect(await shine('i5')).toEqual(['inline', 'rgb(0, 0, 0)']);
    expect((await shine('a1'))[0]).toBe('none');
    await cell(page, 'c3').click();
    await expect(page.locator('[data-target]')).not.toHaveCount(0);
    await saveBoard(page, testInfo, `wood-contrast-${colorScheme}`);

    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`);
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}
