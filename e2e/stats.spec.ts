import { expect, type Page, test } from './test';
import { inGameActions } from './menu';
import { storeGames, storePuzzleProgress } from './seed';
import { axe } from './axe';

// Seeding 10,000 games and walking the dialog with axe take a loaded machine a while.
test.describe.configure({ timeout: 120_000 });

async function openStats(page: Page): Promise<void> {
  await page.locator('[data-action="games"]').click();
  await page.getByTestId('games').locator('[data-action="stats"]').click();
  await expect(page.getByTestId('stats-games')).toBeVisible();
}

/** The words `loseToEasy` reads, in the page's language. */
const RESIGN_WORDS = {
  en: { resign: 'Resign', resigned: 'Black resigned.' },
  de: { resign: 'Aufgeben', resigned: 'Schwarz hat aufgegeben.' },
} as const;

/** A game against the computer at Easy, lost by resigning as Black. */
async function loseToEasy(page: Page, language: keyof typeof RESIGN_WORDS = 'en'): Promise<void> {
  const words = RESIGN_WORDS[language];
  await inGameActions(page, async () => {
    await page.locator('[data-field="seat-white"]').selectOption('easy');
    await page.locator('[data-action="resign"]').click();
  });
  await page.getByTestId('confirm').getByRole('button', { name: words.resign }).click();
  await expect(page.getByTestId('result')).toContainText(words.resigned);
  await page.getByTestId('result').locator('[data-action="close"]').click();
}

test('a game lost to the computer is counted, and its figure lists it in the Games panel', async ({
  page,
}) => {
  await page.goto('/');
  await loseToEasy(page);
  await openStats(page);
  const stats = page.getByTestId('stats');
  await expect(stats.getByTestId('stats-games')).toHaveAttribute('data-count', '1');
  await expect(stats.getByTestId('stats-seat-black-lost')).toHaveAttribute('data-count', '1');
  const easy = stats.getByTestId('stats-opponent').locator('tr[data-row="level:easy"]');
  await expect(easy).toContainText('Computer · Easy');
  await easy.getByTestId('stats-opponent-level:easy-lost').click();

  const games = page.getByTestId('games');
  await expect(games.getByTestId('games-filter')).toContainText('against Computer · Easy · lost');
  await expect(games.getByTestId('games-filter-count')).toHaveAttribute('data-count', '1');
  await expect(games.getByRole('listitem')).toHaveCount(1);
  await games.locator('[data-action="games-clear-filter"]').click();
  await expect(games.getByTestId('games-filter')).toHaveCount(0);
});

test('10,000 games: the statistics count them all, and each figure lists its games', async ({
  page,
}) => {
  await page.goto('/');
  // 10,000 entries against the computer and at one screen over three years, as the app
  // stores them: an entry for the Games panel beside each game.
  const levels = ['easy', 'medium', 'hard', 'expert'];
  const results = ['1-0', '0-1', '1/2-1/2', '*'];
  const now = Date.now();
  await storeGames(
    page,
    Array.from({ length: 10_000 }, (_, i) => ({
      id: `bulk-${i}`,
      created: now - (i % 1095) * 86_400_000 - 1000,
      summary: {
        title: 'Abalone',
        game: i % 3 === 0 ? 'abacus' : 'abalone',
        n: 5,
        layout: 'standard',
        plies: 30,
        result: results[i % 4],
        black: 'Human',
        white: 'Human',
        players:
          i % 5 !== 0
            ? { black: 'human', white: levels[i % 4] }
            : { black: 'human', white: 'human' },
      },
      data: {},
    })),
  );
  await page.reload();
  await page.locator('[data-cell]').first().waitFor();
  await page.locator('[data-action="games"]').click();
  await expect(page.getByTestId('games').getByRole('listitem').first()).toBeVisible();
  // The tasks from the click on Statistics on: the Games panel's own are not the statistics'.
  await page.evaluate(() => {
    const w = window as unknown as { longest: number };
    w.longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
    }).observe({ type: 'longtask' });
  });
  /** When the games count first reads `count`, on the page's clock, watched from now on. */
  const countReads = (count: string) =>
    page.evaluate(
      (count) =>
        new Promise<number>((resolve) => {
          const check = (): boolean => {
            const shown = document.querySelector('[data-testid="stats-games"]');
            if (shown?.getAttribute('data-count') !== count) return false;
            resolve(performance.now());
            return true;
          };
          if (check()) return;
          const watch = new MutationObserver(() => check() && watch.disconnect());
          watch.observe(document.body, { subtree: true, childList: true, attributes: true });
        }),
      count,
    );
  const start = await page.evaluate(() => performance.now());
  const counted = countReads('10000');
  await page.getByTestId('games').locator('[data-action="stats"]').click();
  const shown = (await counted) - start;
  const stats = page.getByTestId('stats');
  // i % 5 ≠ 0 plays the computer: 8,000 games; of those, i % 4 = 0 are 1-0, won as Black.
  await expect(stats.getByTestId('stats-kind-computer')).toHaveAttribute('data-count', '8000');
  await expect(stats.getByTestId('stats-seat-black-won')).toHaveAttribute('data-count', '2000');
  await expect(stats.getByTestId('stats-time-chart')).toHaveAttribute('data-unit', 'month');
  const choose = await page.evaluate(() => performance.now());
  // Games i with i % 1,095 in 0–29 days back: ten of each (10,000 = 9 · 1,095 + 145).
  const recounted = countReads('300');
  await stats.locator('[data-field="stats-period"]').selectOption('month');
  const chosen = (await recounted) - choose;
  const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
  const entries = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('hexplay');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const before = performance.now();
    await new Promise((resolve) => {
      db.transaction('entries').objectStore('entries').getAll().onsuccess = resolve;
    });
    db.close();
    return performance.now() - before;
  });
  console.log(
    `stats of 10,000 games: shown ${shown.toFixed(0)} ms after the click, a period chosen ` +
      `${chosen.toFixed(0)} ms, longest task ${longest.toFixed(0)} ms; ` +
      `the entries alone read in ${entries.toFixed(0)} ms`,
  );
  await stats.getByTestId('stats-seat-black-won').click();
  await expect(page.getByTestId('games-filter-count')).toHaveAttribute('data-count', /^\d+$/);
  const listed = Number(await page.getByTestId('games-filter-count').getAttribute('data-count'));
  expect(listed).toBeGreaterThan(0);
});

const DAY = 86_400_000;

/**
 * Something for every section beside the game `loseToEasy` plays: an Abalone game against
 * Hard and an Abacus game against Medium, both reviewed, an Abacus game online against Ada,
 * and a puzzle rating in each game. All are months back, so that this month holds the one
 * game lost to Easy.
 */
async function seedRichLibrary(page: Page): Promise<void> {
  const now = Date.now();
  const entry = (id: string, daysAgo: number, summary: Record<string, unknown>) => ({
    id,
    created: now - daysAgo * DAY,
    summary: { n: 5, layout: 'standard', plies: 40, ...summary },
    data: {},
  });
  await storeGames(page, [
    entry('reviewed-abalone', 300, {
      title: 'Abalone',
      game: 'abalone',
      result: '1-0',
      black: 'Human',
      white: 'Computer (Hard)',
      players: { black: 'human', white: 'hard' },
      accuracy: { black: 81.3, white: 92.6 },
    }),
    entry('reviewed-abacus', 200, {
      title: 'Abacus',
      game: 'abacus',
      result: '1-0',
      black: 'Computer (Medium)',
      white: 'Human',
      players: { black: 'medium', white: 'human' },
      accuracy: { black: 90.1, white: 67.4 },
    }),
    entry('online-ada', 100, {
      title: 'Abacus',
      game: 'abacus',
      result: '0-1',
      black: 'Me',
      white: 'Ada',
      seat: 'black',
      names: { black: 'Me', white: 'Ada' },
      players: { black: 'human', white: 'human' },
    }),
  ]);
  const rating = (value: number) => ({ rating: value, deviation: 120, volatility: 0.06 });
  await storePuzzleProgress(page, {
    version: 1,
    players: { abalone: rating(1562), abacus: rating(1480) },
    puzzles: {},
    streak: { current: 0, best: 2 },
    dailies: [],
    history: [
      { game: 'abalone', time: now - 250 * DAY, rating: 1500 },
      { game: 'abalone', time: now - 150 * DAY, rating: 1562 },
      { game: 'abacus', time: now - 50 * DAY, rating: 1480 },
    ],
  });
}

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await axe(page).include('[data-testid="stats"]').analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`,
  );
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [width, height] of [
    [320, 568],
    [1920, 1080],
  ] as const) {
    test(`the statistics at ${width}×${height} (${colorScheme}) fit, work by keyboard and pass axe`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await seedRichLibrary(page);
      await loseToEasy(page);
      await openStats(page);
      const stats = page.getByTestId('stats');
      await expect(stats.getByTestId('stats-games')).toHaveAttribute('data-count', '4');
      await expect(stats.getByTestId('stats-accuracy')).toHaveAttribute('data-points', '2');
      await expect(stats.getByTestId('stats-ratings')).toHaveAttribute('data-points', '3');
      await expect(stats.locator('tr[data-row="person:Ada"]')).toContainText('Ada');
      const sideways = await page
        .getByTestId('stats')
        .evaluate((dialog) => dialog.scrollWidth > dialog.clientWidth);
      expect(sideways).toBe(false);
      const blocking = await blockingViolations(page);
      expect(blocking, blocking.join('\n')).toEqual([]);
      // The month's bar, reached by keyboard, lists its game.
      const bar = page.locator('[data-action="stats-step"][tabindex="0"]').last();
      await bar.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('games-filter-count')).toHaveAttribute('data-count', '1');
    });
  }
}

test('in German, the statistics and the filtered Games panel have no English left', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('[data-field="language"]').selectOption('de');
  await seedRichLibrary(page);
  await loseToEasy(page, 'de');
  await page.locator('[data-action="games"]').click();
  await page.getByTestId('games').locator('[data-action="stats"]').click();
  const stats = page.getByTestId('stats');
  await expect(stats.getByTestId('stats-games')).toHaveText('4 Partien');
  await expect(stats.getByTestId('stats-accuracy')).toHaveAccessibleName(
    '2 ausgewertete Partien, im Schnitt 74 %',
  );
  await expect(stats.getByTestId('stats-rating-abalone')).toHaveText(
    'Abalone: von 1.500 auf 1.562',
  );
  const text = await stats.innerText();
  for (const english of [
    'Statistics',
    'Won',
    'Lost',
    'Drawn',
    'Score',
    'games',
    'Opponent',
    'Accuracy',
    'reviewed',
    'rating',
    'Puzzle',
  ])
    expect(text).not.toContain(english);
  await stats.getByTestId('stats-seat-black-lost').click();
  await expect(page.getByTestId('games-filter')).toContainText('Angezeigt: verloren · Als Schwarz');
});

test('the game filter narrows the counts, the accuracy, the ratings and the opponents; a dot lists its game', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('board')).toHaveAttribute('data-game', 'abacus');
  await seedRichLibrary(page);
  await loseToEasy(page);
  await openStats(page);
  const stats = page.getByTestId('stats');
  const opponents = stats.getByTestId('stats-opponent').locator('tr[data-row]');
  await expect(stats.getByTestId('stats-games')).toHaveAttribute('data-count', '4');
  await expect(opponents).toHaveCount(4);

  await stats.locator('[data-field="stats-game"]').selectOption('abalone');
  await expect(stats.getByTestId('stats-games')).toHaveAttribute('data-count', '1');
  await expect(stats.getByTestId('stats-accuracy')).toHaveAttribute('data-points', '1');
  await expect(stats.getByTestId('stats-ratings')).toHaveAttribute('data-points', '2');
  await expect(stats.getByTestId('stats-rating-abalone')).toHaveText(
    'Abalone: from 1,500 to 1,562',
  );
  await expect(stats.getByTestId('stats-rating-abacus')).toHaveCount(0);
  await expect(opponents).toHaveCount(1);
  await expect(stats.locator('tr[data-row="level:hard"]')).toBeVisible();

  await stats.locator('[data-field="stats-game"]').selectOption('abacus');
  await expect(stats.getByTestId('stats-games')).toHaveAttribute('data-count', '3');
  await expect(stats.getByTestId('stats-accuracy')).toHaveAttribute('data-points', '1');
  await expect(stats.getByTestId('stats-rating-abacus')).toHaveText('Abacus: from 1,480 to 1,480');
  await expect(stats.getByTestId('stats-rating-abalone')).toHaveCount(0);
  await expect(opponents).toHaveCount(3);
  await expect(stats.locator('tr[data-row="person:Ada"]')).toContainText('Ada');

  // The reviewed Abacus game's dot, reached by keyboard, lists it alone.
  await stats.getByTestId('stats-accuracy').locator('[data-action="stats-dot"]').focus();
  await page.keyboard.press('Enter');
  const games = page.getByTestId('games');
  await expect(games.getByTestId('games-filter-count')).toHaveAttribute('data-count', '1');
  await expect(games.locator('[data-game-id]')).toHaveAttribute('data-game-id', 'reviewed-abacus');
});
