import { expect, type Locator, type Page, test } from './test';
import { BLACK, cellName, EMPTY, type Game, GAMES } from '../src/engine';
import { boardOf } from '../src/engine/hex';
import { ABALONE_LAYOUTS, layoutCells } from '../src/games/abalone/layouts';
import { en as abaloneEnglish } from '../src/games/abalone/words/en';
import { loadAllGames, rulesOf } from '../src/games';
import { TO_EJECTION } from './moves';
import { cell, saveBoard } from './board';
import { axe } from './axe';

/** Opens the New game dialog, on the game in play. */
async function openNewGame(page: Page): Promise<Locator> {
  await page.locator('[data-action="new-game"]').click();
  const dialog = page.getByTestId('new-game');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function newGame(page: Page, game: Game, n: number): Promise<void> {
  const dialog = await openNewGame(page);
  await dialog.getByLabel('Game', { exact: true }).selectOption(game);
  await dialog.getByLabel('Board size').selectOption(String(n));
  await dialog.getByRole('button', { name: 'Start game' }).click();
  const confirm = page.getByTestId('confirm');
  if (await confirm.isVisible())
    await confirm.getByRole('button', { name: 'Start new game' }).click();
  await expect(page.getByTestId('board')).toHaveAttribute('data-size', String(n));
}

// Every game the registry lists, with the sizes its rules offer.
test.beforeAll(() => loadAllGames());

test.beforeEach(async ({ page }) => {
  // Each test has a browser profile of its own, so the library starts empty.
  await page.goto('/');
});

test('a whole Abacus game on n=3, played by clicks, ends in a result that matches the counts', async ({
  page,
}, testInfo) => {
  await newGame(page, 'abacus', 3);
  const labels = await page
    .locator('[data-cell]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-cell')!));
  expect(labels).toHaveLength(19);
  for (const label of labels) await cell(page, label).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const black = await page.locator('[data-stone="black"]').count();
  const white = await page.locator('[data-stone="white"]').count();
  expect(black + white).toBe(19);
  const winner = black < white ? 'Black' : 'White';
  await expect(dialog.getByTestId('result-title')).toHaveText(`${winner} wins`);
  await expect(dialog).toContainText(`Black has ${black} stones, White ${white}`);
  await expect(page.getByTestId('count-empty')).toHaveText('0');
  await saveBoard(page, testInfo, 'abacus-board');
  await dialog.getByRole('button', { name: 'Rematch', exact: true }).click();
  await expect(page.locator('[data-stone]')).toHaveCount(0);
});

test('Abalone: Black pushes a marble off and the counter shows it', async ({ page }, testInfo) => {
  await newGame(page, 'abalone', 5);
  for (const [marbles, target] of TO_EJECTION) {
    for (const m of marbles) await cell(page, m).click();
    await expect(cell(page, target)).toHaveAttribute('data-target', /move|push/);
    await cell(page, target).click();
  }
  await expect(page.getByTestId('off-by-black')).toHaveText('0 / 6');
  for (const m of ['e4', 'f4', 'g4']) await cell(page, m).click();
  await expect(cell(page, 'h4')).toHaveAttribute('data-target', 'push');
  await expect(cell(page, 'h4')).toHaveAttribute('data-pushed', 'eject');
  await saveBoard(page, testInfo, 'abalone-push-preview');
  await cell(page, 'h4').click();
  await expect(page.getByTestId('off-by-black')).toHaveText('1 / 6');
  await expect(cell(page, 'h4')).toHaveAttribute('data-stone', 'black');
  await expect(page.getByTestId('turn')).toContainText('White');
  await saveBoard(page, testInfo, 'abalone-board');
});

test('Abalone: dragging a selected marble one cell plays that move', async ({ page }) => {
  await newGame(page, 'abalone', 5);
  await cell(page, 'c3').click();
  await cell(page, 'c4').click();
  const from = await cell(page, 'c4').boundingBox();
  const to = await cell(page, 'd5').boundingBox();
  if (!from || !to) throw new Error('cells not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('move-list')).toContainText('c3c4d4');
  await expect(cell(page, 'd5')).toHaveAttribute('data-stone', 'black');
});

test('switching game and size: 3n(n-1)+1 cells for every size offered', async ({ page }) => {
  for (const game of GAMES) {
    const dialog = await openNewGame(page);
    await dialog.getByLabel('Game', { exact: true }).selectOption(game);
    const offered = await dialog
      .getByLabel('Board size')
      .locator('option')
      .evaluateAll((els) => els.map((e) => Number((e as HTMLOptionElement).value)));
    expect(offered).toEqual(rulesOf(game).sizes);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    for (const n of offered) {
      await newGame(page, game, n);
      await expect(page.locator('[data-cell]')).toHaveCount(3 * n * (n - 1) + 1);
    }
  }
});

test('a reload resumes the same position', async ({ page }) => {
  for (const c of ['e5', 'a1', 'b2', 'c3']) await cell(page, c).click();
  await page.getByTestId('move-list').getByRole('button', { name: 'Move 2, Black: b2' }).click();
  await page.reload();
  await expect(cell(page, 'e5')).toHaveAttribute('data-stone', 'black');
  await expect(cell(page, 'a1')).toHaveAttribute('data-stone', 'white');
  await expect(cell(page, 'b2')).toHaveAttribute('data-stone', 'black');
  await expect(cell(page, 'c3')).not.toHaveAttribute('data-stone');
  await expect(page.getByTestId('viewing')).toContainText('Viewing move 2, Black (ply 3 of 4)');
  await page.locator('[data-action="back-to-game"]').click();
  await expect(cell(page, 'c3')).toHaveAttribute('data-stone', 'white');
});

test('a corrupt save from an earlier version never crashes the app: it is quarantined', async ({
  page,
}) => {
  // Once the first start-up is over, or it would be the one to find the save.
  await expect(page.getByTestId('board')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('hexplay.save', '{"version":1, oops'));
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText('kept in quarantine');
  await expect(page.locator('[data-cell]')).toHaveCount(61);
  expect(await page.evaluate(() => localStorage.getItem('hexplay.save'))).toBeNull();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await page.locator('[data-action="games"]').click();
  const kept = page.getByTestId('games').locator('[data-quarantine-id]');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText('not valid JSON');
});

test('undo and redo take back and replay; the history keys only view', async ({ page }) => {
  for (const c of ['e5', 'a1', 'b2']) await cell(page, c).click();
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.click();
  await expect(cell(page, 'b2')).not.toHaveAttribute('data-stone');
  await expect(page.getByTestId('turn')).toContainText('Black');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(cell(page, 'b2')).toHaveAttribute('data-stone', 'black');
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(cell(page, 'a1')).not.toHaveAttribute('data-stone');
  await page.keyboard.press('Control+Shift+z');
  await expect(cell(page, 'a1')).toHaveAttribute('data-stone', 'white');
  await page.keyboard.press('Control+y');
  await expect(cell(page, 'b2')).toHaveAttribute('data-stone', 'black');
  await page.keyboard.press('Home');
  await expect(page.locator('[data-stone]')).toHaveCount(0);
  await expect(page.getByTestId('viewing')).toContainText('Viewing the start (ply 0 of 3)');
  // Viewing changes nothing in the game (a move played here would start a side line).
  await expect(page.getByTestId('move-list').getByRole('button', { name: /^Move / })).toHaveCount(
    3,
  );
  // Arrows on a focused cell walk the board: leave the board first.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-stone]')).toHaveCount(1);
  await page.keyboard.press('End');
  await expect(page.getByTestId('viewing')).toHaveCount(0);
  await undo.click();
  await undo.click();
  await undo.click();
  await expect(undo).toBeDisabled();
  await expect(page.getByTestId('move-list')).toHaveCount(0);
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const game of GAMES) {
    test(`the whole ${game} board is visible without scrolling`, async ({ page }, testInfo) => {
      await newGame(page, game, Math.max(...rulesOf(game).sizes));
      const board = await page.getByTestId('board').boundingBox();
      if (!board) throw new Error('no board');
      expect(board.x).toBeGreaterThanOrEqual(0);
      expect(board.y).toBeGreaterThanOrEqual(0);
      expect(board.x + board.width).toBeLessThanOrEqual(390);
      expect(board.y + board.height).toBeLessThanOrEqual(844);
      const outside = await page.locator('[data-cell]').evaluateAll((els) =>
        els
          .map((e) => ({ cell: e.getAttribute('data-cell'), box: e.getBoundingClientRect() }))
          .filter(
            ({ box }) =>
              box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight,
          )
          .map(({ cell }) => cell),
      );
      expect(outside).toEqual([]);
      const scrollX = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollX).toBeLessThanOrEqual(390);
      await cell(page, 'e5').tap();
      const path = testInfo.outputPath(`phone-${game}.png`);
      await page.screenshot({ path });
      await testInfo.attach(`phone-${game}`, { path, contentType: 'image/png' });
    });
  }
});

/**
 * Two of the layouts beyond RULES.md's six, picked by their names: a few of their cells
 * as docs/layouts.md gives them, and every marble where the layout's table puts it.
 */
const NEW_LAYOUTS = [
  {
    view: { width: 1920, height: 1080 },
    colorScheme: 'light',
    language: 'en',
    layout: 'alien_attack',
    name: 'Alien Attack',
    black: ['b3', 'c5', 'i9'],
    white: ['a1', 'd5', 'h7'],
  },
  {
    view: { width: 320, height: 568 },
    colorScheme: 'dark',
    language: 'de',
    layout: 'the_wall',
    name: 'Die Mauer',
    black: ['a3', 'c2', 'd8'],
    white: ['f2', 'f9', 'i7'],
  },
] as const;

for (const c of NEW_LAYOUTS) {
  test(`Abalone’s ${c.layout} layout, picked by keyboard in ${c.language} at ${c.view.width}×${c.view.height} (${c.colorScheme}), starts with its marbles`, async ({
    page,
  }) => {
    await page.setViewportSize(c.view);
    await page.emulateMedia({ colorScheme: c.colorScheme });
    // Chosen as the picker stores it: on a phone the picker is folded in the menu.
    await page.evaluate(
      (language) => localStorage.setItem('hexplay.prefs', JSON.stringify({ language })),
      c.language,
    );
    await page.reload();
    const dialog = page.getByTestId('new-game');
    await page.locator('[data-action="new-game"]').click();
    await dialog.locator('[data-field="game"]').selectOption('abalone');
    const picker = dialog.locator('[data-field="layout"]');
    await expect(picker).toBeEnabled();
    const names = await picker.locator('option').allInnerTexts();
    expect(names).toHaveLength(ABALONE_LAYOUTS.length);
    // Standard and Domination are German words too.
    if (c.language !== 'en')
      for (const name of names)
        if (!['Standard', 'Domination'].includes(name))
          expect(Object.values(abaloneEnglish.layouts)).not.toContain(name);
    // A closed list takes the first letters of an option's name, as a keyboard user types them.
    await picker.focus();
    await page.keyboard.type(c.name);
    await expect(picker).toHaveValue(c.layout);
    const results = await axe(page).include('[data-testid="new-game"]').analyze();
    expect(results.violations).toEqual([]);
    await dialog.locator('[data-action="start-game"]').focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByTestId('confirm');
    if (await confirm.isVisible()) await confirm.locator('[data-action="confirm"]').click();
    await expect(dialog).toHaveCount(0);

    const board = page.getByTestId('board');
    await expect(board).toHaveAttribute('data-game', 'abalone');
    await expect(board).toHaveAttribute('data-turn', 'black');
    for (const label of c.black)
      await expect(cell(page, label)).toHaveAttribute('data-stone', 'black');
    for (const label of c.white)
      await expect(cell(page, label)).toHaveAttribute('data-stone', 'white');
    const start = layoutCells(5, c.layout);
    const startBoard = boardOf(5);
    const expected = Array.from(start, (stone, i) =>
      stone === EMPTY ? '' : `${cellName(startBoard, i)} ${stone === BLACK ? 'black' : 'white'}`,
    ).filter(Boolean);
    const shown = await page
      .locator('[data-cell][data-stone]')
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute('data-cell')} ${e.getAttribute('data-stone')}`),
      );
    expect(shown.sort()).toEqual(expected.sort());
    expect(expected.filter((s) => s.endsWith('black'))).toHaveLength(14);
    expect(expected.filter((s) => s.endsWith('white'))).toHaveLength(14);
  });
}
