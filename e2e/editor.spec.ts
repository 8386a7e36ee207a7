import { expect, type Locator, type Page, test } from './test';
import { inGameActions } from './menu';
import { axe } from './axe';

/** A board cell by its label, on the page or inside the editor. */
const cell = (scope: Page | Locator, label: string) => scope.locator(`[data-cell="${label}"]`);

// axe walks every cell of the editor's board; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('board')).toBeVisible();
});

async function openEditor(page: Page) {
  await page.locator('[data-action="new-game"]').click();
  await page.getByTestId('new-game').locator('[data-action="editor"]').click();
  const editor = page.getByTestId('editor');
  await expect(editor).toBeVisible();
  return editor;
}

const centre = async (scope: Page | Locator, label: string) => {
  const box = await cell(scope, label).boundingBox();
  if (!box) throw new Error(`cell ${label} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test('the editor rejects an illegal position with the rule it breaks', async ({ page }) => {
  const editor = await openEditor(page);
  await editor.locator('[data-field="editor-game"]').selectOption('abalone');
  await editor.locator('[data-action="editor-start"]').click();
  await expect(editor.getByTestId('editor-status')).toBeVisible();
  // A fifteenth black marble, on the empty centre.
  await editor.locator('[data-field="editor-tool"][value="black"]').check();
  await cell(editor, 'e5').click();
  await expect(editor.getByTestId('editor-error')).toContainText(
    'black has 15 marbles on the board and 0 off, more than the 14 a side starts with',
  );
  await expect(editor.locator('[data-action="editor-play"]')).toBeDisabled();
  // The editor, its error included, passes axe.
  const results = await axe(page).include('[data-testid="editor"]').analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`);
  expect(blocking, blocking.join('\n')).toEqual([]);
  // Clicking the marble again with the same colour takes it away: the position is valid again.
  await cell(editor, 'e5').click();
  await expect(editor.getByTestId('editor-error')).toHaveCount(0);
  await expect(editor.locator('[data-action="editor-play"]')).toBeEnabled();

  // A pasted string the rules reject is set up on the board all the same, with the reason.
  const field = editor.locator('[data-field="position"]');
  await field.fill('abalone 5/6/7/8/4b4/8/7/6/5 w 6 6');
  await expect(editor.getByTestId('editor-error')).toContainText('Both sides have reached');
  await expect(cell(editor, 'e5')).toHaveAttribute('data-stone', 'black');
  await expect(editor.locator('[data-field="editor-off-white"]')).toHaveValue('6');
  await field.fill('abalone 5/6/7/oops b');
  await expect(editor.getByTestId('editor-error')).toContainText(
    'This position string cannot be read',
  );
});

test('"Play from here" starts a game from the edited position', async ({ page }) => {
  const editor = await openEditor(page);
  await editor.locator('[data-field="editor-game"]').selectOption('abacus');
  await editor.locator('[data-field="editor-size"]').selectOption('5');
  await editor.locator('[data-action="editor-empty"]').click();
  // One drag paints a row of black stones; white goes on by keyboard.
  await editor.locator('[data-field="editor-tool"][value="black"]').check();
  const from = await centre(editor, 'a1');
  const to = await centre(editor, 'a3');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, from.y, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  for (const label of ['a1', 'a2', 'a3']) {
    await expect(cell(editor, label)).toHaveAttribute('data-stone', 'black');
  }
  await cell(editor, 'e5').focus();
  await page.keyboard.press('w');
  await expect(cell(editor, 'e5')).toHaveAttribute('data-stone', 'white');
  await editor.locator('[data-field="editor-turn"][value="white"]').check();
  const text = 'abacus 5/6/7/8/4w4/8/7/6/bbb2 w';
  await expect(editor.locator('[data-field="position"]')).toHaveValue(text);
  await editor.locator('[data-field="editor-player-black"]').selectOption('human');
  await editor.locator('[data-field="editor-player-white"]').selectOption('human');
  await editor.locator('[data-action="editor-play"]').click();

  await expect(editor).toHaveCount(0);
  const board = page.getByTestId('board');
  await expect(board).toHaveAttribute('data-game', 'abacus');
  for (const label of ['a1', 'a2', 'a3']) {
    await expect(cell(page, label)).toHaveAttribute('data-stone', 'black');
  }
  await expect(cell(page, 'e5')).toHaveAttribute('data-stone', 'white');
  await expect(page.locator('[data-stone]')).toHaveCount(4);
  // White is to move: placing a stone puts down a white one.
  await cell(page, 'c3').click();
  await expect(cell(page, 'c3')).toHaveAttribute('data-stone', 'white');
});

test('the board flips by button and by F, and stays flipped after a reload', async ({ page }) => {
  const board = page.getByTestId('board');
  const above = async (a: string, b: string) =>
    (await centre(page, a)).y < (await centre(page, b)).y;
  expect(await above('i9', 'a1')).toBe(true);

  await inGameActions(page, () => page.locator('[data-action="flip"]').click());
  await expect(board).toHaveAttribute('data-flipped', 'true');
  await expect(page.locator('[data-action="flip"]')).toHaveAttribute('aria-pressed', 'true');
  // Row A is now at the top, and a click on a cell still lands on that cell.
  expect(await above('a1', 'i9')).toBe(true);
  await cell(page, 'e5').click();
  await expect(cell(page, 'e5')).toHaveAttribute('data-stone', 'black');

  await page.reload();
  await expect(board).toHaveAttribute('data-flipped', 'true');
  expect(await above('a1', 'i9')).toBe(true);

  // The keys listen from the parts drawn a frame after the board, the announcer among them.
  await expect(page.getByTestId('announcer')).toBeAttached();
  await page.keyboard.press('f');
  await expect(board).not.toHaveAttribute('data-flipped');
  await page.reload();
  await expect(board).toBeVisible();
  await expect(board).not.toHaveAttribute('data-flipped');
  expect(await above('i9', 'a1')).toBe(true);
});
