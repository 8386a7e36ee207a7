import type { Page } from '@playwright/test';

/**
 * Clicks one of the masthead's tools, opening the Menu first where the screen folds them
 * behind it (phones, tablets, short screens).
 */
export async function clickTool(page: Page, action: string): Promise<void> {
  const menu = page.locator('[data-action="menu"]');
  if (await menu.isVisible()) await menu.click();
  await page.locator(`[data-action="${action}"]`).click();
}
