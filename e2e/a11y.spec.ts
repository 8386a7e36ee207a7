import { expect, type Page, test } from './test';
import { inGameActions } from './menu';
import { axe } from './axe';

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`);
}

// axe walks every board cell twice here; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a game in play and its result dialog pass axe (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await page.locator('[data-action="new-game"]').click();
    const setup = page.getByTestId('new-game');
    await setup.getByLabel('Game', { exact: true }).selectOption('abalone');
    // A custom time control's fields, then a preset: the game is played on clocks.
    await setup.locator('[data-field="time-control"]').selectOption('custom');
    // The dialog itself must pass too.
    let blocking = await blockingViolations(page);
    expect(blocking, blocking.join('\n')).toEqual([]);
    await setup.locator('[data-field="time-control"]').selectOption('600+5');
    await setup.getByRole('button', { name: 'Start game' }).click();
    await expect(setup).toHaveCount(0);
    // Each side's first move is untimed: the clocks say they start after it.
    await expect(page.getByTestId('clocks-waiting')).toBeVisible();
    await page.locator('[data-cell="c3"]').click();
    await page.locator('[data-cell="d3"]').click();
    await page.locator('[data-cell="g5"]').click();
    await page.locator('[data-cell="g6"]').click();
    await expect(page.locator('[data-target]')).not.toHaveCount(0);
    blocking = await blockingViolations(page);
    expect(blocking, blocking.join('\n')).toEqual([]);

    // The game actions' sheet, open where the screen folds them, passes too.
    await inGameActions(page, async () => {
      blocking = await blockingViolations(page);
      expect(blocking, blocking.join('\n')).toEqual([]);
      await page.getByRole('button', { name: 'Resign', exact: true }).click();
    });
    await page.getByTestId('confirm').getByRole('button', { name: 'Resign' }).click();
    await expect(page.getByRole('dialog')).toContainText('White resigned');
    blocking = await blockingViolations(page);
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}

test('a dialog opens on its first control: Cancel first where the other button resigns', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('[data-action="new-game"]').click();
  await expect(page.getByTestId('new-game').locator('[data-field="game"]')).toBeFocused();
  await page.keyboard.press('Escape');
  await inGameActions(page, () => page.locator('[data-action="resign"]').click());
  await expect(page.getByTestId('confirm').locator('[data-action="cancel"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('confirm')).toHaveCount(0);
  await expect(page.getByTestId('result')).toHaveCount(0);
});
