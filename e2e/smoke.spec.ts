import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('app shell loads and shows its title', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Hexplay');
  await expect(page.getByRole('heading', { level: 1, name: 'Hexplay' })).toBeVisible();
  const path = testInfo.outputPath('shell.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('shell', { path, contentType: 'image/png' });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`app shell has no serious or critical a11y violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hexplay' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`);
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}
