import { expect, type Page, test } from './test';
import { cell } from './board';
import { axe } from './axe';

declare global {
  interface Window {
    /** Everything the announcer said, in order, recorded by the init script below. */
    said?: string[];
    /** The theme on <html> when the document had been parsed, before the app ran. */
    themeAtParse?: string;
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.said = [];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.addedNodes) {
          const region = node.parentElement?.closest('[data-testid="announcer"]');
          if (region && node.textContent) window.said?.push(node.textContent);
        }
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      window.themeAtParse = document.documentElement.dataset.theme ?? 'none';
    });
  });
  await page.goto('/');
});

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

async function openSettings(page: Page) {
  await page.locator('[data-action="settings"]').click();
  const dialog = page.getByTestId('settings');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a chosen theme overrides the system’s, and is there from the first paint after a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.getByTestId('board')).toBeVisible();
  await expect.poll(() => background(page)).toBe('rgb(27, 29, 34)');
  const dialog = await openSettings(page);
  await dialog.locator('[data-field="theme"]').selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => background(page)).toBe('rgb(247, 245, 240)');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.reload();
  await expect.poll(() => page.evaluate(() => window.themeAtParse)).toBe('light');
  await expect(page.getByTestId('board')).toBeVisible();
  await expect.poll(() => background(page)).toBe('rgb(247, 245, 240)');

  const again = await openSettings(page);
  await expect(again.locator('[data-field="theme"]')).toHaveValue('light');
  await again.locator('[data-field="theme"]').selectOption('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.themeAtParse)).toBe('dark');
  await expect.poll(() => background(page)).toBe('rgb(27, 29, 34)');
});

test('sound is off at first; turned on it is remembered and moves play without errors', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const dialog = await openSettings(page);
  const sound = dialog.locator('[data-field="sound"]');
  await expect(sound).not.toBeChecked();
  await sound.check();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await cell(page, 'e5').click();
  await expect(page.locator('[data-ply]')).toHaveCount(1);
  await page.reload();
  await expect((await openSettings(page)).locator('[data-field="sound"]')).toBeChecked();
  expect(errors).toEqual([]);
});

test('the announcer says the person’s move and the computer’s reply, in notation and words', async ({
  page,
}) => {
  await page.locator('[data-action="new-game"]').click();
  const newGame = page.getByTestId('new-game');
  await newGame.getByLabel('Game', { exact: true }).selectOption('abalone');
  await newGame.getByLabel('Black', { exact: true }).selectOption('human');
  await newGame.getByLabel('White', { exact: true }).selectOption('easy');
  await newGame.getByRole('button', { name: 'Start game' }).click();
  const confirm = page.getByTestId('confirm');
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: /new game/i }).click();

  const announcer = page.getByTestId('announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  for (const c of ['a1', 'b2', 'c3']) await cell(page, c).click();
  await cell(page, 'd4').click();
  const said = () => page.evaluate(() => window.said ?? []);
  await expect.poll(said, { timeout: 15_000 }).toHaveLength(2);
  const [mine, reply] = await said();
  expect(mine).toBe('Move 1, a1b2: Black moves a1 b2 c3 in line to d4.');
  expect(reply).toMatch(/^Computer, move 2, [a-i]\d[a-i]\d([a-i]\d)?: White (moves|pushes) .+\.$/);
  await expect(announcer).toHaveText(reply);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Settings dialog passes axe (${theme} theme)`, async ({ page }) => {
    test.setTimeout(120_000);
    const dialog = await openSettings(page);
    await dialog.locator('[data-field="theme"]').selectOption(theme);
    const results = await axe(page).include('[data-testid="settings"]').analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`);
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}

test.describe('turn reminders ask for notifications only when turned on', () => {
  test('granted: the reminder is kept, across a reload', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    const dialog = await openSettings(page);
    const field = dialog.locator('[data-field="turn-reminder"]');
    await field.selectOption('1h');
    await expect(field).toHaveValue('1h');
    await expect(dialog.getByTestId('turn-reminder-refused')).toHaveCount(0);
    await page.reload();
    await expect((await openSettings(page)).locator('[data-field="turn-reminder"]')).toHaveValue(
      '1h',
    );
  });

  test('denied: reminders stay off, and the field says why', async ({ page }) => {
    // A browser that refuses, as one whose player blocked the site's notifications.
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'default' });
      Notification.requestPermission = async () => 'denied';
    });
    await page.reload();
    const dialog = await openSettings(page);
    const field = dialog.locator('[data-field="turn-reminder"]');
    await field.selectOption('15m');
    await expect(dialog.getByTestId('turn-reminder-refused')).toHaveAttribute(
      'data-reason',
      'denied',
    );
    await expect(field).toHaveValue('off');
  });
});
