// The freezes of issue 43 (items 5 and 8), for `npm run bench:ui -- --parts freezes`: for
// each case, the longest main-thread task and the total blocking time (the sum over 50 ms
// of every long task) from the action's start until its result is on screen, as the
// issue's closing note asks, and how long that took. Each case runs in a fresh phone-sized
// tab of its own; the long tasks are those bench-ui's `instrument` gathers (the
// PerformanceObserver's 'longtask', buffered). The actions are taken inside the page and
// their results watched there, so that no Playwright polling falls inside the span.
//
// 1. an Abacus record with a 1 MB comment after its first move, imported as a file and
//    confirmed → the comment in the move list;
// 2. an Abalone record of 43 legal moves (`longGame`) with a comment of 200 KB on each,
//    likewise → the 43rd comment;
// 3. an Abacus record with 20,000 `$1` after its first move, likewise → its moves listed;
// 4. 2 MB of APGN (Abalone games of 120 plies) pasted into the import field → the list of
//    its games;
// 5. a 10,000-ply game's link opened in a fresh tab → its last move and the notice, from
//    navigation on (start-up included);
// 6. that tab reloaded → the board and the last move, from navigation on;
// 7. Puzzles opened from the Menu with 200,000 puzzles in the stored progress (the plain
//    form, version 1, of `src/puzzles/progress.ts`) → the player's rating and a puzzle.
import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { MAX_COMMENT, parseMove, play, type Position } from '../src/engine';
import { exportGame } from '../src/store/records/apgnExport';
import { makeLink } from '../src/store/records/link';
import { startPosition } from '../src/store/game/spec';
import { type GameSpec, HUMANS, type MoveRecord } from '../src/store/game/savedGame';
import { clickTool } from '../e2e/menu';
import { seedGame } from '../e2e/seed';
import { longGame } from './long-game';

interface LongTask {
  readonly start: number;
  readonly duration: number;
}

/** What one case measured: the span it watched, and whether its result ever showed. */
interface Span {
  readonly start: number;
  readonly end: number;
  readonly finished: boolean;
  /** What the page said instead, when it said something else (a problem notice, an error). */
  readonly said?: string;
}

/** A case's result is given up on after this long, and said so. */
const GIVE_UP_MS = 300_000;

const BOARD = '[data-testid="board"] [data-cell]';
/** What the import dialog shows when the record does not read. */
const IMPORT_ERROR = '[data-testid="import-error"]';
const PROBLEM_NOTICE = '[data-testid="notice"][data-kind="problem"]';

const ABALONE: GameSpec = { game: 'abalone', n: 5, layout: 'standard' };
const ABACUS_HEAD = '[Game "Abacus"]\n[Size "5"]\n[Result "*"]\n\n';

/** A comment of `length` characters, words and spaces, no space at either end. */
const words = (length: number): string =>
  'word '.repeat(Math.ceil(length / 5)).slice(0, length - 1) + 'x';

/** Moves written in notation, as the app records them, each with its notes. */
function recordsOf(
  spec: GameSpec,
  texts: readonly string[],
  notes: (ply: number) => MoveRecord['notes'],
): MoveRecord[] {
  let pos: Position = startPosition(spec);
  return texts.map((text, i) => {
    const move = parseMove(pos, text);
    if (!move.ok) throw new Error(`${text} at ply ${i + 1}: ${move.error.message}`);
    pos = play(pos, move.value);
    const noted = notes(i + 1);
    return noted ? { move: move.value, text, notes: noted } : { move: move.value, text };
  });
}

/** One Abalone record of `moves`, written by the app's own export, with `comment` on each move. */
const abaloneRecord = (moves: readonly string[], comment?: string, event?: string): string =>
  exportGame(
    {
      spec: ABALONE,
      moves: recordsOf(ABALONE, moves, () => (comment === undefined ? undefined : { comment })),
      ending: undefined,
      players: HUMANS,
    },
    event === undefined ? {} : { tags: [['Event', event]] },
  );

/** Distinct Abalone games of 120 plies, one after another until `chars` characters. */
function manyRecords(chars: number): string {
  const games = Array.from({ length: 8 }, (_, i) => longGame(120, i + 1));
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const record = abaloneRecord(games[i % games.length], undefined, `Bench ${i + 1}`);
    parts.push(record);
    length += record.length + 1;
  }
  return parts.join('\n');
}

/**
 * The long tasks that overlap a span: the longest, the blocking time (each one's time over
 * 50 ms) and how many.
 */
function figures(tasks: readonly LongTask[], { start, end }: Span) {
  const inside = tasks.filter((t) => t.start + t.duration > start && t.start < end);
  return {
    longest: Math.max(0, ...inside.map((t) => t.duration)),
    blocking: inside.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    count: inside.length,
  };
}

const longTasks = (page: Page): Promise<LongTask[]> =>
  page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);

/**
 * Waits until the page has run no long task for a second (at most 20 s), so that start-up's
 * tail does not fall into the span measured next.
 */
async function quiet(page: Page): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const idle = await page.evaluate(() => {
      const tasks = (window as unknown as { __longTasks: LongTask[] }).__longTasks;
      const last = tasks.reduce((end, t) => Math.max(end, t.start + t.duration), 0);
      return performance.now() - last > 1000;
    });
    if (idle) return;
    await page.waitForTimeout(200);
  }
}

/** Sets the text the next action hands the page, outside of the span it measures. */
const hand = (page: Page, text: string): Promise<void> =>
  page.evaluate((t) => void ((window as unknown as { __payload: string }).__payload = t), text);

interface Action {
  /** `file`: the payload chosen in the import dialog's file field; `paste`: pasted into its text. */
  readonly kind: 'file' | 'paste' | 'click';
  /** For `click`: what is clicked. */
  readonly target?: string;
  /** Whether Import is pressed as soon as it can be. */
  readonly confirm?: boolean;
  /** Every one of these is in the page once the result is on screen. */
  readonly until: readonly string[];
  /** Any of these in the page ends the wait as a failure, with its text. */
  readonly failing: readonly string[];
}

/**
 * Takes `action` inside the page and watches for its result there, polling every 5 ms as
 * the share part does; the span ends with the frame after the result first shows.
 */
function act(page: Page, action: Action): Promise<Span> {
  return page.evaluate(
    ({ kind, target, confirm, until, failing, giveUp }) =>
      new Promise<Span>((resolve) => {
        const w = window as unknown as { __payload: string };
        const start = performance.now();
        let confirmed = !confirm;
        const done = (finished: boolean, said?: string): void => {
          clearInterval(poll);
          clearTimeout(timer);
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ start, end: performance.now(), finished, said })),
          );
        };
        const poll = setInterval(() => {
          for (const selector of failing) {
            const el = document.querySelector(selector);
            if (el) return done(false, el.textContent ?? selector);
          }
          if (!confirmed) {
            const button = document.querySelector<HTMLButtonElement>(
              '[data-action="import-confirm"]',
            );
            if (button && !button.disabled) {
              confirmed = true;
              button.click();
            }
            return;
          }
          if (until.every((selector) => document.querySelector(selector))) done(true);
        }, 5);
        const timer = setTimeout(() => done(false, 'gave up'), giveUp);
        if (kind === 'file') {
          const input = document.querySelector<HTMLInputElement>('[data-field="import-file"]')!;
          const files = new DataTransfer();
          files.items.add(new File([w.__payload], 'bench.apgn', { type: 'text/plain' }));
          input.files = files.files;
          input.dispatchEvent(new Event('change', { bubbles: true }));
        } else if (kind === 'paste') {
          const field = document.querySelector<HTMLTextAreaElement>('[data-field="import-text"]')!;
          const data = new DataTransfer();
          data.setData('text/plain', w.__payload);
          field.focus();
          field.dispatchEvent(
            new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
          );
        } else {
          document.querySelector<HTMLElement>(target!)!.click();
        }
      }),
    { ...action, giveUp: GIVE_UP_MS },
  );
}

/**
 * Watches, from the page's first script on, for every selector of `bench.until` in the
 * tab's session storage (or `fallback`), and notes in `__untilAt` the end of the frame
 * after they all first show; `__untilSaid` the text of a problem notice, if one shows.
 */
function watchFor(fallback: readonly string[]): void {
  const stored = sessionStorage.getItem('bench.until');
  const until: string[] = stored ? JSON.parse(stored) : fallback;
  const w = window as unknown as { __untilAt?: number; __untilSaid?: string };
  let met = false;
  const check = (observer: MutationObserver): void => {
    const problem = document.querySelector('[data-testid="notice"][data-kind="problem"]');
    if (problem) w.__untilSaid = problem.textContent ?? '';
    if (met || !until.every((selector) => document.querySelector(selector))) return;
    met = true;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (w.__untilAt = performance.now())));
  };
  document.addEventListener('DOMContentLoaded', () => {
    const observer = new MutationObserver(() => check(observer));
    observer.observe(document.body, { childList: true, subtree: true });
    check(observer);
  });
}

/** The span of a navigation: from its start (the page's time origin) to `__untilAt`. */
async function navigated(page: Page): Promise<Span> {
  const started = Date.now();
  for (;;) {
    const { at, said } = await page.evaluate(() => {
      const w = window as unknown as { __untilAt?: number; __untilSaid?: string };
      return { at: w.__untilAt, said: w.__untilSaid };
    });
    if (at !== undefined) return { start: 0, end: at, finished: true, said };
    if (Date.now() - started > GIVE_UP_MS) {
      const end = await page.evaluate(() => performance.now());
      return { start: 0, end, finished: false, said: said ?? 'gave up' };
    }
    await page.waitForTimeout(250);
  }
}

/** A fresh tab with the app started and quiet, the import dialog open. */
async function importDialog(newPage: () => Promise<Page>, url: string): Promise<Page> {
  const page = await newPage();
  await page.goto(url);
  await page.locator(BOARD).first().waitFor();
  await clickTool(page, 'import');
  await page.getByTestId('import').waitFor();
  await quiet(page);
  return page;
}

/** The progress record with `count` puzzles attempted, as `src/puzzles/progress.ts` has it. */
async function seedProgress(page: Page, count: number, rating: number): Promise<void> {
  await page.evaluate(
    async ({ count, rating }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('hexplay');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const puzzles: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) {
        puzzles[`abacus:${i}`] = {
          rating: { rating: 1500, deviation: 100, volatility: 0.06 },
          solved: true,
        };
      }
      const progress = {
        version: 1,
        players: { abacus: { rating, deviation: 100, volatility: 0.06 } },
        puzzles,
        streak: { current: 0, best: 0 },
        dailies: [],
      };
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('puzzles', 'readwrite');
        tx.objectStore('puzzles').put(progress, 'progress');
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { count, rating },
  );
}

/**
 * The player's seeded rating: not Glicko-2's 1500 of a new player, so that the dialog
 * showing it means the stored progress was read.
 */
const SEEDED_RATING = 1623;

/**
 * Each freeze case of issue 43 once per run, each in a fresh tab from `newPage` (bench-ui's
 * phone page, instrumented, its CPU slowed `rate` times), one line each.
 */
export async function freezes({
  newPage,
  url,
  rate,
  runs,
}: {
  readonly newPage: () => Promise<Page>;
  readonly url: string;
  readonly rate: number;
  readonly runs: number;
}): Promise<void> {
  const line = (name: string, tasks: readonly LongTask[], span: Span): void => {
    const { longest, blocking, count } = figures(tasks, span);
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    const ms = (span.end - span.start).toFixed(0);
    const ending = span.finished
      ? `${ms} ms to the result`
      : `NEVER FINISHED: ${span.said} after ${ms} ms`;
    const said = span.finished && span.said ? `; the page said: ${span.said.slice(0, 120)}` : '';
    console.log(
      `freezes ${rate}×, ${name}: longest task ${longest.toFixed(0)} ms, blocking ${blocking.toFixed(0)} ms ` +
        `(${count} long tasks), ${ending}${said} [load ${load}]`,
    );
  };
  const importCase = async (
    name: string,
    text: string,
    kind: 'file' | 'paste',
    until: readonly string[],
  ): Promise<void> => {
    const page = await importDialog(newPage, url);
    await hand(page, text);
    const span = await act(page, {
      kind,
      confirm: kind === 'file',
      until,
      failing: [IMPORT_ERROR, PROBLEM_NOTICE],
    });
    await page.waitForTimeout(300);
    line(name, await longTasks(page), span);
    await page.context().close();
  };

  const oneComment = `${ABACUS_HEAD}1. e5 {${words(MAX_COMMENT)}} d4 *\n`;
  const manyComments = abaloneRecord(longGame(43), words(200_000));
  const glyphs = `${ABACUS_HEAD}1. e5 ${'$1 '.repeat(20_000)}d4 *\n`;
  const pasted = manyRecords(2_000_000);
  const long = longGame(10_000);
  const link = makeLink(
    { spec: ABALONE, moves: recordsOf(ABALONE, long, () => undefined), ending: undefined },
    url,
  );
  const lastPly = `[data-testid="move-list"] [data-ply="${long.length}"]`;
  const mb = (text: string): string => `${(text.length / 1e6).toFixed(1)} MB`;

  for (let run = 0; run < runs; run++) {
    await importCase(
      `1. import a record with a 1 MB comment (${mb(oneComment)}, file)`,
      oneComment,
      'file',
      ['[data-testid="move-comment"][data-ply="1"]'],
    );
    await importCase(
      `2. import a record with 43 comments of 200 KB (${mb(manyComments)}, file)`,
      manyComments,
      'file',
      ['[data-testid="move-comment"][data-ply="43"]'],
    );
    await importCase(
      `3. import a record with 20,000 $1 after one move (${mb(glyphs)}, file)`,
      glyphs,
      'file',
      ['[data-testid="move-list"] [data-ply="2"]'],
    );
    await importCase(`4. paste ${mb(pasted)} of APGN into the import field`, pasted, 'paste', [
      '[data-testid="import-list"]',
    ]);

    const tab = await newPage();
    await tab.addInitScript(watchFor, [lastPly, '[data-testid="notice"]']);
    await tab.goto(link);
    const opened = await navigated(tab);
    await tab.waitForTimeout(300);
    line(
      `5. open a 10,000-ply game link in a fresh tab (${link.length.toLocaleString('en')} characters)`,
      await longTasks(tab),
      opened,
    );
    if (opened.finished) {
      await quiet(tab);
      await tab.evaluate(
        (until) => sessionStorage.setItem('bench.until', JSON.stringify(until)),
        [BOARD, lastPly],
      );
      await tab.reload();
      const reloaded = await navigated(tab);
      await tab.waitForTimeout(300);
      line('6. reload with that 10,000-ply game open', await longTasks(tab), reloaded);
    } else console.log(`freezes ${rate}×, 6. reload: skipped, the link never opened`);
    await tab.context().close();

    const page = await newPage();
    await page.goto(url);
    await page.locator(BOARD).first().waitFor();
    await seedProgress(page, 200_000, SEEDED_RATING);
    // An Abacus game on screen, so that Puzzles opens on Abacus, whose rating was seeded.
    await seedGame(page, { game: 'abacus', n: 5 });
    await page.locator('[data-testid="board"][data-game="abacus"] [data-cell]').first().waitFor();
    const tool = page.locator('[data-action="puzzles"]');
    /** Opens Puzzles and times it until the seeded rating and a puzzle show. */
    const openPuzzles = async (): Promise<Span> => {
      // The Menu opened first where the screen folds the tools behind it, as on a phone.
      if (!(await tool.isVisible())) await page.locator('[data-action="menu"]').click();
      await tool.waitFor();
      await quiet(page);
      const span = await act(page, {
        kind: 'click',
        target: '[data-action="puzzles"]',
        until: [
          `[data-testid="puzzle-rating"][data-rating="${SEEDED_RATING}"]`,
          '[data-testid="puzzle"], [data-testid="puzzle-none"]',
        ],
        failing: ['[data-testid="puzzle-error"]'],
      });
      await page.waitForTimeout(300);
      return span;
    };
    const first = await openPuzzles();
    line('7. open Puzzles with 200,000 stored puzzle entries', await longTasks(page), first);
    // The first open rewrote the progress compact, once; every open after reads that.
    await page.locator('[data-action="close-puzzles"]').click();
    const again = await openPuzzles();
    line('7b. open Puzzles again (stored compact)', await longTasks(page), again);
    await page.context().close();
  }
}
