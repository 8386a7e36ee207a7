import { expect, type Page, test } from './test';
import { cell } from './board';
import { inGameActions } from './menu';

const plies = (page: Page) => page.locator('[data-ply]').count();

test.beforeEach(async ({ page }) => {
  // Each test has a browser profile of its own, so the library starts empty.
  await page.goto('/');
});

test('against the computer (Easy), Undo takes back the move and the reply with no dialog', async ({
  page,
}) => {
  // The computer takes over White from the game actions, in the game already on screen.
  await inGameActions(page, () =>
    page.locator('[data-field="seat-white"]').selectOption('easy').then(),
  );
  await cell(page, 'e5').click();
  await expect.poll(() => plies(page), { timeout: 15_000 }).toBe(2);
  await expect(page.getByTestId('thinking')).toBeHidden();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => plies(page)).toBe(0);
  await expect(page.locator('[data-stone]')).toHaveCount(0);
  await expect(page.getByTestId('turn')).toContainText('Black to move');

  // A different move then: the computer answers it, and nothing is left to redo.
  await cell(page, 'a1').click();
  await expect.poll(() => plies(page), { timeout: 15_000 }).toBe(2);
  await expect(page.getByTestId('move-list')).toContainText('a1');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
});

test('continue from here forks a new game and keeps the original in Games', async ({ page }) => {
  for (const c of ['e5', 'a1', 'b2', 'c3']) await cell(page, c).click();
  await page.getByTestId('move-list').getByRole('button', { name: 'Move 1, White: a1' }).click();
  const viewing = page.getByTestId('viewing');
  await expect(viewing).toContainText('Viewing move 1, White (ply 2 of 4) —');
  await expect(viewing.getByRole('button', { name: 'back to the game' })).toHaveText('Back');

  await page.locator('[data-action="continue-from-here"]').click();
  await expect(viewing).toHaveCount(0);
  await expect(page.getByTestId('move-list').getByRole('button')).toHaveCount(2);
  await cell(page, 'd4').click();
  await expect(page.getByTestId('move-list')).toContainText('d4');

  await page.locator('[data-action="games"]').click();
  const games = page.getByTestId('games');
  // Both games are in the library: the fork with 3 plies, the original with its 4.
  const moves = games.locator('[data-field="moves"]');
  await expect(moves).toHaveCount(2);
  await expect(moves.filter({ hasText: '3 plies' })).toHaveCount(1);
  await expect(moves.filter({ hasText: '4 plies' })).toHaveCount(1);
});

test('after resigning, the result opens again from the status panel; rematch swaps colours', async ({
  page,
}) => {
  await inGameActions(page, async () => {
    await page.locator('[data-field="seat-white"]').selectOption('easy');
    await page.getByRole('button', { name: 'Resign', exact: true }).click();
  });
  await page.getByTestId('confirm').getByRole('button', { name: 'Resign' }).click();
  const result = page.getByTestId('result');
  await expect(result).toContainText('Black resigned.');
  await result.getByRole('button', { name: 'View board' }).click();
  await expect(result).toHaveCount(0);

  await page.locator('[data-action="show-result"]').click();
  await expect(result).toContainText('Black resigned.');
  await result.locator('[data-action="rematch-swap"]').click();
  await expect(result).toHaveCount(0);
  await expect(page.locator('[data-field="seat-black"]')).toHaveValue('easy');
  await expect(page.locator('[data-field="seat-white"]')).toHaveValue('human');
  // The computer now has Black, and opens the game.
  await expect.poll(() => plies(page), { timeout: 15_000 }).toBe(1);
  await expect(page.getByTestId('turn')).toContainText('White to move');
});

test.describe('the game actions', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fold into a sheet that "⋯" opens and Escape, Done or a tap outside closes', async ({
    page,
  }) => {
    const sheet = page.getByTestId('game-actions');
    const more = page.locator('[data-action="game-actions"]');
    await expect(sheet).toBeHidden();
    await expect(more).toHaveAccessibleName('Resign, draw, players and board');
    await more.click();
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('[data-action="resign"]')).toBeInViewport();
    await expect(sheet.locator('[data-field="seat-white"]')).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await more.click();
    await sheet.locator('[data-action="close-game-actions"]').click();
    await expect(sheet).toBeHidden();
    await more.click();
    await page.mouse.click(195, 60);
    await expect(sheet).toBeHidden();
    // Resigning from the sheet asks first, over a closed sheet.
    await more.click();
    await sheet.locator('[data-action="resign"]').click();
    await expect(page.getByTestId('confirm')).toBeVisible();
    await expect(sheet).toBeHidden();
  });

  test('stay in place under the moves on a tall screen, with no "⋯"', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect(page.getByTestId('game-actions')).toBeVisible();
    await expect(page.locator('[data-action="game-actions"]')).toBeHidden();
    await expect(page.locator('[data-action="close-game-actions"]')).toBeHidden();
  });
});
