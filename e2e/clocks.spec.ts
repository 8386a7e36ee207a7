import { expect, test } from './test';
import { cell } from './board';

test('a game between two people on a 6-second clock ends on time, and the result says so', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('[data-action="new-game"]').click();
  const dialog = page.getByTestId('new-game');
  await dialog.locator('[data-field="time-control"]').selectOption('custom');
  await dialog.locator('[data-field="clock-minutes"]').fill('0.1');
  await dialog.locator('[data-field="clock-increment"]').fill('0');
  await dialog.locator('[data-action="start-game"]').click();

  const black = page.getByTestId('clock-black');
  const white = page.getByTestId('clock-white');
  // Each side's first move is untimed: until then no clock runs.
  await expect(page.getByTestId('clocks-waiting')).toBeVisible();
  await expect(black).not.toHaveAttribute('aria-current', 'true');
  await cell(page, 'e5').click();
  await expect(white).not.toHaveAttribute('aria-current', 'true');
  await cell(page, 'c3').click();
  // White's first move starts Black's clock, and Black then lets its six seconds run out.
  await expect(page.getByTestId('clocks-waiting')).toHaveCount(0);
  await expect(black).toHaveAttribute('aria-current', 'true');
  await expect(black).toHaveAttribute('data-low', 'true', { timeout: 10_000 });

  const result = page.getByTestId('result');
  await expect(result).toContainText('Black ran out of time.', { timeout: 10_000 });
  await expect(result).toContainText('White wins');
  await expect(black).toHaveAccessibleName("Black's clock, 0:00.0");
  await expect(page.locator('[data-action="pause-clock"]')).toHaveCount(0);
});

test('a reload brings the clocks back paused, the time spent on the move still spent', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('[data-action="new-game"]').click();
  const dialog = page.getByTestId('new-game');
  await dialog.locator('[data-field="time-control"]').selectOption('600+5');
  await dialog.locator('[data-action="start-game"]').click();
  // Each side's untimed first move, then Black's first timed one.
  await cell(page, 'e5').click();
  await cell(page, 'c3').click();
  await expect(page.getByTestId('clock-black')).toHaveAttribute('aria-current', 'true');
  await cell(page, 'g7').click();
  const black = page.getByTestId('clock-black');
  // 10 minutes, less the moment Black took, and 5 seconds back.
  await expect(black).toHaveAccessibleName(/^Black's clock, 10:0[0-5]$/);
  const shown = await black.getAttribute('aria-label');
  await expect(page.getByTestId('clock-white')).toHaveAttribute('aria-current', 'true');

  await page.reload();
  await expect(page.locator('[data-action="resume-clock"]')).toBeVisible();
  await expect(page.getByTestId('clock-white')).not.toHaveAttribute('aria-current', 'true');
  // White is charged the moment between Black's move and the reload, and the reload's.
  await expect(page.getByTestId('clock-white')).toHaveAccessibleName(
    /^White's clock, (10:00|9:5\d)$/,
  );
  await expect(black).toHaveAttribute('aria-label', shown ?? '');

  await page.locator('[data-action="resume-clock"]').click();
  await expect(page.getByTestId('clock-white')).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[data-action="pause-clock"]')).toBeVisible();
});
