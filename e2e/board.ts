import type { Page, TestInfo } from '@playwright/test';

/** A board cell by its label, as `data-cell` names it (`e5`). */
export const cell = (page: Page, label: string) => page.locator(`[data-cell="${label}"]`);

/** Attaches a screenshot of the board to the test's report. */
export async function saveBoard(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.getByTestId('board').screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
