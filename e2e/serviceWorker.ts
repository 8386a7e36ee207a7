import { expect, type Page } from '@playwright/test';

/**
 * Opens the app and waits until its service worker is installed: it installs once the page
 * has loaded, precaching the whole app, and serves the next load.
 */
export async function openedAndPrecached(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * Opens the app and waits until its service worker controls the page, as in an installed
 * app: the worker installs once the page has loaded, and controls it from the next load on.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await openedAndPrecached(page);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}
