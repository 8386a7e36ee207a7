import { expect, test } from './test';
import { loadAllGames } from '../src/games';
import { longGame } from '../scripts/long-game';
import { seedGame } from './seed';

// The game is made with the games' own rules, as the app plays it.
test.beforeAll(() => loadAllGames());

// The trace's DOM snapshots of 10,000 move buttons would cost more than the app does.
test.use({ trace: 'off' });

test('a 10,000-ply game opens: the page frame first, then the whole game', async ({
  page,
}, testInfo) => {
  // Making the game runs the engine under Playwright's TypeScript loader, which is slow.
  test.setTimeout(180_000);
  const moves = longGame(10_000);
  await page.goto('/');
  await expect(page.getByTestId('board')).toBeVisible();
  const started = Date.now();
  await seedGame(page, { game: 'abalone', n: 5, moves });
  // Role queries walk the accessibility tree, slow over 10,000 buttons: find by data. The
  // title alone would not do: index.html paints it before the app runs.
  await expect(page.locator('[data-action="new-game"]')).toBeVisible();
  const frame = Date.now() - started;
  await expect(page.getByTestId('board')).toHaveAttribute('data-game', 'abalone', {
    timeout: 20_000,
  });
  // By its ply, not by role: computing roles over 10,000 buttons takes Playwright minutes.
  await expect(page.locator(`[data-ply="${moves.length}"]`)).toHaveText(moves[moves.length - 1], {
    timeout: 30_000,
  });
  const loaded = Date.now() - started;
  testInfo.annotations.push({
    type: 'timing',
    description: `frame ${frame} ms, game ${loaded} ms`,
  });
  console.log(`10,000-ply game: page frame after ${frame} ms, whole game after ${loaded} ms`);
  await page.locator('[data-cell="e5"]').focus();
  await expect(page.getByTestId('turn')).toContainText('Black to move');
});
