import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './test';
import { cell } from './board';
import { clickTool } from './menu';
import { expectUncovered } from './uncovered';
import { axe } from './axe';

const CORPUS = new URL('../../shared/data/migs-2016-2017.apgn', import.meta.url);
/** A 40-ply MiGs game won by pushing six marbles off: it has moves to judge. */
const EVENT = 'MIGS 23875';

/** The record of one game of the MiGs file, as its text stands there. */
async function migsGame(): Promise<string | undefined> {
  const text = await readFile(CORPUS, 'utf8').catch(() => undefined);
  return text?.split(/\n\n(?=\[Event )/).find((g) => g.startsWith(`[Event "${EVENT}"]`));
}

async function importGame(page: Page, record: string): Promise<void> {
  await clickTool(page, 'import');
  const dialog = page.getByTestId('import');
  await dialog.locator('[data-field="import-text"]').fill(record);
  await dialog.locator('[data-action="import-confirm"]').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('move-list').locator('[data-ply]')).toHaveCount(40);
}

/** A review runs to its end: the progress bar goes, the graph and the marks come. */
async function reviewFinishes(page: Page): Promise<void> {
  const review = page.getByTestId('review');
  await expect(review).toBeVisible();
  // A quick review searches its suspected mistakes again as deep does: on a loaded machine
  // a 40-ply game took over a minute.
  test.setTimeout(300_000);
  await expect(review).toHaveAttribute('data-complete', 'true', { timeout: 180_000 });
  await expect(page.getByTestId('review-progress')).toBeHidden();
  const graph = page.getByTestId('eval-graph');
  await expect(graph).toBeVisible();
  await expect(graph.locator('[data-ply]')).toHaveCount(40);
  const judged = page.getByTestId('move-list').locator('[data-judgement]');
  expect(await judged.count()).toBeGreaterThan(0);
  for (const value of await judged.evaluateAll((es) =>
    es.map((e) => e.getAttribute('data-judgement')),
  )) {
    expect(['inaccuracy', 'mistake', 'blunder']).toContain(value);
  }
  // The graph marks the same moves as the list.
  const listed = await judged.evaluateAll((es) => es.map((e) => e.getAttribute('data-ply')));
  const marked = await graph
    .locator('[data-judgement]')
    .evaluateAll((es) => es.map((e) => e.getAttribute('data-ply')));
  expect(marked).toEqual(listed);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('a review of an imported MiGs game, from the result dialog, finishes and marks moves', async ({
  page,
}) => {
  const record = await migsGame();
  test.skip(record === undefined, '../shared/data/migs-2016-2017.apgn is absent');
  await importGame(page, record!);
  const result = page.getByTestId('result');
  await expect(result).toBeVisible();
  await result.locator('[data-action="review"]').click();
  await expect(page.getByTestId('review-progress')).toBeVisible();
  await reviewFinishes(page);

  // A judged move shows the better move on the board.
  const first = page.getByTestId('move-list').locator('[data-judgement]').first();
  await first.click();
  await expect(page.getByTestId('better-arrow')).toBeVisible();

  // Learning from one side's mistakes: the position before the first, then its best move.
  const learnButton = page.locator('[data-action="learn"]:not([disabled])').first();
  await learnButton.click();
  const learn = page.getByTestId('learn');
  await expect(learn).toHaveAttribute('data-status', 'waiting');
  const ply = Number(await learn.getAttribute('data-ply'));
  await expect(page.getByTestId('move-list').locator(`[data-ply="${ply - 1}"]`)).toHaveAttribute(
    'aria-current',
    'step',
  );
  await learn.locator('[data-action="learn-best"]').click();
  await expect(learn).toHaveAttribute('data-status', 'shown');
  await expect(page.getByTestId('variation')).toHaveCount(1);
  await learn.locator('[data-action="learn-stop"]').click();

  // Reopened, the game shows its review from its notes, without a run.
  await page.reload();
  await page.locator('[data-action="games"]').click();
  await page.getByTestId('games').locator('[data-action="review"]').first().click();
  await expect(page.getByTestId('eval-graph')).toBeVisible();
  await expect(page.getByTestId('review-progress')).toHaveCount(0);
});

test('a review started from Games can be cancelled', async ({ page }) => {
  const record = await migsGame();
  test.skip(record === undefined, '../shared/data/migs-2016-2017.apgn is absent');
  await importGame(page, record!);
  await page.getByTestId('result').locator('[data-action="close"]').click();
  await page.locator('[data-action="games"]').click();
  const row = page.getByTestId('games').locator('[data-game-id][aria-current="true"]');
  await row.locator('[data-action="review"]').click();
  await expect(page.getByTestId('review-progress')).toBeVisible();
  await page.locator('[data-action="cancel-review"]').click();
  await expect(page.getByTestId('review-progress')).toHaveCount(0);
  await expect(page.getByTestId('move-list').locator('[data-judgement]')).toHaveCount(0);
});

/**
 * The review opens in the same place on every screen: under the board where the screen is
 * wide, as a sheet at the foot of a phone's screen, beside nothing it could cover. While
 * learning, the card's buttons stay on the screen, uncovered, in every language.
 */
for (const view of [
  { name: 'laptop 1366×768', width: 1366, height: 768, locale: 'en-GB', wide: true },
  { name: 'upright phone 390×844', width: 390, height: 844, locale: 'pt-BR', wide: false },
  { name: 'upright phone 320×568', width: 320, height: 568, locale: 'de-DE', wide: false },
  { name: 'sideways phone 568×320', width: 568, height: 320, locale: 'it-IT', wide: false },
]) {
  test.describe(view.name, () => {
    test.use({ locale: view.locale });

    test(`the review has its own place, fits, keeps learning in reach, and axe finds nothing serious`, async ({
      page,
    }, testInfo) => {
      // A whole review, axe and a learning session: three times the usual time.
      test.slow();
      const record = await migsGame();
      test.skip(record === undefined, '../shared/data/migs-2016-2017.apgn is absent');
      await page.setViewportSize({ width: view.width, height: view.height });
      await importGame(page, record!);
      await page.getByTestId('result').locator('[data-action="review"]').click();
      await reviewFinishes(page);
      const dock = page.getByTestId('review-dock');
      const board = (await page.getByTestId('board').boundingBox())!;
      const docked = (await dock.boundingBox())!;
      if (view.wide) {
        // Under the board, as wide as its column, beside the moves.
        expect(docked.y).toBeGreaterThanOrEqual(board.y + board.height - 1);
        expect(docked.y + docked.height).toBeLessThanOrEqual(view.height + 0.5);
        const side = (await page.locator('aside').first().boundingBox())!;
        expect(docked.x + docked.width).toBeLessThanOrEqual(side.x + 0.5);
        await expectUncovered(page, page.getByTestId('judged-moves'), 'the judged moves');
        // The board keeps 55% of the height from its top to the screen's foot (49% with a
        // heading row and a legend row of their own): the legend waits in the corner beside it.
        expect(board.height).toBeGreaterThanOrEqual(0.55 * (view.height - board.y));
        const corner = (await cell(page, 'a1').boundingBox())!;
        const legend = (await page.getByTestId('legend').boundingBox())!;
        expect(legend.x + legend.width).toBeLessThanOrEqual(corner.x);
      } else {
        // A sheet at the foot of the screen, which shows the rest when asked.
        expect(docked.y + docked.height).toBeGreaterThan(view.height - 24);
        expect(docked.y + docked.height).toBeLessThanOrEqual(view.height + 0.5);
        await expect(page.getByTestId('review-summary')).toBeHidden();
        const sheet = page.locator('[data-action="review-sheet"]');
        await expect(sheet).toHaveAttribute('aria-expanded', 'false');
        await sheet.click();
        await expect(sheet).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByTestId('review-summary')).toBeVisible();
      }
      await testInfo.attach('review', { body: await page.screenshot(), contentType: 'image/png' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        view.width,
      );
      for (const box of [
        await page.getByTestId('eval-graph').boundingBox(),
        await page.getByTestId('review-summary').boundingBox(),
      ]) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(view.width + 0.5);
      }
      const results = await axe(page).include('[data-testid="review"]').analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

      // Learning: the card's buttons on the screen and uncovered, the board beside them.
      await page.locator('[data-action="learn"]:not([disabled])').first().click();
      await expect(page.getByTestId('learn')).toBeVisible();
      await testInfo.attach('learning', {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
      await expectUncovered(page, page.locator('[data-action="learn-best"]'), 'Show the best move');
      await expectUncovered(page, page.locator('[data-action="learn-next"]'), 'Next mistake');
      await expectUncovered(page, page.locator('[data-action="learn-stop"]'), 'Stop learning');
      await expect(page.getByTestId('board')).toBeInViewport({ ratio: 0.9 });
      await page.locator('[data-action="learn-best"]').click();
      await expectUncovered(page, page.locator('[data-action="learn-retry"]'), 'Try again');
    });
  });
}
