import type { Page } from '@playwright/test';

/**
 * Clicks one of the masthead's tools, opening the Menu first where the screen folds them
 * behind it (phones, tablets, short screens). The tool is waited for first: the loading
 * screen's masthead has a Menu too, without the game's tools.
 */
export async function clickTool(page: Page, action: string): Promise<void> {
  const tool = page.locator(`[data-action="${action}"]`);
  await tool.waitFor({ state: 'attached' });
  if (!(await tool.isVisible())) await page.locator('[data-action="menu"]').click();
  await tool.click();
}
