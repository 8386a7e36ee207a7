// Click → board-updated latency of the production build in Chromium.
//
//   npm run bench:ui [-- --no-build] [--port 4175] [--clicks 200] [--thinks 4]
//
// Builds the app, serves it with `vite preview`, and clicks board cells inside the page:
// each sample is the time from dispatching a click to the board's DOM being updated and
// laid out, plus, separately, to the next animation frame (which waits for vsync). Prints p50/p95/max; asserts nothing.
//
// Then it plays Abalone against the computer at Expert (its longest searches) and records, while the
// computer thinks, every main-thread long task (the Long Tasks API reports tasks over 50 ms)
// and the longest gap between animation frames: the search runs in a Web Worker, so the
// page must stay responsive.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(option('port', '4175'));
const target = Number(option('clicks', '200'));
const url = `http://127.0.0.1:${port}/`;

async function waitForServer(child: ChildProcess): Promise<void> {
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

interface Sample {
  readonly commit: number;
  readonly frame: number;
}

/**
 * Clicks a cell inside the page and times it; the previous frame is flushed first. React
 * renders a click's update in a microtask queued during the dispatch, so a microtask
 * queued right after the dispatch runs once the board's DOM is committed.
 */
async function click(page: Page, label: string): Promise<Sample> {
  return page.evaluate(
    (cell) =>
      new Promise<Sample>((resolve, reject) => {
        requestAnimationFrame(() =>
          setTimeout(() => {
            const board = document.querySelector('[data-testid="board"]');
            const el = document.querySelector(`[data-cell="${cell}"]`);
            if (!board || !el) return reject(new Error(`no cell ${cell}`));
            const before = board.innerHTML.length + (el.getAttribute('aria-label') ?? '');
            const t0 = performance.now();
            el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
            queueMicrotask(() => {
              // Reading layout forces style and layout of whatever the click changed.
              board.getBoundingClientRect();
              const commit = performance.now() - t0;
              const now = document.querySelector('[data-testid="board"]');
              const after =
                (now?.innerHTML.length ?? 0) +
                (document.querySelector(`[data-cell="${cell}"]`)?.getAttribute('aria-label') ?? '');
              if (after === before) return reject(new Error(`click on ${cell} changed nothing`));
              requestAnimationFrame(() => resolve({ commit, frame: performance.now() - t0 }));
            });
          }, 0),
        );
      }),
    label,
  );
}

const attr = (page: Page, selector: string): Promise<string[]> =>
  page.$$eval(selector, (els) => els.map((e) => e.getAttribute('data-cell') ?? ''));

async function newGame(page: Page, game: string): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel('Game', { exact: true }).selectOption(game);
  await page.getByLabel('Board size').selectOption('5');
  await page.getByRole('button', { name: 'New game' }).click();
}

/** A small deterministic generator, so that runs click the same cells. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function abacus(page: Page, samples: Sample[], rand: () => number, limit: number) {
  await newGame(page, 'abacus');
  while (samples.length < limit) {
    if (await page.getByTestId('result').isVisible()) return;
    const slidable = await attr(page, '[data-slidable]');
    if (slidable.length > 0 && rand() < 0.3) {
      samples.push(await click(page, slidable[Math.floor(rand() * slidable.length)]));
      const targets = await attr(page, '[data-target]');
      if (targets.length > 0) {
        samples.push(await click(page, targets[Math.floor(rand() * targets.length)]));
        continue;
      }
    }
    const empty = await attr(page, '[data-cell]:not([data-stone])');
    samples.push(await click(page, empty[Math.floor(rand() * empty.length)]));
  }
}

async function abalone(page: Page, samples: Sample[], rand: () => number, limit: number) {
  await newGame(page, 'abalone');
  while (samples.length < limit) {
    if (await page.getByTestId('result').isVisible()) return;
    const side = (await page.getByTestId('turn').textContent())?.includes('Black')
      ? 'black'
      : 'white';
    const own = await attr(page, `[data-stone="${side}"]`);
    samples.push(await click(page, own[Math.floor(rand() * own.length)]));
    const targets = await attr(page, '[data-target]');
    if (targets.length === 0) continue;
    samples.push(await click(page, targets[Math.floor(rand() * targets.length)]));
  }
}

interface ThinkSample {
  readonly ms: number;
  readonly longTasks: number[];
  readonly maxFrameGap: number;
}

/** One human move by clicks, then the computer's whole search, watched from the page. */
async function watchComputer(page: Page, rand: () => number): Promise<ThinkSample> {
  for (;;) {
    const own = await attr(page, '[data-stone="black"]');
    await page.locator(`[data-cell="${own[Math.floor(rand() * own.length)]}"]`).click();
    const targets = await attr(page, '[data-target]');
    if (targets.length === 0) continue;
    await page.evaluate(() => {
      const w = window as unknown as { __watch: { gaps: number[]; stop: boolean } };
      w.__watch = { gaps: [], stop: false };
      let last = performance.now();
      const tick = (): void => {
        const now = performance.now();
        w.__watch.gaps.push(now - last);
        last = now;
        if (!w.__watch.stop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const t0 = await page.evaluate(() => performance.now());
    await page.locator(`[data-cell="${targets[Math.floor(rand() * targets.length)]}"]`).click();
    await page.getByTestId('thinking').waitFor({ state: 'visible' });
    await page.getByTestId('thinking').waitFor({ state: 'hidden', timeout: 30_000 });
    return page.evaluate((start) => {
      const w = window as unknown as {
        __watch: { gaps: number[]; stop: boolean };
        __longTasks: { start: number; duration: number }[];
      };
      w.__watch.stop = true;
      const end = performance.now();
      return {
        ms: end - start,
        longTasks: w.__longTasks.filter((t) => t.start >= start).map((t) => t.duration),
        maxFrameGap: Math.max(...w.__watch.gaps),
      };
    }, t0);
  }
}

async function computerThinking(page: Page, rand: () => number, moves: number) {
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.getByLabel('Game', { exact: true }).selectOption('abalone');
  await page.getByLabel('White', { exact: true }).selectOption('expert');
  await page.getByRole('button', { name: 'New game' }).click();
  const samples: ThinkSample[] = [];
  for (let i = 0; i < moves; i++) samples.push(await watchComputer(page, rand));
  const longTasks = samples.flatMap((s) => s.longTasks);
  const thinking = samples.reduce((sum, s) => sum + s.ms, 0);
  console.log(
    `\nWhile the computer thinks (Abalone, Expert, ${moves} moves, ${(thinking / 1000).toFixed(1)} s in all):`,
  );
  console.log(
    `  main-thread long tasks (> 50 ms): ${longTasks.length}${longTasks.length > 0 ? `, longest ${Math.max(...longTasks).toFixed(0)} ms` : ''}`,
  );
  console.log(
    `  longest gap between animation frames: ${Math.max(...samples.map((s) => s.maxFrameGap)).toFixed(1)} ms`,
  );
}

function report(name: string, values: number[]): void {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(
    `${name.padEnd(34)} n=${String(sorted.length).padStart(3)}  p50 ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  max ${sorted[sorted.length - 1].toFixed(2)} ms`,
  );
}

async function main(): Promise<void> {
  if (!args.includes('--no-build')) {
    const built = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    await waitForServer(server);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url);
    const rand = random(20250101);
    const abacusSamples: Sample[] = [];
    const abaloneSamples: Sample[] = [];
    while (abacusSamples.length < target / 2) {
      await abacus(page, abacusSamples, rand, target / 2);
    }
    while (abaloneSamples.length < target / 2) {
      await abalone(page, abaloneSamples, rand, target / 2);
    }
    const all = [...abacusSamples, ...abaloneSamples];
    console.log(`\nClick → board updated, n=5, Chromium (${chromiumPath() ?? 'bundled'})`);
    report(
      'Abacus: click → DOM + layout',
      abacusSamples.map((s) => s.commit),
    );
    report(
      'Abalone: click → DOM + layout',
      abaloneSamples.map((s) => s.commit),
    );
    report(
      'All: click → DOM + layout',
      all.map((s) => s.commit),
    );
    report(
      'All: click → next frame',
      all.map((s) => s.frame),
    );
    await computerThinking(page, rand, Number(option('thinks', '4')));
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}

await main();
