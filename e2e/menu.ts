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

/**
 * Runs `act` on the game actions (resign, draw, seats, flip, board settings), opening
 * their sheet first where the screen folds them behind "⋯" and closing it after, if
 * `act` left it open.
 */
export async function inGameActions(page: Page, act: () => Promise<void>): Promise<void> {
  const open = page.locator('[data-action="game-actions"]');
  await page.locator('[data-action="resign"]').waitFor({ state: 'attached' });
  const folded = await open.isVisible();
  if (folded) await open.click();
  await act();
  const close = page.locator('[data-action="close-game-actions"]');
  if (folded && (await close.isVisible())) await close.click();
}
