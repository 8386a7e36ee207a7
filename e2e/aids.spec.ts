import { expect, type Page, test } from './test';
import { cell, saveBoard } from './board';
import { axe } from './axe';
import { play as englishPlay } from '../src/i18n/en/play';
import { en as abaloneEnglish } from '../src/games/abalone/words/en';
import { en as abacusEnglish } from '../src/games/abacus/words/en';

async function newGame(page: Page, game: 'abacus' | 'abalone'): Promise<void> {
  await page.locator('[data-action="new-game"]').click();
  const dialog = page.getByTestId('new-game');
  await dialog.locator('[data-field="game"]').selectOption(game);
  await dialog.locator('[data-action="start-game"]').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('board')).toHaveAttribute('data-game', game);
}

async function settings(
  page: Page,
  choose: (dialog: ReturnType<Page['getByTestId']>) => Promise<void>,
) {
  await page.locator('[data-action="settings"]').click();
  const dialog = page.getByTestId('settings');
  await expect(dialog).toBeVisible();
  await choose(dialog);
  await dialog.locator('[data-action="close-settings"]').click();
  await expect(dialog).toHaveCount(0);
}

test('with Confirm always, an Abacus placement by mouse waits for Confirm, and is remembered', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await newGame(page, 'abacus');
  await settings(page, async (dialog) => {
    await dialog.locator('[data-field="confirm-moves"]').selectOption('always');
  });
  await cell(page, 'e5').click();
  await expect(page.getByTestId('move-preview')).toBeVisible();
  await expect(page.getByTestId('board-message')).toContainText('press Confirm');
  await expect(cell(page, 'e5')).not.toHaveAttribute('data-stone');
  await expect(page.getByTestId('board')).toHaveAttribute('data-turn', 'black');
  await saveBoard(page, testInfo, 'placement-waits');
  await page.locator('[data-action="confirm"]').click();
  await expect(cell(page, 'e5')).toHaveAttribute('data-stone', 'black');
  await expect(page.getByTestId('board')).toHaveAttribute('data-turn', 'white');
  await expect(page.getByTestId('move-list')).toContainText('e5');
  await expect(page.locator('[data-action="confirm"]')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('board')).toBeVisible();
  await cell(page, 'f6').click();
  await expect(cell(page, 'f6')).not.toHaveAttribute('data-stone');
  await cell(page, 'f6').click();
  await expect(cell(page, 'f6')).toHaveAttribute('data-stone', /black|white/);
});

// axe walks every board cell; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the wood board with high-contrast pieces and movable marks passes axe (${colorScheme})`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await newGame(page, 'abalone');
    await settings(page, async (dialog) => {
      await dialog.locator('[data-field="board-theme"]').selectOption('wood');
      await dialog.locator('[data-field="piece-style"]').selectOption('contrast');
      await dialog.locator('[data-field="show-movable"]').check();
    });
    const board = page.getByTestId('board');
    await expect(board).toHaveAttribute('data-board-theme', 'wood');
    await expect(board).toHaveAttribute('data-piece-style', 'contrast');
    await expect(page.locator('[data-movable]')).toHaveCount(14);
    // The sides differ beyond colour: a white piece carries a black dot, a black one none.
    const shine = (label: string) =>
      cell(page, label)
        .locator('.hx-shine')
        .evaluate((e) => [getComputedStyle(e).display, getComputedStyle(e).fill]);
    expect(await shine('i5')).toEqual(['inline', 'rgb(0, 0, 0)']);
    expect((await shine('a1'))[0]).toBe('none');
    await cell(page, 'c3').click();
    await expect(page.locator('[data-target]')).not.toHaveCount(0);
    await saveBoard(page, testInfo, `wood-contrast-${colorScheme}`);

    const results = await axe(page).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`);
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}

/** A new game against the computer at `level`, which plays White and thinks for seconds. */
async function againstComputer(
  page: Page,
  game: 'abacus' | 'abalone',
  size: string,
  level: string,
) {
  await page.locator('[data-action="new-game"]').click();
  const dialog = page.getByTestId('new-game');
  await dialog.locator('[data-field="game"]').selectOption(game);
  await dialog.locator('[data-field="size"]').selectOption(size);
  await dialog.getByLabel('Black', { exact: true }).selectOption('human');
  await dialog.getByLabel('White', { exact: true }).selectOption(level);
  await dialog.locator('[data-action="start-game"]').click();
  const confirm = page.getByTestId('confirm');
  if (await confirm.isVisible()) await confirm.locator('[data-action="confirm"]').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('board')).toHaveAttribute('data-game', game);
}

/** A game from a position string, set up in the editor, Black a person and White `white`. */
async function fromPosition(page: Page, text: string, white: string) {
  await page.locator('[data-action="new-game"]').click();
  await page.getByTestId('new-game').locator('[data-action="editor"]').click();
  const editor = page.getByTestId('editor');
  await editor.locator('[data-field="position"]').fill(text);
  await expect(editor.locator('[data-field="position"]')).toHaveValue(text);
  await editor.locator('[data-field="editor-player-black"]').selectOption('human');
  await editor.locator('[data-field="editor-player-white"]').selectOption(white);
  await editor.locator('[data-action="editor-play"]').click();
  await expect(editor).toHaveCount(0);
}

const plies = (page: Page) => page.locator('[data-ply]').count();

/**
 * Holds the computer's searches until `releaseComputer()`: each `think` posted to a worker
 * waits, so that the computer is to move for as long as the test needs, however fast it is.
 * The watchdog of a held search (a timer of 10 s or more) starts at the release too, as the
 * search does: else a slow machine would see the search overrun before it began.
 */
async function holdComputer(page: Page) {
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    let holding = true;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
      const send = () => Reflect.apply(post, this, args);
      if (holding && (args[0] as { type?: string } | null)?.type === 'think') held.push(send);
      else send();
    };
    const setTimer = window.setTimeout.bind(window);
    const clearTimer = window.clearTimeout.bind(window);
    const waiting = new Map<number, { start: () => number; real?: number }>();
    let next = 1 << 30;
    window.setTimeout = ((callback: () => void, ms?: number) => {
      if (!holding || ms === undefined || ms < 10_000) return setTimer(callback, ms);
      const id = next++;
      waiting.set(id, { start: () => setTimer(callback, ms) });
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      const timer = id === undefined ? undefined : waiting.get(id);
      if (!timer) return clearTimer(id);
      waiting.delete(id!);
      if (timer.real !== undefined) clearTimer(timer.real);
    }) as typeof window.clearTimeout;
    (window as unknown as { releaseComputer: () => void }).releaseComputer = () => {
      holding = false;
      for (const timer of waiting.values()) timer.real = timer.start();
      for (const send of held.splice(0)) send();
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { releaseComputer: () => void }).releaseComputer());
}

test('Abacus: a premove while the computer thinks is ghosted, cancelled by Escape, and played on its reply', async ({
  page,
}, testInfo) => {
  const release = await holdComputer(page);
  await page.goto('/');
  await againstComputer(page, 'abacus', '5', 'expert');
  const board = page.getByTestId('board');
  await cell(page, 'e5').click();
  await expect(board).toHaveAttribute('data-turn', 'white');
  await cell(page, 'c3').click();
  await expect(board).toHaveAttribute('data-premove', 'c3');
  await expect(page.getByTestId('premove')).toHaveAttribute('data-to', 'c3');
  await expect(cell(page, 'c3')).not.toHaveAttribute('data-stone');
  await expect(page.getByTestId('board-message')).toContainText('Premove c3');
  await saveBoard(page, testInfo, 'premove-abacus-light');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('premove')).toHaveCount(0);
  await expect(board).not.toHaveAttribute('data-premove');
  await cell(page, 'c3').click();
  await expect(board).toHaveAttribute('data-premove', 'c3');
  await release();
  await expect.poll(() => plies(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  await expect(page.locator('[data-ply="3"]')).toContainText('c3');
  await expect(cell(page, 'c3')).toHaveAttribute('data-stone', 'black');
  await expect(page.getByTestId('premove')).toHaveCount(0);
});

test('Abalone: a group’s premove in the dark theme, cancelled by its button, then played on the reply', async ({
  page,
}, testInfo) => {
  const release = await holdComputer(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await againstComputer(page, 'abalone', '5', 'expert');
  const board = page.getByTestId('board');
  await cell(page, 'c3').click();
  await cell(page, 'd3').click();
  await expect(board).toHaveAttribute('data-turn', 'white');
  const premove = async () => {
    // A line of two picked, then where its front marble goes.
    await cell(page, 'b4').click();
    await cell(page, 'c4').click();
    await cell(page, 'd4').click();
    await expect(board).toHaveAttribute('data-premove', /.+/);
  };
  await premove();
  const mark = page.getByTestId('premove');
  await expect(mark).toHaveAttribute('data-from', /b4/);
  await expect(mark).toHaveAttribute('data-to', /d4/);
  await expect(cell(page, 'd4')).not.toHaveAttribute('data-stone');
  await saveBoard(page, testInfo, 'premove-abalone-dark');
  await page.locator('[data-action="cancel-premove"]').click();
  await expect(mark).toHaveCount(0);
  await premove();
  await release();
  await expect.poll(() => plies(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  await expect(cell(page, 'd4')).toHaveAttribute('data-stone', 'black');
  await expect(cell(page, 'b4')).not.toHaveAttribute('data-stone');
});

test('the blunder warning: Take it back keeps the position, Play it anyway (by keyboard) plays the move', async ({
  page,
}) => {
  await page.goto('/');
  await settings(page, async (dialog) => {
    await dialog.locator('[data-field="blunder-warning"]').check();
  });
  // White's b2 and c3 stand in line towards a1: Black's a2 stepping there can be pushed off.
  await fromPosition(page, 'abalone 5/6/7/8/9/8/2w4/1w4/1b3 b 0 0', 'easy');
  // The check answers within its wait only once ready: a loaded machine starts it slowly.
  await expect(page.getByTestId('board')).toHaveAttribute('data-check', 'ready');
  await cell(page, 'a2').click();
  await cell(page, 'a1').click();
  const question = page.getByTestId('blunder-warning');
  await expect(question).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Play this move?' })).toContainText(
    'This move lets a marble of yours be pushed off.',
  );
  await expect(question.locator('[data-action="cancel-move"]')).toBeFocused();
  await question.locator('[data-action="cancel-move"]').click();
  await expect(question).toHaveCount(0);
  await expect(cell(page, 'a2')).toHaveAttribute('data-stone', 'black');
  expect(await plies(page)).toBe(0);

  await cell(page, 'a2').click();
  await cell(page, 'a1').click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(question.locator('[data-action="play-anyway"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(page.locator('[data-ply="1"]')).toContainText('a2a1');
});

test('the blunder warning in Abacus: a placement that throws away the proven win is asked about', async ({
  page,
}) => {
  await page.goto('/');
  await settings(page, async (dialog) => {
    await dialog.locator('[data-field="blunder-warning"]').check();
  });
  // n=3, White to move: a3 keeps the win the solver proves, d3 throws it away.
  await fromPosition(page, 'abacus bwb/2wb/2www/2b1/bb1 w', 'human');
  // The check answers within its wait only once ready: a loaded machine starts it slowly.
  await expect(page.getByTestId('board')).toHaveAttribute('data-check', 'ready');
  await cell(page, 'd3').click();
  const question = page.getByTestId('blunder-warning');
  await expect(question).toContainText('This throws away a proven win');
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(cell(page, 'd3')).not.toHaveAttribute('data-stone');
  await cell(page, 'a3').click();
  await expect(cell(page, 'a3')).toHaveAttribute('data-stone', 'white');
  await expect(question).toHaveCount(0);
});

/** The blunder warning's words in each language but English, as a player reads them. */
const BLUNDER_WORDS = {
  de: {
    title: 'Diesen Zug spielen?',
    abalone: 'Nach diesem Zug kann eine deiner Kugeln hinausgeschoben werden.',
    abacus: 'Damit verschenkst du einen bewiesenen Sieg: Danach kann die andere Seite gewinnen.',
  },
  pt: {
    title: 'Fazer esta jogada?',
    abalone: 'Esta jogada deixa uma das suas bolas ser empurrada para fora.',
    abacus: 'Isto deita fora uma vitória provada: depois dela, o outro lado pode ganhar.',
  },
  it: {
    title: 'Giocare questa mossa?',
    abalone: 'Questa mossa lascia spingere fuori una tua biglia.',
    abacus: 'Così butti via una vittoria dimostrata: dopo questa mossa l’altra parte può vincere.',
  },
} as const;

/** Each game's blunder (the positions of the two tests above), its cells in the order made. */
const BLUNDERS = {
  abalone: { start: 'abalone 5/6/7/8/9/8/2w4/1w4/1b3 b 0 0', white: 'easy', cells: ['a2', 'a1'] },
  abacus: { start: 'abacus bwb/2wb/2www/2b1/bb1 w', white: 'human', cells: ['d3'] },
} as const;

const ENGLISH_WORDS = { abalone: abaloneEnglish, abacus: abacusEnglish };

/** The dialog's English words of three letters or more: no other language may keep one. */
const englishWords = (game: keyof typeof BLUNDERS): string[] =>
  [
    englishPlay.blunder.title,
    englishPlay.blunder.playAnyway,
    englishPlay.blunder.cancel,
    ENGLISH_WORDS[game].blunder,
  ]
    .join(' ')
    .split(/[^A-Za-z]+/)
    .filter((word) => word.length >= 3);

for (const game of ['abalone', 'abacus'] as const) {
  for (const [width, height, colorScheme, language] of [
    [320, 568, 'dark', 'de'],
    [1920, 1080, 'light', 'de'],
    [320, 568, 'light', 'pt'],
    [1920, 1080, 'dark', 'it'],
  ] as const) {
    test(`${game}: the blunder warning in ${language} at ${width}×${height} (${colorScheme}), answered by keyboard, passes axe`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      // Chosen as the settings store them: on a phone the language picker is in the menu.
      await page.evaluate(
        (language) =>
          localStorage.setItem('hexplay.prefs', JSON.stringify({ language, blunderWarning: true })),
        language,
      );
      await page.reload();
      const blunder = BLUNDERS[game];
      await fromPosition(page, blunder.start, blunder.white);
      await expect(page.getByTestId('board')).toHaveAttribute('data-check', 'ready');
      const byKeys = async () => {
        for (const label of blunder.cells) {
          await cell(page, label).focus();
          await page.keyboard.press('Enter');
        }
      };
      const words = BLUNDER_WORDS[language];
      const question = page.getByRole('dialog', { name: words.title });
      const cancel = question.locator('[data-action="cancel-move"]');
      const target = cell(page, blunder.cells.at(-1)!);

      await byKeys();
      await expect(question).toHaveAccessibleDescription(words[game]);
      await expect(cancel).toBeFocused();
      await expect(cancel).toBeInViewport();
      await expect(question.locator('[data-action="play-anyway"]')).toBeInViewport();
      const text = await question.innerText();
      for (const english of englishWords(game))
        expect(text, english).not.toMatch(new RegExp(`\\b${english}\\b`, 'i'));
      const results = await axe(page).analyze();
      expect(results.violations).toEqual([]);

      // Enter on the first button takes the move back; focus goes back to the cell.
      await page.keyboard.press('Enter');
      await expect(question).toHaveCount(0);
      await expect(target).toBeFocused();
      await expect(target).not.toHaveAttribute('data-stone');
      expect(await plies(page)).toBe(0);

      await byKeys();
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(question.locator('[data-action="play-anyway"]')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(question).toHaveCount(0);
      await expect(page.locator('[data-ply="1"]')).toContainText(blunder.cells.join(''));
    });
  }
}
