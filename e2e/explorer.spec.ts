import { existsSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from './test';
import { cell } from './board';
import { seedGame } from './seed';
import { axe } from './axe';
import { openedAndPrecached } from './serviceWorker';

const corpus = new URL('../../shared/data/migs-2016-2017.apgn', import.meta.url);
/** The corpus's games, counted from the file itself when it is there. */
const CORPUS_GAMES = existsSync(corpus)
  ? readFileSync(corpus, 'utf8').match(/^\[Event /gm)!.length
  : 2589;

async function gamesShown(page: Page): Promise<number> {
  const counts = await page
    .getByTestId('explorer')
    .locator('[data-move]')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-games'))));
  return counts.reduce((a, b) => a + b, 0);
}

test('the explorer at the Belgian Daisy start counts every corpus game, and a move clicked is played', async ({
  page,
}) => {
  await page.goto('/');
  await seedGame(page, { game: 'abalone', n: 5, layout: 'belgian' });
  await page.locator('[data-action="analyse"]').click();
  const explorer = page.getByTestId('explorer');
  await expect(explorer.locator('[data-move]').first()).toBeVisible();
  await expect(explorer).toContainText('MiGs tournament games');
  expect(await gamesShown(page)).toBe(CORPUS_GAMES);
  // The columns are named.
  await expect(explorer.getByTestId('explorer-head').locator('[data-column]')).toHaveText([
    'Move',
    'Games',
    'Black wins / draws / White wins',
    'Avg. plies',
  ]);

  const top = explorer.locator('[data-move="a1b2"]');
  const played = Number(await top.getAttribute('data-games'));
  await expect(cell(page, 'a1')).toHaveAttribute('data-stone', 'black');
  await top.click();
  // a1b2 pushes the line a1-b2-c3 one step: a1 empties and d4 fills.
  await expect(cell(page, 'a1')).not.toHaveAttribute('data-stone');
  await expect(cell(page, 'd4')).toHaveAttribute('data-stone', 'black');
  // At the end of the game it is the game's move, which Undo takes back.
  const list = page.getByTestId('move-list');
  await expect(list.locator('[data-ply="1"]')).toContainText('a1b2');
  await expect(list.getByTestId('variation')).toHaveCount(0);
  await expect(page.locator('[data-action="undo"]')).toBeEnabled();
  await expect.poll(() => gamesShown(page)).toBe(played);

  // By keyboard: Tab reaches a row, Enter plays it, into the game as well.
  const reply = explorer.locator('[data-move]').first();
  const answer = await reply.getAttribute('data-move');
  await reply.focus();
  await page.keyboard.press('Enter');
  await expect(list.locator('[data-ply="2"]')).toContainText(answer!);

  // At an earlier move, a move clicked starts a side line.
  await list.locator('[data-ply="1"]').click();
  // The rows follow the board when there is time: wait for those of the move viewed.
  await expect(explorer.locator(`[data-move="${answer}"]`)).toBeVisible();
  const other = explorer.locator(`[data-move]:not([data-move="${answer}"])`).first();
  const side = await other.getAttribute('data-move');
  await other.click();
  await expect(list.getByTestId('variation')).toContainText(side!);
  await expect(page.locator('[data-action="undo"]')).toBeEnabled();
});

test('every move listed leads to its games: one game played, one game listed', async ({ page }) => {
  await page.goto('/');
  await seedGame(page, {
    game: 'abalone',
    n: 5,
    layout: 'belgian',
    moves: ['i9h8', 'i6h6', 'i8h7'],
  });
  await page.locator('[data-action="analyse"]').click();
  const explorer = page.getByTestId('explorer');
  const single = explorer.locator('[data-move][data-games="1"]').first();
  await single.click();
  await expect(explorer.getByTestId('explorer-no-moves')).toBeVisible();
  await expect(explorer.locator('[data-explorer-game]')).toHaveCount(1);
  await expect(explorer).not.toContainText('No game of the explorer reached this position');
});

test('at 1366×768 the explorer shows eight moves at once', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await seedGame(page, { game: 'abalone', n: 5, layout: 'belgian' });
  await page.locator('[data-action="analyse"]').click();
  const rows = page.getByTestId('explorer').locator('[data-move]');
  await expect(rows.nth(7)).toBeAttached();
  // Scrolled to the explorer, as one would to read it: its first eight moves show whole.
  await page.getByTestId('explorer').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  for (let i = 0; i < 8; i++) await expect(rows.nth(i)).toBeInViewport({ ratio: 1 });
});

test('a game of the explorer opens in the analysis board at the position', async ({ page }) => {
  await page.goto('/');
  await seedGame(page, { game: 'abalone', n: 5, layout: 'belgian', moves: ['a1b2', 'i5h5'] });
  await page.locator('[data-action="analyse"]').click();
  const game = page.getByTestId('explorer').locator('[data-explorer-game]').first();
  await game.click();
  // The new game is viewed two moves in, with the rest of its moves after.
  const list = page.getByTestId('move-list');
  await expect(list.locator('[data-ply="3"]')).toHaveCount(1);
  await expect(list.locator('[data-ply="2"]')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('explorer').locator('[data-move]').first()).toBeVisible();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline after one visit: the explorer and its games come from the precache', async ({
    page,
    context,
  }) => {
    await openedAndPrecached(page);
    await seedGame(page, { game: 'abalone', n: 5, layout: 'belgian', moves: ['a1b2', 'i5h5'] });
    await context.setOffline(true);
    await page.reload();
    await page.locator('[data-action="analyse"]').click();
    const explorer = page.getByTestId('explorer');
    await expect(explorer.locator('[data-move]').first()).toBeVisible();
    await explorer.locator('[data-explorer-game]').first().click();
    await expect(page.getByTestId('move-list').locator('[data-ply="3"]')).toHaveCount(1);
    await context.setOffline(false);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the explorer passes axe (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await seedGame(page, { game: 'abalone', n: 5, layout: 'belgian', moves: ['a1b2'] });
    await page.locator('[data-action="analyse"]').click();
    await expect(
      page.getByTestId('explorer').locator('[data-explorer-game]').first(),
    ).toBeVisible();
    const results = await axe(page).include('[data-testid="explorer"]').analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`);
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}

for (const [width, height] of [
  [320, 568],
  [568, 320],
]) {
  test(`the explorer fits a phone at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await seedGame(page, { game: 'abalone', n: 5, layout: 'belgian' });
    await page.locator('[data-action="analyse"]').click();
    const row = page.getByTestId('explorer').locator('[data-move]').first();
    await row.scrollIntoViewIfNeeded();
    await expect(row).toBeVisible();
    // Nothing of the explorer spills out of it, or off the screen.
    const spilt = await page.getByTestId('explorer').evaluate((panel, screen) => {
      const { left, right } = panel.getBoundingClientRect();
      return [...panel.querySelectorAll('*')]
        .map((el) => el.getBoundingClientRect())
        .filter(
          (r) =>
            r.width > 0 &&
            (r.left < Math.max(0, left) - 0.5 || r.right > Math.min(right, screen) + 0.5),
        ).length;
    }, width);
    expect(spilt).toBe(0);
  });
}
