import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
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
    await page.getByLabel('Game', { exact: true }).selectOption('abalone');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('[data-cell="c3"]').click();
    await page.locator('[data-cell="d3"]').click();
    await page.locator('[data-cell="g5"]').click();
    await page.locator('[data-cell="g6"]').click();
    await expect(page.locator('[data-target]')).not.toHaveCount(0);
    let blocking = await blockingViolations(page);
    expect(blocking, blocking.join('\n')).toEqual([]);

    await page.getByRole('button', { name: 'Resign' }).click();
    await page.getByTestId('confirm').getByRole('button', { name: 'Resign' }).click();
    await expect(page.getByRole('dialog')).toContainText('White resigned');
    blocking = await blockingViolations(page);
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}
