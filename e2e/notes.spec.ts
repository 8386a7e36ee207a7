import { expect, test } from './test';
import { cell } from './board';
import { downloadRecord } from './download';
import { axe } from './axe';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`a comment and glyph on a move are kept across a reload and written to the record (${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await cell(page, 'e5').click();
    await cell(page, 'd4').click();
    await cell(page, 'c3').click();
    await page.getByTestId('move-list').locator('button[data-ply="2"]').click();
    await page.locator('[data-action="comment"]').click();
    const form = page.getByTestId('move-notes');
    await expect(form.locator('[data-field="comment"]')).toBeFocused();
    const results = await axe(page).include('[data-testid="move-notes"]').analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`);
    expect(blocking, blocking.join('\n')).toEqual([]);
    await form.locator('[data-field="comment"]').fill('Too far from the centre');
    await form.locator('[data-field="glyph"]').selectOption('?!');
    await form.locator('[data-action="save-comment"]').click();
    await expect(form).toBeHidden();
    const comment = page.getByTestId('move-comment');
    await expect(comment).toHaveAttribute('data-ply', '2');
    await expect(comment).toContainText('Too far from the centre');

    await page.reload();
    await expect(page.getByTestId('move-comment')).toContainText('Too far from the centre');
    await expect(page.getByTestId('move-list').locator('button[data-ply="2"]')).toContainText(
      'd4?!',
    );

    const text = await downloadRecord(page);
    expect(text).toMatch(/^\[Event "Hexplay game"\]\n\[Date "/);
    expect(text).toContain('1. e5 d4?! {Too far from the centre} 2. c3 *');
  });
}
