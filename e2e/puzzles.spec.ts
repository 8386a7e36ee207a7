import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from './test';
import {
  cellName,
  type Game,
  GAMES,
  legalMoves,
  type Move,
  moveInfo,
  parseMove,
  play,
  type Position,
} from '../src/engine';
import { loadAllGames, parsePosition } from '../src/games';
import { PUZZLE_KITS } from '../src/games/modules';
import { targetOf } from '../src/input/target';
import { parsePuzzles } from '../src/ai/puzzleText';
import type { Puzzle } from '../src/ai/puzzle';
import { clickTool } from './menu';
import { puzzleStoreKeys, seedGame, storedSummary, storeGames } from './seed';
import { axe } from './axe';

// The test reads the puzzles' positions with the games' own rules, as the app does.
test.beforeAll(() => loadAllGames());

/** The repo's puzzle file of a game, as the trainer loads it. */
function puzzlesOf(game: Game): Puzzle[] {
  const parsed = parsePuzzles(readFileSync(`src/games/${game}/puzzles.txt`, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

function positionOf(text: string): Position {
  const pos = parsePosition(text);
  if (!pos.ok) throw new Error(pos.error.message);
  return pos.value;
}

async function openTrainer(page: Page, game: Game): Promise<Locator> {
  await page.goto('/');
  await clickTool(page, 'puzzles');
  const dialog = page.getByTestId('puzzles');
  await expect(dialog).toBeVisible();
  await dialog.locator('[data-field="puzzle-game"]').selectOption(game);
  await expect(dialog.getByTestId('puzzle')).toHaveAttribute(
    'data-position',
    new RegExp(`^${game} `),
  );
  return dialog;
}

/** Makes `move` on the puzzle's board as a player does: its pieces, then its target. */
async function playOnBoard(dialog: Locator, pos: Position, move: Move): Promise<void> {
  const cell = (c: number) =>
    dialog.getByTestId('puzzle').locator(`[data-cell="${cellName(pos.board, c)}"]`);
  for (const from of moveInfo(pos, move).from) await cell(from).click();
  await cell(targetOf(pos, move).cell).click();
  const confirm = dialog.locator('[data-action="confirm"]');
  if (await confirm.isVisible()) await confirm.click();
}

/** Makes `move` with the keyboard: each cell focused and activated with Enter. */
async function playByKeys(dialog: Locator, pos: Position, move: Move): Promise<void> {
  const cell = (c: number) =>
    dialog.getByTestId('puzzle').locator(`[data-cell="${cellName(pos.board, c)}"]`);
  for (const c of [...moveInfo(pos, move).from, targetOf(pos, move).cell]) {
    await cell(c).focus();
    await dialog.page().keyboard.press('Enter');
  }
}

/** The puzzle on screen, from the file. */
async function shown(dialog: Locator, game: Game): Promise<Puzzle> {
  const position = await dialog.getByTestId('puzzle').getAttribute('data-position');
  const puzzle = puzzlesOf(game).find((p) => p.position === position);
  if (!puzzle) throw new Error(`no puzzle ${position}`);
  return puzzle;
}

// Every game the registry has puzzles for.
for (const game of GAMES.filter((g) => PUZZLE_KITS[g])) {
  test(`${game}: the count is shown, and a puzzle is solved by playing its line`, async ({
    page,
  }) => {
    const dialog = await openTrainer(page, game);
    const count = puzzlesOf(game).length;
    await expect(dialog.getByTestId('puzzle-count')).toHaveText(`${count} puzzles`);
    const puzzle = await shown(dialog, game);
    let pos = positionOf(puzzle.position);
    for (let ply = 0; ply < puzzle.line.length; ply++) {
      const move = parseMove(pos, puzzle.line[ply]);
      if (!move.ok) throw new Error(move.error.message);
      // The player's moves are made on the board; the defence's the trainer plays itself.
      if (ply % 2 === 0) await playOnBoard(dialog, pos, move.value);
      pos = play(pos, move.value);
    }
    await expect(dialog.getByTestId('puzzle')).toHaveAttribute('data-state', 'solved');
    await expect(dialog.getByTestId('puzzle-status')).toHaveText('Solved!');
    await expect(dialog.getByTestId('puzzle-line')).toHaveText(puzzle.line.join(' '));
    await expect(dialog.getByTestId('puzzle-streak')).toHaveAttribute('data-streak', '1');
    await expect(dialog.getByTestId('puzzle-rating-change')).toHaveAttribute(
      'data-change',
      /^[1-9]\d*$/,
    );
  });
}

test('abalone: a wrong move is refuted by the defence’s line, and retry starts again', async ({
  page,
}) => {
  const dialog = await openTrainer(page, 'abalone');
  const puzzle = await shown(dialog, 'abalone');
  const pos = positionOf(puzzle.position);
  const solution = parseMove(pos, puzzle.line[0]);
  if (!solution.ok) throw new Error(solution.error.message);
  const wrong = legalMoves(pos).find((m) => m !== solution.value)!;
  await playOnBoard(dialog, pos, wrong);
  await expect(dialog.getByTestId('puzzle')).toHaveAttribute('data-state', 'refuted');
  await expect(dialog.getByTestId('puzzle-status')).toContainText('is not it.');
  await dialog.locator('[data-action="puzzle-retry"]').click();
  await expect(dialog.getByTestId('puzzle')).toHaveAttribute('data-state', 'solving');
  await dialog.locator('[data-action="puzzle-solution"]').click();
  await expect(dialog.getByTestId('puzzle-line')).toHaveText(puzzle.line.join(' '));
  await dialog.locator('[data-action="puzzle-next"]').click();
  await expect(dialog.getByTestId('puzzle')).not.toHaveAttribute('data-position', puzzle.position);
});

test('the solution is stepped unrated, and the puzzle kept as tried across a reload', async ({
  page,
}) => {
  const dialog = await openTrainer(page, 'abacus');
  const puzzle = await shown(dialog, 'abacus');
  await dialog.locator('[data-action="puzzle-solution"]').click();
  await expect(dialog.getByTestId('puzzle-storage')).toContainText('kept in this browser');
  const step = dialog.getByTestId('puzzle-solution-step');
  await expect(step).toHaveAttribute('data-step', '1');
  await expect(step).toContainText(`Move 1 of ${puzzle.line.length}: `);
  await dialog.getByRole('button', { name: 'Previous move of the solution' }).click();
  await expect(step).toHaveAttribute('data-step', '0');
  await dialog.getByRole('button', { name: 'Next move of the solution' }).click();
  await expect(step).toHaveAttribute('data-step', '1');
  // Help asked for before any result is not rated: the rating stands where it was.
  await expect(dialog.getByTestId('puzzle-rating')).toHaveAttribute('data-rating', '1500');
  await expect(dialog.getByTestId('puzzle-rating-change')).toHaveCount(0);
  // The try is stored in the background; a reload before it lands would lose it.
  await expect.poll(() => puzzleStoreKeys(page)).toEqual(['packed']);
  const again = await openTrainer(page, 'abacus');
  await expect(again.getByTestId('puzzle-rating')).toHaveAttribute('data-rating', '1500');
  // Tried, it is not offered as new again.
  await expect(again.getByTestId('puzzle')).not.toHaveAttribute('data-position', puzzle.position);
});

for (const size of [
  { width: 320, height: 568 },
  { width: 568, height: 320 },
] as const) {
  test(`on a phone ${size.width}×${size.height} the board and the buttons are reachable`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    const dialog = await openTrainer(page, 'abalone');
    const board = dialog.getByTestId('puzzle').getByTestId('board');
    await expect(board).toBeVisible();
    const box = await board.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(size.width);
    for (const action of ['puzzle-hint', 'puzzle-solution', 'puzzle-next']) {
      const button = dialog.locator(`[data-action="${action}"]`);
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport();
    }
    const path = testInfo.outputPath(`puzzles-${size.width}x${size.height}.png`);
    await page.screenshot({ path });
    await testInfo.attach('puzzles', { path, contentType: 'image/png' });
  });
}

test('by keyboard: a hint, then the first move made with Enter; no axe violations', async ({
  page,
}) => {
  const dialog = await openTrainer(page, 'abacus');
  const puzzle = await shown(dialog, 'abacus');
  const pos = positionOf(puzzle.position);
  const first = parseMove(pos, puzzle.line[0]);
  if (!first.ok) throw new Error(first.error.message);
  await dialog.locator('[data-action="puzzle-hint"]').focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('puzzle-status')).toContainText('a second hint marks where');
  await playByKeys(dialog, pos, first.value);
  await expect(dialog.getByTestId('puzzle')).toHaveAttribute(
    'data-state',
    puzzle.line.length === 1 ? 'solved' : 'solving',
  );
  // The board's cells are the app's own, checked by a11y.spec.ts.
  const results = await axe(page)
    .include('[data-testid="puzzles"]')
    .exclude('[data-testid="board"]')
    .analyze();
  expect(results.violations).toEqual([]);
});

test('abacus: a wrong move is refuted by the winning reply', async ({ page }) => {
  const dialog = await openTrainer(page, 'abacus');
  const puzzle = await shown(dialog, 'abacus');
  const pos = positionOf(puzzle.position);
  const solution = parseMove(pos, puzzle.line[0]);
  if (!solution.ok) throw new Error(solution.error.message);
  const wrong = legalMoves(pos).find((m) => m !== solution.value)!;
  await playOnBoard(dialog, pos, wrong);
  await expect(dialog.getByTestId('puzzle')).toHaveAttribute('data-state', 'refuted');
  await expect(dialog.getByTestId('puzzle-status')).toContainText(
    /is not it\. (The defence answers: [a-i]\d+([a-i]\d+)?\.|It loses at once\.)/,
  );
});

/**
 * A game of Black (a person) against Hard, reviewed: Black's third ply, i8h7, marked a
 * mistake (?) with the review's better move h9g8, stored as the app stores a game.
 */
async function seedReviewedGame(page: Page): Promise<void> {
  const players = { black: 'human', white: 'hard' };
  await storeGames(page, [
    {
      id: 'reviewed-1',
      created: 1,
      summary: {
        title: 'Abalone',
        game: 'abalone',
        n: 5,
        layout: 'belgian',
        plies: 4,
        result: '*',
        black: 'Human',
        white: 'Computer (Hard)',
        players,
        accuracy: { black: 71.2, white: 100 },
      },
      data: {
        version: 6,
        spec: { game: 'abalone', n: 5, layout: 'belgian' },
        moves: ['i9h8', 'i6h6', 'i8h7', 'a5b5'],
        notes: [
          { eval: { score: 0 } },
          { eval: { score: 0 } },
          { eval: { score: -0.7 }, glyphs: ['?'], best: 'h9g8' },
          { eval: { score: -0.7 } },
        ],
        cursor: 4,
        variations: [],
        path: [],
        ending: null,
        settings: { coordinates: true, flipped: false, board: {} },
        players,
        seed: 1,
      },
    },
  ]);
}

/** The seeded reviewed game's mistake, in Puzzles → From your games. */
async function openOwnMistakes(page: Page): Promise<{ dialog: Locator; puzzle: Locator }> {
  await seedReviewedGame(page);
  await clickTool(page, 'puzzles');
  const dialog = page.getByTestId('puzzles');
  await dialog.locator('[data-field="puzzle-game"]').selectOption('abalone');
  await dialog.locator('[data-field="puzzle-source"]').selectOption('yours');
  return { dialog, puzzle: dialog.getByTestId('puzzle') };
}

test('a mistake of one’s own game is a puzzle: the review’s move is right, another is searched', async ({
  page,
}) => {
  await page.goto('/');
  const { dialog, puzzle } = await openOwnMistakes(page);
  await expect(puzzle).toHaveAttribute('data-mistake', 'reviewed-1:3');
  await expect(puzzle.getByTestId('puzzle-status')).toHaveText(
    'Black to move. You played i8h7 here: find a better move.',
  );
  const pos = positionOf((await puzzle.getAttribute('data-position'))!);
  const move = (text: string): Move => {
    const read = parseMove(pos, text);
    if (!read.ok) throw new Error(read.error.message);
    return read.value;
  };
  await playOnBoard(dialog, pos, move('h9g8'));
  await expect(puzzle.getByTestId('puzzle-status')).toHaveText(
    'Right: h9g8 is the move the review found.',
  );
  await expect(puzzle).toHaveAttribute('data-state', 'solved');

  // Another move is searched in the review's worker, and judged by the review's margins.
  await dialog.locator('[data-action="puzzle-retry"]').click();
  await playOnBoard(dialog, pos, move('i8h7'));
  await expect(puzzle.getByTestId('puzzle-status')).toHaveText(
    /^(Good: i8h7 is as good as the review’s move\.|i8h7 is still an? \w+\. Try again, or show the better move\.)$/,
    { timeout: 30_000 },
  );
  await dialog.locator('[data-action="puzzle-solution"]').click();
  await expect(puzzle.getByTestId('puzzle-status')).toHaveText(
    'The review’s better move was h9g8, in place of i8h7.',
  );
});

for (const [width, height, colorScheme] of [
  [320, 568, 'dark'],
  [1920, 1080, 'light'],
] as const) {
  test(`puzzles from one’s games in German at ${width}×${height} (${colorScheme}): by keyboard, no English, axe`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    // Chosen as the picker stores it: on a phone the picker is folded in the menu.
    await page.evaluate(() => localStorage.setItem('hexplay.prefs', '{"language":"de"}'));
    await page.reload();
    const { dialog, puzzle } = await openOwnMistakes(page);
    await expect(puzzle.getByTestId('puzzle-status')).toHaveText(
      'Schwarz am Zug. Du hast hier i8h7 gespielt: Finde einen besseren Zug.',
    );
    const pos = positionOf((await puzzle.getAttribute('data-position'))!);
    const best = parseMove(pos, 'h9g8');
    if (!best.ok) throw new Error(best.error.message);
    await playByKeys(dialog, pos, best.value);
    await expect(puzzle.getByTestId('puzzle-status')).toHaveText(
      'Richtig: h9g8 ist der Zug, den die Auswertung fand.',
    );
    const text = await dialog.innerText();
    for (const english of ['Puzzle', 'mistake', 'review', 'Retry', 'Show solution', 'games'])
      expect(text).not.toContain(english);
    const sideways = await dialog.evaluate((d) => d.scrollWidth > d.clientWidth);
    expect(sideways).toBe(false);
    const results = await axe(page)
      .include('[data-testid="puzzles"]')
      .exclude('[data-testid="board"]')
      .analyze();
    expect(results.violations).toEqual([]);
  });
}

test('a short game reviewed for real: the blunder the review finds is then a puzzle of one’s own', async ({
  page,
}) => {
  await page.goto('/');
  // White, the person, throws away the win the solver proves with d3; Black, the computer,
  // answers b1. A review searches so few positions in moments, proofs and all.
  const id = await seedGame(page, {
    game: 'abacus',
    n: 3,
    start: 'abacus bwb/2wb/2www/2b1/bb1 w',
    moves: ['d3', 'b1'],
    black: 'hard',
    white: 'human',
  });
  await page.locator('[data-action="games"]').click();
  await page.getByTestId('games').locator(`[data-game-id="${id}"] [data-action="review"]`).click();
  await expect(page.getByTestId('review')).toHaveAttribute('data-complete', 'true', {
    timeout: 60_000,
  });
  await expect(
    page.getByTestId('move-list').locator('[data-ply="1"][data-judgement]'),
  ).toHaveAttribute('data-judgement', 'blunder');
  // Puzzles read the library: the reviewed game must be stored, with its accuracy, first.
  await expect.poll(async () => (await storedSummary(page, id))?.accuracy).toHaveProperty('white');

  await clickTool(page, 'puzzles');
  const dialog = page.getByTestId('puzzles');
  await dialog.locator('[data-field="puzzle-game"]').selectOption('abacus');
  await dialog.locator('[data-field="puzzle-source"]').selectOption('yours');
  const puzzle = dialog.getByTestId('puzzle');
  await expect(puzzle).toHaveAttribute('data-mistake', `${id}:1`);
  await expect(puzzle.getByTestId('puzzle-status')).toHaveText(
    'White to move. You played d3 here: find a better move.',
  );
  // Every move but d3 keeps the win here: the review's is whichever its search proved first.
  await dialog.locator('[data-action="puzzle-solution"]').click();
  const status = puzzle.getByTestId('puzzle-status');
  await expect(status).toHaveText(/^The review’s better move was \w+, in place of d3\.$/);
  const better = /was (\w+),/.exec((await status.textContent())!)![1];
  const pos = positionOf((await puzzle.getAttribute('data-position'))!);
  const best = parseMove(pos, better);
  if (!best.ok) throw new Error(best.error.message);
  await dialog.locator('[data-action="puzzle-retry"]').click();
  await playOnBoard(dialog, pos, best.value);
  await expect(status).toHaveText(`Right: ${better} is the move the review found.`);
});
