import { expect, test } from './test';
import { seedGame } from './seed';
import { controlledByServiceWorker, openedAndPrecached } from './serviceWorker';

// What these tests check is the service worker's, which the config blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

test('installable: the manifest names the app and its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest.short_name).toBe('Hexplay');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
    ['Continue last game', './?open=continue'],
    ['New game', './?open=new-game'],
    ['Daily puzzle', './?open=daily-puzzle'],
    ['Games', './?open=games'],
  ]);
  // Chromium's own installability check, as the browser runs it before offering Install;
  // a test's browser context is incognito, which the check names and the app cannot change.
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== 'in-incognito'),
    )
    .toEqual([]);
});

test('a shortcut of the installed app opens what it names, once', async ({ page }) => {
  await page.goto('/?open=games');
  await expect(page.getByTestId('games')).toBeVisible();
  // The address forgets it: a reload shows the game alone.
  expect(new URL(page.url()).search).toBe('');
  await page.reload();
  await expect(page.getByTestId('board')).toBeVisible();
  await expect(page.getByTestId('games')).toHaveCount(0);
});

test('offline after one visit: the app loads and a move gets the computer’s reply', async ({
  page,
  context,
}) => {
  await openedAndPrecached(page);
  await seedGame(page, { game: 'abacus', n: 5, white: 'easy' });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('board')).toBeVisible();
  await page.locator('[data-cell="e5"]').click();
  await expect(page.getByTestId('move-list').getByRole('button')).toHaveCount(2, {
    timeout: 15_000,
  });
  await context.setOffline(false);
});

const RECORD =
  '[Game "Abacus"]\n[Size "5"]\n[Black "Ann"]\n[White "Bob"]\n[Result "*"]\n\n1. e5 d4 *\n';

test('a record file shared to the app opens in Import, read by the service worker', async ({
  page,
}) => {
  await controlledByServiceWorker(page);
  // The share sheet posts the file as a form, as the manifest's share_target says.
  await page.evaluate((record) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.enctype = 'multipart/form-data';
    form.action = './share-target';
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'records';
    const files = new DataTransfer();
    files.items.add(new File([record], 'shared.apgn', { type: 'application/x-apgn' }));
    input.files = files.files;
    form.append(input);
    document.body.append(form);
    form.submit();
  }, RECORD);
  const dialog = page.getByTestId('import');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-field="import-text"]')).toHaveValue(RECORD);
  expect(new URL(page.url()).search).toBe('');
  await dialog.locator('[data-action="import-confirm"]').click();
  await expect(page.getByTestId('move-list').locator('[data-ply]')).toHaveCount(2);
});

test('a record file opened with the app ("Open with Hexplay") opens in Import', async ({
  page,
}) => {
  // The launch queue as Chromium gives an installed app a file it was opened with.
  await page.addInitScript((record) => {
    const file = new File([record], 'opened.apgn', { type: 'application/x-apgn' });
    Object.defineProperty(window, 'launchQueue', {
      value: {
        setConsumer: (take: (p: unknown) => void) =>
          take({ files: [{ getFile: async () => file }] }),
      },
    });
  }, RECORD);
  await page.goto('/');
  const dialog = page.getByTestId('import');
  await expect(dialog.locator('[data-field="import-text"]')).toHaveValue(RECORD);
});
