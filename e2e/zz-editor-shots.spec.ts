import { test } from '@playwright/test';

test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.locator('[data-action="editor"]').click();
  const editor = page.getByTestId('editor');
  await editor.locator('[data-field="editor-game"]').selectOption('abalone');
  await editor.locator('[data-action="editor-start"]').click();
  await editor.locator('[data-field="editor-off-white"]').fill('3');
  await editor.locator('[data-cell="e5"]').click();
  await page.screenshot({ path: '/tmp/editor-shot-1.png' });
  await editor.locator('[data-action="editor-flip"]').click();
  await editor.locator('[data-cell="e5"]').click();
  await page.screenshot({ path: '/tmp/editor-shot-2.png' });
  await editor.locator('[data-action="editor-play"]').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/editor-shot-3.png' });
  await page.setViewportSize({ width: 400, height: 800 });
  await page.locator('[data-action="editor"]').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/editor-shot-4.png', fullPage: true });
});
