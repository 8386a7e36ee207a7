import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, expect, type FrameLocator, type Page, test } from './test';
import { cell } from './board';
import { seedGame } from './seed';
import { controlledByServiceWorker } from './serviceWorker';
import { axe } from './axe';

/** Opens Share and waits for the game's link and its embed snippet. */
async function shared(page: Page): Promise<{ link: string; embed: string }> {
  await page.locator('[data-action="records"]').click();
  const share = page.getByTestId('share');
  const embed = share.locator('[data-field="embed"]');
  await expect(embed).toHaveValue(/^<iframe /);
  return {
    link: await share.getByTestId('share-link').inputValue(),
    embed: await embed.inputValue(),
  };
}

const srcOf = (snippet: string): string => {
  const src = /src="([^"]+)"/.exec(snippet)?.[1];
  if (!src) throw new Error(`no src in ${snippet}`);
  return src.replace(/&amp;/g, '&');
};

/**
 * A page of another origin (localhost and a port of its own, where the app is 127.0.0.1)
 * whose body is `html`: the site that frames the viewer, or tries to frame the app.
 */
async function otherSite(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><title>Another site</title><body>${html}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/`, server };
}

/** A context of its own, with no storage of the app's: what a stranger's browser brings. */
async function stranger(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`);
}

const plyOf = (viewer: FrameLocator | Page) => viewer.getByTestId('viewer');

test('Share offers an iframe of the viewer, which another site frames and steps through', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await seedGame(page, {
    game: 'abalone',
    n: 5,
    layout: 'belgian',
    moves: ['a1b2', 'i5h5'],
  });
  const { link, embed } = await shared(page);
  // The Share dialog with its new field passes axe too.
  const blocking = await blockingViolations(page);
  expect(blocking, blocking.join('\n')).toEqual([]);
  const src = srcOf(embed);
  expect(src).toBe(link.replace(/^(.*\/)[^/#]*#/, '$1viewer.html#'));
  expect(embed).toMatch(/title="Abalone game, Hexplay viewer"/);

  const site = await otherSite(embed);
  try {
    const visitor = await stranger(browser);
    await visitor.goto(site.url);
    const viewer = visitor.frameLocator('iframe');
    await expect(plyOf(viewer)).toHaveAttribute('data-at', '2');
    await expect(plyOf(viewer)).toHaveAttribute('data-game', 'abalone');
    await expect(viewer.locator('[data-stone]')).toHaveCount(28);
    await viewer.locator('[data-action="viewer-first"]').click();
    await expect(plyOf(viewer)).toHaveAttribute('data-at', '0');
    await viewer.locator('[data-action="viewer-next"]').click();
    await expect(plyOf(viewer)).toHaveAttribute('data-at', '1');
    await expect(viewer.locator('[data-ply="1"]')).toHaveAttribute('aria-current', 'step');
    // The keys work once the frame has the focus, as a reader's click gives it.
    await viewer.locator('[data-action="viewer-next"]').press('ArrowRight');
    await expect(plyOf(viewer)).toHaveAttribute('data-at', '2');
    await viewer.locator('[data-action="viewer-next"]').press('Home');
    await expect(plyOf(viewer)).toHaveAttribute('data-at', '0');
    await viewer.locator('[data-action="viewer-next"]').press('End');
    await expect(plyOf(viewer)).toHaveAttribute('data-at', '2');
    await viewer.locator('[data-action="viewer-next"]').press('ArrowLeft');
    await expect(plyOf(viewer)).toHaveAttribute('data-at', '1');
    await viewer.locator('[data-action="viewer-prev"]').click();
    await expect(plyOf(viewer)).toHaveAttribute('data-at', '0');
    await viewer.locator('[data-action="viewer-last"]').click();
    await expect(plyOf(viewer)).toHaveAttribute('data-at', '2');
    await viewer.locator('[data-ply="1"]').click();
    await expect(plyOf(viewer)).toHaveAttribute('data-at', '1');
    await expect(viewer.getByTestId('viewer-status')).toContainText('Move 1 of 2');

    const flip = viewer.locator('[data-action="viewer-flip"]');
    await flip.click();
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    await expect(viewer.getByTestId('board')).toHaveAttribute('data-flipped', '');

    const open = viewer.locator('[data-action="open-in-hexplay"]');
    await expect(open).toHaveAttribute('href', link);
    await expect(open).toHaveAttribute('target', '_blank');
    // Nothing of the app: no New game, no library.
    await expect(viewer.locator('[data-action="new-game"], [data-action="games"]')).toHaveCount(0);
    await visitor.context().close();
  } finally {
    site.server.close();
  }
});

test('the app refuses to be framed by another site; the viewer alone may be', async ({
  browser,
  request,
}) => {
  const app = await request.get('/');
  expect(app.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(app.headers()['x-frame-options']).toBe('DENY');
  const viewerPage = await request.get('/viewer.html');
  expect(viewerPage.headers()['content-security-policy']).toBe('frame-ancestors *');
  expect(viewerPage.headers()['x-frame-options']).toBeUndefined();

  const base = new URL(app.url());
  // The frame's load event fires for a refused frame too (with the browser's error page),
  // so the host page marks it, and no wait depends on time.
  const site = await otherSite(
    `<iframe title="app" src="${base.origin}/" onload="document.body.dataset.app = 'loaded'"></iframe>` +
      `<iframe title="viewer" src="${base.origin}/viewer.html"></iframe>`,
  );
  try {
    const visitor = await stranger(browser);
    await visitor.goto(site.url);
    await expect(visitor.locator('body')).toHaveAttribute('data-app', 'loaded');
    // The viewer drew its page (here: that it was opened without a game)…
    await expect(
      visitor.frameLocator('iframe[title="viewer"]').getByTestId('viewer-error'),
    ).toHaveAttribute('data-code', 'empty');
    // …where the app's frame holds no page of the app.
    await expect(visitor.frameLocator('iframe[title="app"]').locator('#root')).toHaveCount(0);
    await visitor.context().close();
  } finally {
    site.server.close();
  }
});

const BAD_LINKS: readonly (readonly [string, string])[] = [
  ['', 'empty'],
  ['#game=abalone.5.belgian', 'not-link'],
  ['#hexplay=1&game=abalone.5.belgian&moves=2.AA&check=AAAA', 'damaged'],
  ['#hexplay=9&game=abalone.5.belgian', 'unreadable'],
  ['#hexplay=1&game=chess.8.standard', 'unreadable'],
];

for (const [hash, code] of BAD_LINKS) {
  test(`a bad link (${code}: '${hash}') gets a clear error, not a blank page`, async ({ page }) => {
    await page.goto(`/viewer.html${hash}`);
    const error = page.getByTestId('viewer-error');
    await expect(error).toHaveAttribute('data-code', code);
    await expect(error.getByRole('heading')).toHaveText('This game cannot be shown');
    await expect(error).toHaveAttribute('role', 'alert');
  });
}

test('an Abacus game in German: every word translated, nothing stored', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  for (const label of ['e5', 'd4', 'c3']) await cell(page, label).click();
  await expect(page.getByTestId('move-list').locator('[data-ply]')).toHaveCount(3);
  const { embed } = await shared(page);

  const visitor = await stranger(browser);
  await visitor.goto(srcOf(embed).replace('viewer.html#', 'viewer.html?lang=de&theme=dark#'));
  await expect(plyOf(visitor)).toHaveAttribute('data-game', 'abacus');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
  await expect(visitor.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(visitor.locator('[data-action="viewer-next"]')).toHaveAttribute(
    'aria-label',
    'Nächster Zug',
  );
  await expect(visitor.locator('[data-action="open-in-hexplay"]')).toHaveText('In Hexplay öffnen');
  await visitor.locator('[data-action="viewer-first"]').click();
  await expect(visitor.getByTestId('viewer-status')).toContainText('Anfangsstellung');
  await visitor.keyboard.press('ArrowRight');
  await expect(plyOf(visitor)).toHaveAttribute('data-at', '1');
  await expect(visitor.locator('[data-stone]')).toHaveCount(1);
  const text = await visitor.locator('body').innerText();
  for (const english of ['Move', 'Start', 'Flip', 'Open', 'to move', 'Black', 'White'])
    expect(text).not.toContain(english);

  const stored = await visitor.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).length,
    worker: navigator.serviceWorker.controller !== null,
  }));
  expect(stored).toEqual({ local: 0, session: 0, databases: 0, worker: false });
  await visitor.context().close();
});

/** Links as the app makes them, written out: a link once shared must open for good. */
const LINKS = {
  abalone: 'hexplay=1&game=abalone.5.belgian&moves=12.AIQVbftx3fBg4&check=D3ZSkz',
  abacus: 'hexplay=1&game=abacus.4.standard&moves=9.AHOVcGuew&check=DR10D4',
} as const;

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('where the app is installed, its service worker serves the viewer, not the app', async ({
    page,
  }) => {
    await controlledByServiceWorker(page);
    // The app offers to be installed; a framed game on another site does not.
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    for (const query of ['', '?lang=it']) {
      await page.goto(`/viewer.html${query}#${LINKS.abacus}`);
      await expect(plyOf(page)).toHaveAttribute('data-game', 'abacus');
      await expect(page.locator('#root')).toHaveCount(0);
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    }
    await expect(page.locator('[data-action="open-in-hexplay"]')).toHaveText('Apri in Hexplay');
  });
});

test('another game put after the # is shown in its place', async ({ page }) => {
  await page.goto(`/viewer.html#${LINKS.abalone}`);
  await expect(plyOf(page)).toHaveAttribute('data-game', 'abalone');
  await page.evaluate((hash) => (location.hash = hash), LINKS.abacus);
  await expect(plyOf(page)).toHaveAttribute('data-game', 'abacus');
  await expect(plyOf(page)).toHaveAttribute('data-plies', '9');
});

const SIZES = [
  { width: 320, height: 568, game: 'abalone' },
  { width: 568, height: 320, game: 'abalone' },
  { width: 1920, height: 1080, game: 'abacus' },
] as const;

// axe walks every board cell; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

for (const colorScheme of ['light', 'dark'] as const) {
  for (const { width, height, game } of SIZES) {
    test(`the viewer of ${game} at ${width}×${height} (${colorScheme}) fits and passes axe`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.goto(`/viewer.html#${LINKS[game]}`);
      await expect(plyOf(page)).toHaveAttribute('data-game', game);
      await page.locator('[data-action="viewer-first"]').click();
      await expect(plyOf(page)).toHaveAttribute('data-at', '0');
      for (const part of ['board', 'viewer-moves', 'viewer-status'])
        await expect(page.getByTestId(part)).toBeInViewport();
      await expect(page.locator('[data-action="viewer-last"]')).toBeInViewport();
      await expect(page.locator('[data-action="open-in-hexplay"]')).toBeInViewport();
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(sideways).toBe(false);
      const blocking = await blockingViolations(page);
      expect(blocking, blocking.join('\n')).toEqual([]);
    });
  }
}
