// The app's speed as a player feels it, in Chromium, on a phone-sized page.
//
//   npm run bench:ui [-- --throttle 4] [--no-build] [--port 4175] [--dist /tmp/dist]
//                    [--clicks 120] [--thinks 3] [--runs 5]
//                    [--parts timeline,startup,clicks,thinking,share,games,import,analysis,freezes]
//                    [--against /tmp/other-dist]
//
// Builds the app into `--dist` (its own folder, so that it never replaces a build someone
// else is serving), serves it with `vite preview`, and measures at 390×844 with touch, at
// full speed and with the CPU slowed 4× through the DevTools Protocol (Chrome's
// "mid-tier mobile"), or only at the `--throttle` rate given:
// - start-up: navigation to the end of the frame that draws the board, the blocking time
//   (the sum over 50 ms of every long task until then, and over the first 3 s as
//   Lighthouse's Total Blocking Time counts it) and the first contentful paint,
//   in a Chromium driven over the bare DevTools Protocol as a phone would run the page
//   (./bare-chromium.ts says why): a first visit, then the same tab opening the app again
//   (the browser's caches warm, the service worker installed, the game kept in the
//   library); and a first visit in Playwright's pages, whose inspector makes start-up
//   slower;
// - click → next animation frame, p50/p95/max, for Abacus n=5 and n=8 and for Abalone
//   selections and moves;
// - main-thread long tasks while the computer (Expert) thinks;
// - the Share dialog of a 10,000-ply game: click → dialog drawn, → link and record ready,
//   and the longest task in between;
// - the Games panel of a library of 10,000 games: click → its rows drawn, and the longest
//   task in between;
// - importing the MiGs file (2,589 games, 2.3 MB, from ../shared/data): the file chosen →
//   its games listed, then Import all → all stored, with the longest task of each;
// - the analysis board's first answer: Analyse clicked → the evaluation on screen, its
//   worker started cold, on Belgian Daisy and Abacus n=5 two plies in (target 2 s);
// - the freezes of issue 43 (only when asked for, with `--parts freezes`: ./bench-freezes.ts):
//   for each case (records with huge comments or 20,000 glyphs imported, 2 MB pasted, a
//   10,000-ply game's link opened and reloaded, Puzzles with 200,000 stored entries), the
//   longest task and the blocking time from the action until its result is on screen.
// With `--against`, a second build (already built, in the folder given) is served beside
// the first and its start-ups measured in turns with the first's, under the same load.
// Games are set up by writing them into the app's IndexedDB library, so the numbers do
// not depend on the setup screens. Prints numbers; asserts nothing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';
import { type BareChromium, launchBare } from './bare-chromium';
import { seedGame } from '../e2e/seed';
import { longGame } from './long-game';
import { freezes } from './bench-freezes';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(option('port', '4175'));
const dist = option('dist', join(tmpdir(), 'hexplay-bench'));
const runs = Number(option('runs', '5'));
const parts = option('parts', 'startup,clicks,thinking,share,games,import,analysis').split(',');
const clicks = Number(option('clicks', '120'));
const thinks = Number(option('thinks', '3'));
const rates = args.includes('--throttle') ? [Number(option('throttle', '4'))] : [1, 4];
const url = `http://127.0.0.1:${port}/`;
const against = option('against', '');
const againstUrl = `http://127.0.0.1:${port + 2}/`;

async function waitForServer(child: ChildProcess, url: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error('vite preview exited early');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no server on ${url}`);
}

interface Game {
  readonly game: 'abacus' | 'abalone';
  readonly n: number;
  readonly white: string;
}

/** The parts of a long animation frame the bench reports. */
interface LongFrame {
  readonly start: number;
  readonly duration: number;
  /** From the start of the frame's rendering (rAF callbacks, style, layout, paint) to its end. */
  readonly render: number;
  readonly scripts: readonly { readonly name: string; readonly ms: number }[];
}

/** The Long Animation Frames API's entries, which TypeScript's DOM types do not have yet. */
interface LongAnimationFrame {
  readonly startTime: number;
  readonly duration: number;
  readonly renderStart: number;
  readonly scripts: readonly {
    startTime: number;
    invokerType: string;
    invoker: string;
    duration: number;
  }[];
}

/**
 * Watches from the first script on: long tasks, the moment the board first shows cells,
 * the end of the frame that draws them (`__drawnAt`: from then a player sees the board and
 * can use it), and each time the computer stops thinking. The bench polls these rather
 * than waiting on Playwright's locators, whose script would otherwise be injected into the
 * page during start-up and poll it while the computer thinks, and be counted as the app's
 * own long tasks.
 */
function instrument(): void {
  const w = window as unknown as {
    __longTasks: { start: number; duration: number }[];
    __frames: LongFrame[];
    __boardAt: number | undefined;
    __drawnAt: number | undefined;
    __thoughts: number;
  };
  w.__longTasks = [];
  w.__frames = [];
  w.__thoughts = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // What a long task was spent on: the long animation frame it fell in names its scripts
  // and times the frame's style, layout and paint. What neither accounts for is the
  // browser's own work, mostly garbage collection.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEntry[] & LongAnimationFrame[]) {
      // Scripts in the frame's rendering (animation frame callbacks) count as rendering.
      const scripts = e.scripts
        .filter((s) => e.renderStart === 0 || s.startTime < e.renderStart)
        .map((s) => ({ name: `${s.invokerType} ${s.invoker}`, ms: s.duration }));
      w.__frames.push({
        start: e.startTime,
        duration: e.duration,
        render: e.renderStart > 0 ? e.startTime + e.duration - e.renderStart : 0,
        scripts,
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  let thinking = false;
  const seen = (): void => {
    if (w.__boardAt === undefined && document.querySelector('[data-testid="board"] [data-cell]')) {
      w.__boardAt = performance.now();
      // A timer set in the frame's callbacks runs once that frame's style, layout and
      // paint are done.
      requestAnimationFrame(() => setTimeout(() => (w.__drawnAt = performance.now())));
    }
    const now = document.querySelector('[data-testid="thinking"]') !== null;
    if (thinking && !now) w.__thoughts++;
    thinking = now;
  };
  document.addEventListener('DOMContentLoaded', () => {
    seen();
    new MutationObserver(seen).observe(document.body, { childList: true, subtree: true });
  });
}

/** Opens a fresh game of its own, written into the library as this tab's game. */
async function openGame(page: Page, { game, n, white }: Game): Promise<void> {
  await seedGame(page, { game, n, white });
  await page.locator('[data-testid="board"] [data-cell]').first().waitFor();
}

/** A page of its own, phone-sized, with the CPU slowed `rate` times. */
async function phonePage(browser: Browser, rate: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(instrument);
  return page;
}

/** How long a player stays on the first visit before opening the app again in that tab. */
const REVISIT_AFTER_MS = 3000;

/**
 * The blocking time over the first 3 s from navigation, as Lighthouse's Total Blocking
 * Time counts it (each long task's time beyond 50 ms), read once those seconds are over.
 */
const FIRST_SECONDS_MS = 3000;
const FIRST_SECONDS_BLOCKING = `window.__longTasks
  .filter((t) => t.start < ${FIRST_SECONDS_MS})
  .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)`;

interface StartupFigures {
  /** When the frame that draws the board ended. */
  readonly at: number;
  /** The sum over 50 ms of each long task until then. */
  readonly blocking: number;
  /** When the page first painted text or an image (the page index.html holds, now). */
  readonly painted: number;
  /** The scripts the page had loaded by then, by path: all it ran before the board. */
  readonly scripts: readonly string[];
}

/** Where the start-up figures are read from once the board is drawn. */
const STARTUP_FIGURES = `(() => {
  // Set on a page about to be left, so that its figures are never read for the next one.
  if (window.__left) return { at: undefined, blocking: 0, painted: 0, scripts: [] };
  const at = window.__drawnAt;
  const tasks = window.__longTasks.filter((t) => t.start < at);
  const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? at;
  const scripts = performance
    .getEntriesByType('resource')
    .filter((r) => r.name.endsWith('.js') && r.responseEnd <= at)
    .map((r) => new URL(r.name).pathname);
  return {
    at,
    blocking: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    painted,
    scripts,
  };
})()`;

/**
 * Start-up, `runs` times, each in a fresh browser context: with nothing attached but the
 * DevTools Protocol's emulation and evaluation, as on a phone, and then in Playwright's
 * pages (the `inspector` figures), whose Runtime domain adds a re-parse of React at load.
 * Each build in `builds` is measured in turn within every run.
 */
async function startup(
  browser: Browser,
  bare: BareChromium,
  rate: number,
  builds: readonly { readonly name: string; readonly url: string; readonly folder: string }[],
): Promise<void> {
  const figures = builds.map(() => ({
    phone: [] as StartupFigures[],
    firstSeconds: [] as number[],
    again: [] as StartupFigures[],
    inspected: [] as StartupFigures[],
  }));
  for (let i = 0; i < runs; i++) {
    for (const [b, { url }] of builds.entries()) {
      const page = await bare.newPhonePage(rate);
      await page.open(url, `(${instrument.toString()})()`);
      figures[b].phone.push(await drawn(() => page.evaluate(STARTUP_FIGURES)));
      // Long enough for the service worker to install and the library to keep the game.
      await new Promise((resolve) => setTimeout(resolve, REVISIT_AFTER_MS));
      figures[b].firstSeconds.push(Number(await page.evaluate(FIRST_SECONDS_BLOCKING)));
      await page.evaluate('window.__left = true');
      await page.navigate(url);
      figures[b].again.push(await drawn(() => page.evaluate(STARTUP_FIGURES)));
      await page.close();

      const watched = await phonePage(browser, rate);
      await watched.goto(url);
      figures[b].inspected.push(await drawn(() => watched.evaluate(STARTUP_FIGURES)));
      await watched.context().close();
    }
  }
  for (const [b, { name, folder }] of builds.entries()) {
    const { phone, firstSeconds, again, inspected } = figures[b];
    loadedScripts(`start-up${name}`, folder, phone[0].scripts);
    report(`start-up${name}: blocking time over the first 3 s`, firstSeconds);
    for (const [label, measured] of [
      ['start-up', phone],
      ['start-up, coming back', again],
      ['start-up, inspector', inspected],
    ] as const) {
      report(
        `${label}${name}: navigation → board drawn`,
        measured.map((r) => r.at),
      );
      report(
        `${label}${name}: blocking time`,
        measured.map((r) => r.blocking),
      );
      report(
        `${label}${name}: first contentful paint`,
        measured.map((r) => r.painted),
      );
    }
  }
}

const TIMELINE = `(() => {
  const rows = [];
  for (const r of performance.getEntriesByType('resource'))
    rows.push([r.startTime, 'fetch ' + new URL(r.name).pathname.replace('/assets/', '') + ' → ' + r.responseEnd.toFixed(0)]);
  for (const t of window.__longTasks) rows.push([t.start, 'long task ' + t.duration.toFixed(0) + ' ms']);
  for (const f of window.__frames)
    rows.push([f.start, 'frame ' + f.duration.toFixed(0) + ' ms (render ' + f.render.toFixed(0) + '): ' + f.scripts.map((s) => s.name.replace(/https?:[/][/][^/]+[/]assets[/]/, '') + ' ' + s.ms.toFixed(0)).join(', ')]);
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  if (fcp) rows.push([fcp.startTime, 'first contentful paint']);
  rows.push([window.__boardAt, 'board in the page']);
  rows.push([window.__drawnAt, 'board drawn']);
  return rows.sort((a, b) => a[0] - b[0]).map(([t, s]) => t.toFixed(0).padStart(6) + ' ms  ' + s);
})()`;

/** First visits' start-ups, event by event: what loads when, and what the main thread does. */
async function timeline(bare: BareChromium, rate: number): Promise<void> {
  for (let i = 0; i < runs; i++) {
    const page = await bare.newPhonePage(rate);
    await page.open(url, `(${instrument.toString()})()`);
    await drawn(() => page.evaluate(STARTUP_FIGURES));
    console.log(`start-up timeline at ${rate}×, run ${i + 1}:`);
    for (const line of await page.evaluate<string[]>(TIMELINE)) console.log(`  ${line}`);
    await page.close();
  }
}

/** Polls the page until its board is drawn, then reads the figures. */
async function drawn(
  figures: () => Promise<Omit<StartupFigures, 'at'> & { at: number | undefined }>,
): Promise<StartupFigures> {
  for (let i = 0; i < 600; i++) {
    const { at } = await figures();
    if (at !== undefined) {
      // Long tasks are reported a moment after they end.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const read = await figures();
      return { ...read, at: read.at ?? at };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the board was not drawn within a minute');
}

/**
 * Clicks a cell inside the page and times it to the next animation frame, after the
 * previous frame has been flushed.
 */
async function click(page: Page, label: string): Promise<number> {
  return page.evaluate(
    (cell) =>
      new Promise<number>((resolve, reject) => {
        requestAnimationFrame(() =>
          setTimeout(() => {
            const el = document.querySelector(`[data-cell="${cell}"]`);
            if (!el) return reject(new Error(`no cell ${cell}`));
            const t0 = performance.now();
            el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
            requestAnimationFrame(() => resolve(performance.now() - t0));
          }, 0),
        );
      }),
    label,
  );
}

const cells = (page: Page, selector: string): Promise<string[]> =>
  page.$$eval(selector, (els) => els.map((e) => e.getAttribute('data-cell') ?? ''));

/** A small deterministic generator, so that runs click the same cells. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Waits for the panels, which catch up with a move after the frame that shows it. */
const settled = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0))));

const over = async (page: Page): Promise<boolean> => {
  await settled(page);
  return page.evaluate(() =>
    /Game over|wins|Draw/.test(document.querySelector('[data-testid="turn"]')?.textContent ?? ''),
  );
};

async function abacusClicks(page: Page, n: number, rand: () => number): Promise<number[]> {
  const samples: number[] = [];
  await openGame(page, { game: 'abacus', n, white: 'human' });
  while (samples.length < clicks) {
    if (await over(page)) await openGame(page, { game: 'abacus', n, white: 'human' });
    const movable = await cells(page, '[data-slidable]');
    if (movable.length > 0 && rand() < 0.3) {
      samples.push(await click(page, movable[Math.floor(rand() * movable.length)]));
      const targets = await cells(page, '[data-target]');
      if (targets.length > 0) {
        samples.push(await click(page, targets[Math.floor(rand() * targets.length)]));
        continue;
      }
    }
    const empty = await cells(page, '[data-cell]:not([data-stone])');
    samples.push(await click(page, empty[Math.floor(rand() * empty.length)]));
  }
  return samples;
}

async function abaloneClicks(page: Page, rand: () => number) {
  const selections: number[] = [];
  const moves: number[] = [];
  await openGame(page, { game: 'abalone', n: 5, white: 'human' });
  while (selections.length + moves.length < clicks) {
    if (await over(page)) await openGame(page, { game: 'abalone', n: 5, white: 'human' });
    // From the board, which shows a move at once; the panels catch up later.
    const turn = await page.getByTestId('board').getAttribute('data-turn');
    const own = await cells(page, `[data-stone="${turn}"]`);
    selections.push(await click(page, own[Math.floor(rand() * own.length)]));
    const targets = await cells(page, '[data-target]');
    if (targets.length === 0) continue;
    moves.push(await click(page, targets[Math.floor(rand() * targets.length)]));
    // A touch device may ask for a second tap to confirm a previewed move.
    const confirm = page.locator('[data-action="confirm-move"]');
    if (await confirm.isVisible()) await confirm.click();
  }
  return { selections, moves };
}

/**
 * Human moves by clicks against Expert, and the long tasks from the frame after the
 * person's move until just after the computer's reply has landed. The game is started
 * the way a player starts one, in a tab of its own that loads the app once: the other
 * parts reload their tab for every game they seed, and the first full garbage collection
 * after that sweeps up every page left behind (47 ms at 4× in a trace, against 18 ms for
 * the app's own garbage), which no player who opened the app once would meet.
 */
async function computerThinking(browser: Browser, rate: number, rand: () => number): Promise<void> {
  const page = await phonePage(browser, rate);
  await page.goto(url);
  // Tapped, as on a phone: a mouse click would leave a pointer over the page, and the
  // browser would hit-test it in every frame after.
  await page.locator('[data-action="new-game"]').tap();
  const dialog = page.getByTestId('new-game');
  await dialog.locator('[data-field="game"]').selectOption('abalone');
  await dialog.locator('[data-field="player-white"]').selectOption('expert');
  await dialog.locator('[data-action="start-game"]').tap();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('[data-testid="board"][data-game="abalone"] [data-cell]').first().waitFor();
  const tasks: { ms: number; what: string }[] = [];
  let thinking = 0;
  for (let done = 0; done < thinks;) {
    const own = await cells(page, '[data-stone="black"]');
    await click(page, own[Math.floor(rand() * own.length)]);
    const targets = await cells(page, '[data-target]');
    if (targets.length === 0) continue;
    await click(page, targets[Math.floor(rand() * targets.length)]);
    const confirm = page.locator('[data-action="confirm-move"]');
    if (await confirm.isVisible()) await confirm.click();
    const [t0, thoughts] = await page.evaluate(() => [
      performance.now(),
      (window as unknown as { __thoughts: number }).__thoughts,
    ]);
    await page.waitForFunction(
      (before) => (window as unknown as { __thoughts: number }).__thoughts > before,
      thoughts,
      { polling: 250, timeout: 60_000 },
    );
    await page.waitForTimeout(100);
    const watched = await page.evaluate((start) => {
      const w = window as unknown as {
        __longTasks: { start: number; duration: number }[];
        __frames: LongFrame[];
      };
      return {
        ms: performance.now() - start,
        tasks: w.__longTasks.filter((t) => t.start >= start),
        frames: w.__frames.filter((f) => f.start + f.duration >= start),
      };
    }, t0);
    thinking += watched.ms;
    for (const task of watched.tasks) {
      const frame = watched.frames.find(
        (f) => f.start <= task.start + task.duration && task.start <= f.start + f.duration,
      );
      tasks.push({ ms: task.duration, what: frame ? spentOn(frame) : 'no frame' });
    }
    done++;
  }
  const longest = Math.max(0, ...tasks.map((t) => t.ms));
  console.log(
    `computer thinking (Expert, ${thinks} moves, ${(thinking / 1000).toFixed(1)} s): ` +
      `${tasks.length} long tasks${tasks.length > 0 ? `, longest ${longest.toFixed(0)} ms` : ''}`,
  );
  for (const task of tasks) console.log(`  ${task.ms.toFixed(0)} ms: ${task.what}`);
  await page.context().close();
}

/** A long animation frame's time, by what it went to. */
function spentOn(frame: LongFrame): string {
  const scripts = [...frame.scripts].sort((a, b) => b.ms - a.ms);
  const scripted = scripts.reduce((sum, s) => sum + s.ms, 0);
  const other = Math.max(0, frame.duration - scripted - frame.render);
  const named = scripts
    .slice(0, 3)
    .map((s) => `${s.name} ${s.ms.toFixed(0)}`)
    .join(', ');
  return (
    `frame ${frame.duration.toFixed(0)} ms: scripts ${scripted.toFixed(0)}${named ? ` (${named})` : ''}, ` +
    `rendering ${frame.render.toFixed(0)}, the rest ${other.toFixed(0)}`
  );
}

function report(name: string, values: number[]): void {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(
    `${name.padEnd(36)} n=${String(sorted.length).padStart(3)}  p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  max ${sorted[sorted.length - 1].toFixed(1)} ms`,
  );
}

/** Each page and the most JavaScript it may list, in kB gzipped (issues 36 and 37). */
const PAGE_BUDGETS = [
  ['index.html', 110],
  ['viewer.html', 40],
] as const;

/**
 * The JavaScript a first visit loads before it can draw anything: each page's entry script
 * and the chunks it preloads with it, each gzipped as a server would send it, against the
 * page's budget.
 */
function initialScripts(folder: string): void {
  for (const [page, budget] of PAGE_BUDGETS) {
    const html = readFileSync(join(folder, page), 'utf8');
    const files = [
      ...html.matchAll(/<script type="module"[^>]*src="\.\/([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]*href="\.\/([^"]+)"/g),
    ].map((m) => m[1]);
    let total = 0;
    const sizes = files.map((file) => {
      const kb = gzipSync(readFileSync(join(folder, file)), { level: 9 }).length / 1024;
      total += kb;
      return `${file.replace(/^assets\//, '')} ${kb.toFixed(1)}`;
    });
    console.log(
      `JS ${page} lists in ${folder} (entry and preloads): ${total.toFixed(1)} kB gzip, budget ${budget} (${total <= budget ? 'within' : 'OVER'}) (${sizes.join(', ')})`,
    );
  }
}

/**
 * The JavaScript a first visit had loaded when its board was drawn, each file gzipped as a
 * server would send it: the entry, what the page preloads, and what the app asked for
 * before the board (the game on screen).
 */
function loadedScripts(label: string, folder: string, paths: readonly string[]): void {
  let total = 0;
  const sizes = paths.map((path) => {
    const file = path.slice(path.indexOf('/assets/') + 1);
    const kb = gzipSync(readFileSync(join(folder, file)), { level: 9 }).length / 1024;
    total += kb;
    return `${file.replace(/^assets\//, '')} ${kb.toFixed(1)}`;
  });
  console.log(
    `${label}: JS loaded before the board: ${total.toFixed(1)} kB gzip (${sizes.join(', ')})`,
  );
}

/**
 * The Share dialog of a 10,000-ply Abalone game, `runs` times: from the click to the end of
 * the frame that shows the dialog, to the link and the record in it, and the longest task
 * in between. Timed in the page, which polls for the fields (their values are properties,
 * which no mutation observer sees).
 */
async function shareLongGame(browser: Browser, rate: number): Promise<void> {
  const page = await phonePage(browser, rate);
  await page.goto(url);
  await page.locator('[data-testid="board"] [data-cell]').first().waitFor();
  await seedGame(page, { game: 'abalone', n: 5, moves: longGame(10_000) });
  await page.locator('[data-ply="10000"]').waitFor({ state: 'attached', timeout: 180_000 });
  const shown: number[] = [];
  const ready: number[] = [];
  const longest: number[] = [];
  for (let run = 0; run < runs; run++) {
    const figures = await page.evaluate(
      () =>
        new Promise<{ shown: number; ready: number; longest: number }>((resolve) => {
          const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
          const start = performance.now();
          let shownAt: number | undefined;
          let asked = false;
          const poll = setInterval(() => {
            if (!asked && document.querySelector('[data-testid="share"]')) {
              asked = true;
              requestAnimationFrame(() => setTimeout(() => (shownAt = performance.now())));
            }
            const link = document.querySelector<HTMLInputElement>('[data-testid="share-link"]');
            const record = document.querySelector<HTMLTextAreaElement>(
              '[data-testid="record-text"]',
            );
            if (shownAt === undefined || !link?.value || !record?.value) return;
            clearInterval(poll);
            const tasks = w.__longTasks.filter((t) => t.start >= start).map((t) => t.duration);
            resolve({
              shown: shownAt - start,
              ready: performance.now() - start,
              longest: Math.max(0, ...tasks),
            });
          }, 5);
          document.querySelector<HTMLElement>('[data-action="records"]')?.click();
        }),
    );
    shown.push(figures.shown);
    ready.push(figures.ready);
    longest.push(figures.longest);
    await page.locator('[data-action="close-share"]').click();
    await page.getByTestId('share').waitFor({ state: 'detached' });
  }
  report('share, 10,000 plies: click → dialog drawn', shown);
  report('share, 10,000 plies: click → link and record', ready);
  report('share, 10,000 plies: longest task', longest);
  await page.context().close();
}

/** Writes `count` games into the page's library as the app stores them, in one transaction. */
async function seedLibrary(page: Page, count: number): Promise<void> {
  const moves = longGame(60);
  await page.evaluate(
    async ({ count, moves }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('hexplay');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['games', 'entries'], 'readwrite');
        for (let i = 0; i < count; i++) {
          const summary = {
            title: 'Abalone',
            n: 5,
            layout: 'standard',
            plies: moves.length,
            result: i % 3 === 0 ? '1-0' : '*',
            black: `Player ${i}`,
            white: 'Human',
            game: 'abalone',
          };
          const entry = { id: `bench-${i}`, revision: 1, created: i, updated: i, summary };
          const data = {
            version: 1,
            spec: { game: 'abalone', n: 5, layout: 'standard' },
            moves,
            cursor: moves.length,
            ending: null,
            settings: { coordinates: true, hints: true },
            players: { black: 'human', white: 'human' },
            seed: 1,
          };
          tx.objectStore('games').put({ ...entry, data });
          tx.objectStore('entries').put(entry);
        }
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { count, moves },
  );
}

/**
 * The Games panel of a library of 10,000 games of 60 plies, `runs` times: from the click
 * to the end of the frame that shows its rows, and the longest task in between.
 */
async function gamesPanel(browser: Browser, rate: number): Promise<void> {
  const page = await phonePage(browser, rate);
  await page.goto(url);
  await page.locator('[data-testid="board"] [data-cell]').first().waitFor();
  await seedLibrary(page, 10_000);
  await page.reload();
  await page.locator('[data-testid="board"] [data-cell]').first().waitFor();
  const drawn: number[] = [];
  const longest: number[] = [];
  for (let run = 0; run < runs; run++) {
    const figures = await page.evaluate(
      () =>
        new Promise<{ drawn: number; longest: number }>((resolve) => {
          const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
          const start = performance.now();
          let asked = false;
          const poll = setInterval(() => {
            if (asked || !document.querySelector('[data-testid="games"] [data-game-id]')) return;
            asked = true;
            clearInterval(poll);
            requestAnimationFrame(() =>
              setTimeout(() => {
                const tasks = w.__longTasks.filter((t) => t.start >= start).map((t) => t.duration);
                resolve({ drawn: performance.now() - start, longest: Math.max(0, ...tasks) });
              }),
            );
          }, 5);
          document.querySelector<HTMLElement>('[data-action="games"]')?.click();
        }),
    );
    drawn.push(figures.drawn);
    longest.push(figures.longest);
    await page.locator('[data-action="close-games"]').click();
    await page.getByTestId('games').waitFor({ state: 'detached' });
  }
  report('games, 10,000 in the library: click → rows drawn', drawn);
  report('games, 10,000 in the library: longest task', longest);
  await page.context().close();
}

/**
 * The analysis board's first answer, `runs` times a game: each in a page of its own, so
 * that the analysis worker starts cold as on a first use, from Analyse clicked to the
 * evaluation's score on screen, timed in the page.
 */
async function analysisFirstAnswer(browser: Browser, rate: number): Promise<void> {
  const games = [
    {
      name: 'Abalone, Belgian Daisy after 2 plies',
      seed: { game: 'abalone', n: 5, layout: 'belgian', moves: ['a1b2', 'i5h5'] },
    },
    { name: 'Abacus n=5 after 2 plies', seed: { game: 'abacus', n: 5, moves: ['e5', 'a1'] } },
  ] as const;
  for (const { name, seed } of games) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const page = await phonePage(browser, rate);
      await page.goto(url);
      await page.locator('[data-testid="board"] [data-cell]').first().waitFor();
      await seedGame(page, { ...seed, white: 'human' });
      await page.locator('[data-testid="board"] [data-cell]').first().waitFor();
      await page.locator('[data-action="analyse"]').waitFor();
      times.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve, reject) => {
              const start = performance.now();
              setTimeout(() => reject(new Error('no evaluation within 60 s')), 60_000);
              new MutationObserver((_, observer) => {
                if (!document.querySelector('[data-testid="evaluation"][data-score]')) return;
                observer.disconnect();
                resolve(performance.now() - start);
              }).observe(document.body, { subtree: true, childList: true, attributes: true });
              document.querySelector<HTMLElement>('[data-action="analyse"]')?.click();
            }),
        ),
      );
      await page.context().close();
    }
    report(`analysis: click → first evaluation, ${name}`, times);
  }
}

// From the checkout's root, where npm runs scripts: this file runs bundled elsewhere.
const CORPUS = join(process.cwd(), '..', 'shared', 'data', 'migs-2016-2017.apgn');

/** The longest task since `since`, read from the page. */
const longestSince = (page: Page, since: number): Promise<number> =>
  page.evaluate(
    (start) =>
      Math.max(
        0,
        ...(window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
          .filter((t) => t.start >= start)
          .map((t) => t.duration),
      ),
    since,
  );

/**
 * The MiGs file imported once: from the file chosen to its 2,589 games listed, then from
 * Import all to the dialog closed with every game stored, and the longest task of each.
 */
async function importCorpus(browser: Browser, rate: number): Promise<void> {
  let buffer: Buffer;
  try {
    buffer = readFileSync(CORPUS);
  } catch {
    console.log('import: skipped, ../shared/data/migs-2016-2017.apgn is absent');
    return;
  }
  const page = await phonePage(browser, rate);
  await page.goto(url);
  await page.locator('[data-testid="board"] [data-cell]').first().waitFor();
  await page.locator('[data-action="import"]').click();
  const dialog = page.getByTestId('import');
  const chosen = await page.evaluate(() => performance.now());
  await dialog
    .locator('[data-field="import-file"]')
    .setInputFiles({ name: 'migs.apgn', mimeType: 'application/x-apgn', buffer });
  await dialog.getByTestId('import-list').waitFor({ timeout: 120_000 });
  const listed = await page.evaluate(() => performance.now());
  const readLongest = await longestSince(page, chosen);
  await dialog.locator('[data-action="import-all"]').click();
  await dialog.waitFor({ state: 'detached', timeout: 600_000 });
  const stored = await page.evaluate(() => performance.now());
  const storeLongest = await longestSince(page, listed);
  console.log(
    `import, MiGs file: chosen → 2,589 games listed ${(listed - chosen).toFixed(0)} ms, longest task ${readLongest.toFixed(0)} ms`,
  );
  console.log(
    `import, MiGs file: Import all → stored ${(stored - listed).toFixed(0)} ms, longest task ${storeLongest.toFixed(0)} ms`,
  );
  await page.context().close();
}

async function main(): Promise<void> {
  if (!args.includes('--no-build')) {
    const built = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  initialScripts(dist);
  if (against) initialScripts(against);
  const serve = (folder: string, at: number) =>
    spawn(
      'npx',
      [
        'vite',
        'preview',
        '--outDir',
        folder,
        '--host',
        '127.0.0.1',
        '--port',
        String(at),
        '--strictPort',
      ],
      { stdio: 'ignore', detached: true },
    );
  const servers = [serve(dist, port), ...(against ? [serve(against, port + 2)] : [])];
  const builds = [
    { name: against ? ' (A)' : '', url, folder: dist },
    ...(against ? [{ name: ' (B)', url: againstUrl, folder: against }] : []),
  ];
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const bare = await launchBare(
    chromiumPath() ?? chromium.executablePath(),
    CHROMIUM_ARGS,
    port + 1,
  );
  try {
    await waitForServer(servers[0], url);
    if (against) await waitForServer(servers[1], againstUrl);
    for (const rate of rates) {
      // The figures are only as good as the machine is idle: its load is printed with them.
      const load = loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
      console.log(
        `\n== CPU ${rate}× slower, 390×844 with touch, Chromium ${browser.version()}, load ${load}`,
      );
      if (parts.includes('timeline')) await timeline(bare, rate);
      if (parts.includes('startup')) await startup(browser, bare, rate, builds);
      const page = await phonePage(browser, rate);
      await page.goto(url);
      await page.locator('[data-testid="board"] [data-cell]').first().waitFor();
      const rand = random(20250101);
      if (parts.includes('clicks')) {
        report('click → frame: Abacus n=5', await abacusClicks(page, 5, rand));
        report('click → frame: Abacus n=8', await abacusClicks(page, 8, rand));
        const { selections, moves } = await abaloneClicks(page, rand);
        report('click → frame: Abalone selection', selections);
        report('click → frame: Abalone move', moves);
      }
      await page.context().close();
      if (parts.includes('thinking')) await computerThinking(browser, rate, rand);
      if (parts.includes('share')) await shareLongGame(browser, rate);
      if (parts.includes('games')) await gamesPanel(browser, rate);
      if (parts.includes('import')) await importCorpus(browser, rate);
      if (parts.includes('analysis')) await analysisFirstAnswer(browser, rate);
      if (parts.includes('freezes'))
        await freezes({ newPage: () => phonePage(browser, rate), url, rate, runs });
    }
  } finally {
    // The servers first, so that a browser that fails to close never leaves one running.
    for (const server of servers) {
      try {
        if (server.pid) process.kill(-server.pid);
      } catch {
        // The server had already exited, as when its port was taken.
      }
    }
    await browser.close();
    await bare.close();
  }
}

await main();
