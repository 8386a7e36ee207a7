import { expect, type Page, test } from '@playwright/test';
import { cell } from './board';

/** The moves in the move list, one button per ply. */
const moveList = (page: Page) => page.getByTestId('move-list').locator('[data-ply]');

/** A link of this build to the game on screen, from the Share dialog. */
async function shareLink(page: Page): Promise<string> {
  await page.locator('[data-action="records"]').click();
  // The link is worked out after the dialog is drawn.
  await expect(page.getByTestId('share-link')).not.toHaveValue('');
  const link = await page.getByTestId('share-link').inputValue();
  await page.keyboard.press('Escape');
  return link;
}

test.describe('links', () => {
  test('a damaged link is refused as damaged, and the game on screen stays', async ({ page }) => {
    await page.goto('/');
    await cell(page, 'e5').click();
    await cell(page, 'd4').click();
    const link = await shareLink(page);
    await page.locator('[data-action="new-game"]').click();
    await page.getByTestId('new-game').getByRole('button', { name: 'Start game' }).click();
    await cell(page, 'c3').click();
    // One character of the move code changed: without the check, another legal game.
    const damaged = link.replace(/moves=2\.(.)/, (m, ch: string) =>
      m.replace(/.$/, ch === 'A' ? 'B' : 'A'),
    );
    await page.goto(damaged);
    await expect(page.getByTestId('notice')).toContainText('damaged');
    await expect(cell(page, 'c3')).toHaveAttribute('data-stone', 'black');
    await expect(moveList(page)).toHaveCount(1);
  });

  test('a link made before checks opens, with a note that it could not be checked', async ({
    page,
  }) => {
    await page.goto('/#hexplay=1&game=abacus.5.standard');
    await expect(page.getByTestId('notice')).toContainText('without a check');
  });
});

test.describe('a preference that crashes the page', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      // A build that cannot draw the board in the dark theme: its first effect throws.
      const add = window.addEventListener.bind(window);
      window.addEventListener = ((type: string, ...rest: unknown[]) => {
        const prefs = JSON.parse(localStorage.getItem('hexplay.prefs') ?? '{}') as {
          theme?: string;
        };
        if (type === 'pointerdown' && prefs.theme === 'dark') throw new Error('dark broke');
        return (add as (...a: unknown[]) => void)(type, ...rest);
      }) as typeof window.addEventListener;
    });
    await page.goto('/');
    await cell(page, 'e5').click();
    await expect(moveList(page)).toHaveCount(1);
    await page.evaluate(() => localStorage.setItem('hexplay.prefs', '{"theme":"dark"}'));
    await page.reload();
    await expect(page.getByTestId('crash')).toContainText('dark broke');
  });

  test('Start a fresh game resets the preferences, as the crash screen says', async ({ page }) => {
    const crash = page.getByTestId('crash');
    await expect(crash).toContainText('resets your preferences');
    await crash.locator('[data-action="recover"]').click();
    await expect(page.getByTestId('board')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('hexplay.prefs'))).toBeNull();
    await page.reload();
    await expect(page.getByTestId('board')).toBeVisible();
    await expect(page.getByTestId('crash')).toHaveCount(0);
  });

  test('reloading: a fresh game crashes too, so the preferences reset and the game returns', async ({
    page,
  }) => {
    await page.getByTestId('crash').locator('[data-action="reload"]').click();
    await expect(page.getByTestId('crash')).toBeVisible();
    await page.getByTestId('crash').locator('[data-action="reload"]').click();
    await expect(page.getByTestId('notice')).toContainText('preferences');
    await expect(cell(page, 'e5')).toHaveAttribute('data-stone', 'black');
    await page.locator('[data-action="games"]').click();
    await expect(page.getByTestId('games').locator('[data-game-id]')).toHaveCount(1);
    await expect(page.getByTestId('games').locator('[data-quarantine-id]')).toHaveCount(0);
  });
});

test.describe('storage', () => {
  test('a browser that denies the site its storage: the game plays, and the banner says why', async ({
    page,
  }) => {
    // As Firefox does with site data blocked: reaching indexedDB throws.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await expect(page.getByTestId('storage-banner')).toContainText('denies the site its storage');
    await cell(page, 'e5').click();
    await expect(moveList(page)).toHaveCount(1);
    await expect(page.getByTestId('crash')).toHaveCount(0);
  });

  test('an IndexedDB that breaks as it opens: the game plays, and the banner says so', async ({
    page,
  }) => {
    // An open request that is not one: reading it throws inside the library's opening.
    await page.addInitScript(() => {
      const broken = { addEventListener() {}, removeEventListener() {} };
      Object.defineProperty(window, 'indexedDB', { value: { open: () => broken } });
    });
    await page.goto('/');
    await expect(page.getByTestId('storage-banner')).toContainText('storage failed');
    await cell(page, 'e5').click();
    await expect(moveList(page)).toHaveCount(1);
    await expect(page.getByTestId('crash')).toHaveCount(0);
  });
});
