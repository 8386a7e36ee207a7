import { expect, type Page, test } from './test';
import { axe } from './axe';

const diagram = (page: Page, id: string) => page.locator(`[data-diagram="${id}"]`);
const cellOf = (scope: ReturnType<Page['locator']>, label: string) =>
  scope.locator(`[data-cell="${label}"]`);

test('the rules open from the header, and a diagram can be played', async ({ page }, testInfo) => {
  test.slow();
  await page.goto('/');
  const rules = page.locator('[data-action="rules"]');
  await rules.click();
  const dialog = page.getByTestId('learn');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Abacus', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const place = diagram(page, 'abacus-place');
  await cellOf(place, 'a1').click();
  await expect(place.getByTestId('try-message')).toHaveText(
    'That is legal, but not the move shown.',
  );
  await cellOf(place, 'e5').click();
  await expect(place.getByTestId('try-message')).toContainText('Well done!');
  await expect(cellOf(place, 'e5')).toHaveAttribute('data-stone', 'black');

  const c4 = diagram(page, 'abacus-c4');
  await c4.getByRole('button', { name: 'Try c4f4' }).click();
  await expect(c4.getByTestId('illegal-reason')).toContainText('blocked at e4');

  const path = testInfo.outputPath('rules.png');
  await page.screenshot({ path });
  await testInfo.attach('rules', { path, contentType: 'image/png' });

  // The boards are the app's own, checked by a11y.spec.ts; their cells would make axe crawl.
  const results = await axe(page)
    .include('[data-testid="learn"]')
    .exclude('[data-testid="board"]')
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`);
  expect(blocking, blocking.join('\n')).toEqual([]);

  await dialog.getByRole('tab', { name: 'Abalone', exact: true }).click();
  const push = diagram(page, 'abalone-sumito32');
  for (const label of ['e2', 'e3', 'e4', 'e5']) await cellOf(push, label).click();
  await expect(push.getByTestId('try-message')).toContainText('Well done!');
  await expect(cellOf(push, 'e7')).toHaveAttribute('data-stone', 'white');
  await expect(page.locator('[data-layout]')).toHaveCount(13);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rules).toBeFocused();
});

test('the first-visit card starts the tutorial, which asks for each move', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('learn-card');
  await expect(card).toContainText('New to Abacus?');
  await card.getByRole('button', { name: 'Start the tutorial' }).click();
  const dialog = page.getByTestId('learn');
  await expect(dialog.getByText('Step 1 of 6')).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Next step' });
  await expect(next).toBeDisabled();
  await cellOf(dialog, 'd4').click();
  await expect(dialog.getByTestId('try-message')).toContainText('Well done!');
  await next.click();
  await expect(dialog.getByText('Step 2 of 6')).toBeVisible();
  await expect(next).toBeDisabled();
  await dialog.locator('[data-action="close-learn"]').click();
  // Opening the tutorial counts: the card stays away, even after a reload.
  await expect(card).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('board')).toBeVisible();
  await expect(card).toBeHidden();
});

test('? opens the help with the shortcuts and the marks', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('board')).toBeVisible();
  await page.keyboard.press('?');
  const help = page.getByTestId('help');
  await expect(help).toBeVisible();
  await expect(help.locator('[data-shortcut="undo"]')).toContainText('Ctrl');
  await expect(help.locator('[data-shortcut="flip"]')).toContainText('F');
  await expect(help.getByTestId('legend')).toContainText('pushed off');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.locator('[data-action="help"]').click();
  await expect(help).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the card is on the first screen, and the Abalone tutorial plays through into a game', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/');
    const card = page.getByTestId('learn-card');
    await expect(card).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 320, height: 568 });
    await expect(card).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 390, height: 844 });

    await card.getByRole('button', { name: 'Start the tutorial' }).click();
    const dialog = page.getByTestId('learn');
    await dialog.getByRole('tab', { name: 'Abalone tutorial' }).click();
    const next = dialog.getByRole('button', { name: 'Next step' });
    // Each step's solution as clicks: its marbles, then the cell the front one enters.
    const steps = [
      ['e5', 'f6'],
      ['c3', 'c4', 'c5', 'c6'],
      ['c3', 'c4', 'd5'],
      ['c3', 'c4', 'c5'],
      ['e2', 'e3', 'e4', 'e5'],
      ['e6', 'e7', 'e8', 'e9'],
    ];
    for (const [i, clicks] of steps.entries()) {
      await expect(dialog.getByText(`Step ${i + 1} of ${steps.length}`)).toBeVisible();
      await expect(next).toBeDisabled();
      for (const label of clicks) await cellOf(dialog, label).click();
      await expect(dialog.getByTestId('try-message')).toContainText('Well done!');
      await expect(next).toBeInViewport();
      await next.click();
    }
    await expect(dialog.getByRole('button', { name: 'Try Abacus' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Play the computer (Easy)' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('board')).toHaveAttribute('data-game', 'abalone');
  });
});
