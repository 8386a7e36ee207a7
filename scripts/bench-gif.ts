// How long the Share dialog's animated GIF takes to draw and encode, for a 100-ply and a
// 1,000-ply game of each game, in Chromium (its main thread, with the worker's own code).
//
//   npm run bench:gif [-- --runs 3]
//
// Bundles scripts/lib/gif-bench-page.ts for the browser, runs it in a blank page and prints
// each game's time, frames and file size, with the machine's load. Asserts nothing.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';

const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;

const bundle = await build({
  // Run from the checkout's root (npm run does), as this file runs bundled elsewhere.
  entryPoints: [resolve('scripts/lib/gif-bench-page.ts')],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'chrome120',
  write: false,
  logLevel: 'error',
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.addScriptTag({ content: bundle.outputFiles[0].text });

console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const specs = [
  { game: 'abalone', n: 5, layout: 'belgian' },
  { game: 'abacus', n: 5, layout: 'standard' },
] as const;
for (const spec of specs) {
  for (const plies of [100, 1000]) {
    const times: number[] = [];
    let last = { plies: 0, ms: 0, bytes: 0, frames: 0 };
    for (let run = 0; run < runs; run++) {
      last = await page.evaluate(
        ([s, p, seed]) =>
          (
            globalThis as unknown as {
              benchGif: (
                s: unknown,
                p: number,
                seed: number,
              ) => Promise<{ plies: number; ms: number; bytes: number; frames: number }>;
            }
          ).benchGif(s, p, seed),
        [spec, plies, run + 1] as const,
      );
      times.push(last.ms);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${spec.game} ${spec.layout}, ${last.plies} plies asked ${plies}: ` +
        `median ${Math.round(times[Math.floor(times.length / 2)])} ms ` +
        `(min ${Math.round(times[0])}, max ${Math.round(times[times.length - 1])}, ${runs} runs), ` +
        `${last.frames} frames, ${(last.bytes / 1024).toFixed(0)} KiB`,
    );
  }
}
console.log(
  `load average at end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await browser.close();
