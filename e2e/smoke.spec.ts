import { expect, test } from './test';
import { axe } from './axe';

test('app shell loads and shows its title', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Hexplay');
  await expect(page.locator('[data-testid="board"]')).toBeVisible();
  // The page index.html paints first is replaced, not kept beside the app.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Hexplay' })).toBeVisible();
  await expect(page.locator('[data-testid="startup-late"]')).toHaveCount(0);
  const path = testInfo.outputPath('shell.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('shell', { path, contentType: 'image/png' });
});

test('before any script runs the page shows the title, and a reload hint if it never starts', async ({
  page,
}) => {
  // The app's scripts never arrive: what shows is the page index.html holds.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hexplay' })).toBeVisible();
  const late = page.locator('[data-testid="startup-late"]');
  await expect(late).toBeHidden();
  // The hint's delay is a CSS animation; finishing it is the wait, without the seconds.
  await late.evaluate((element) => element.getAnimations().forEach((a) => a.finish()));
  await expect(late).toBeVisible();
  await expect(late).toHaveText(/reload the page/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`app shell has no serious or critical a11y violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    // The app's page, not the one index.html paints before the scripts run.
    await expect(page.locator('[data-testid="board"]')).toBeVisible();
    const results = await axe(page).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`);
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}

test('the first frame’s scripts are preloaded and ask to be compiled as they load', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module"[^>]*src="\.\/([^"]+)"/.exec(html)?.[1];
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\.\/([^"]+)"/g)].map(
    (m) => m[1],
  );
  expect(entry).toBeDefined();
  // The app is one file, not the dozen that the lazy dialogs' sharing would split it into,
  // beside what the viewer shares with it (src/viewer) and the bundler's runtime.
  expect(preloaded.length).toBeGreaterThanOrEqual(1);
  expect(preloaded.length).toBeLessThanOrEqual(3);
  for (const file of [entry, ...preloaded]) {
    const code = await (await request.get(`/${file}`)).text();
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  }
  // A chunk loaded later (a dialog) is compiled lazily as usual.
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto('/');
  await page.locator('[data-action="new-game"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const dialog = scripts.find((url) => /NewGameDialog-/.test(url));
  expect(dialog).toBeDefined();
  const code = await (await request.get(dialog!)).text();
  expect(code.startsWith('//# allFunctionsCalledOnLoad')).toBe(false);
});
