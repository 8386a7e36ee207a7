import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { clickTool } from './menu';

/** Opens Share / Export and downloads the game on screen as APGN: the record's text. */
export async function downloadRecord(page: Page): Promise<string> {
  await clickTool(page, 'records');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('share').locator('[data-action="export"]').click(),
  ]);
  return readFile(await download.path(), 'utf8');
}
