import { expect, type Page, test } from './test';

const plies = (page: Page) => page.locator('[data-ply]').count();

async function newGame(page: Page, game: 'abacus' | 'abalone', white: string): Promise<void> {
  await page.locator('[data-action="new-game"]').click();
  const dialog = page.getByTestId('new-game');
  await dialog.getByLabel('Game', { exact: true }).selectOption(game);
  await dialog.getByLabel('Black', { exact: true }).selectOption('human');
  await dialog.getByLabel('White', { exact: true }).selectOption(white);
  await dialog.getByRole('button', { name: 'Start game' }).click();
  const confirm = page.getByTestId('confirm');
  if (await confirm.isVisible())
    await confirm.getByRole('button', { name: 'Start new game' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the computer (Easy) answers every move until the game ends or 30 plies pass', async ({
  page,
}) => {
  await newGame(page, 'abacus', 'easy');
  await expect(page.locator('[data-field="seat-white"]')).toHaveValue('easy');
  for (let ply = 0; ply < 30; ply += 2) {
    if (await page.getByRole('dialog').isVisible()) break;
    await expect(page.getByTestId('turn')).toContainText('Black');
    const before = await plies(page);
    // The first empty cell in board order: a legal placement, chosen without any rules here.
    await page.locator('[data-cell]:not([data-stone])').first().click();
    await expect.poll(() => plies(page), { timeout: 15_000 }).toBe(before + 2);
    await expect(page.getByTestId('board')).toHaveAttribute('data-last-by', 'computer');
    await expect(page.getByTestId('thinking')).toBeHidden();
  }
  // Every move answered: 30 plies, or the game over before them. (White's stones do not
  // count the answers: Easy may slide, which adds none.)
  if (!(await page.getByRole('dialog').isVisible())) expect(await plies(page)).toBe(30);
  expect(await page.locator('[data-stone="white"]').count()).toBeGreaterThan(0);
});

test('undo takes back the move and the reply; the hint marks a legal move', async ({ page }) => {
  await newGame(page, 'abalone', 'easy');
  await page.locator('[data-cell="c3"]').click();
  await page.locator('[data-cell="d3"]').click();
  await expect.poll(() => plies(page), { timeout: 15_000 }).toBe(2);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => plies(page)).toBe(0);
  await expect(page.locator('[data-cell="c3"]')).toHaveAttribute('data-stone', 'black');
  await expect(page.getByTestId('turn')).toContainText('Black');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => plies(page)).toBe(2);
  await expect(page.getByTestId('board')).toHaveAttribute('data-last-by', 'computer');
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByTestId('hint')).toContainText(/Hint: [a-i]\d[a-i]\d/, { timeout: 15_000 });
  await expect(page.locator('[data-hint="to"]').first()).toBeVisible();
});

// Six cores: one left to the page, and the cap of four is what shows.
test.describe(() => {
  test.use({ cores: 6 });
  test('Hard searches with a worker a core but one (at most four), on one shared table', async ({
    page,
  }) => {
    // The page is cross-origin isolated, so its workers can share the table (Lazy SMP).
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    const threads = await page.evaluate(() => Math.min(4, navigator.hardwareConcurrency - 1));
    await newGame(page, 'abalone', 'hard');
    await page.locator('[data-cell="c3"]').click();
    await page.locator('[data-cell="d3"]').click();
    await expect.poll(() => plies(page), { timeout: 20_000 }).toBe(2);
    await expect(page.getByTestId('board')).toHaveAttribute('data-last-by', 'computer');
    const aiWorkers = page.workers().filter((w) => /\/worker-[\w-]+\.js$/.test(w.url()));
    expect(threads).toBe(4);
    expect(aiWorkers).toHaveLength(threads);
  });
});
