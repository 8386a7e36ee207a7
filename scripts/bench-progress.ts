/**
 * What opening the puzzle trainer over 200,000 stored puzzle results costs (issue 43, 5):
 * the library's read of the progress and the read of its parts, on fake-indexeddb, whose
 * copy of a stored value is Node's structured clone, as the browser's is; and a write after
 * an attempt. Reported per run: the whole time, and the longest task (the longest the event
 * loop went without turning, watched by a chain of setImmediate), collections included.
 *
 *   npm run bench:progress -- [puzzles=200000] [runs=3]
 */
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import type { PuzzleProgress, PuzzleResult } from '../src/puzzles/progress';
import { HISTORY_KEPT, recordAttempt } from '../src/puzzles/progress';
import { openLibrary } from '../src/store/library/library';
import { loadPuzzleProgress, storePuzzleProgress } from '../src/store/library/puzzleProgress';

const count = Number(process.argv[2] ?? 200_000);
// A task later, as the page's `nextTask` is: Node drains a MessageChannel's messages in one
// turn of its loop, where a browser runs each as a task of its own.
const slices = { next: (task: () => void) => void setImmediate(task) };
const runs = Number(process.argv[3] ?? 3);

const puzzles: Record<string, PuzzleResult> = {};
for (let i = 0; i < count; i++) {
  puzzles[`${i % 2 ? 'abacus' : 'abalone'}:${i}`] = {
    rating: { rating: 1200 + (i % 600), deviation: 80, volatility: 0.06 },
    solved: i % 3 === 0,
  };
}
const progress: PuzzleProgress = {
  version: 1,
  players: {
    abacus: { rating: 1712, deviation: 60, volatility: 0.06 },
    abalone: { rating: 1650, deviation: 60, volatility: 0.06 },
  },
  puzzles,
  streak: { current: 4, best: 9 },
  dailies: ['abacus:2026-01-02'],
  // A full history: each game's last HISTORY_KEPT ratings.
  history: Array.from({ length: 2 * HISTORY_KEPT }, (_, i) => ({
    game: i % 2 ? 'abacus' : 'abalone',
    time: 1.7e12 + i * 60_000,
    rating: 1200 + (i % 500),
  })),
};

/** `work`'s whole time, and the longest the event loop stood still meanwhile. */
async function watched(work: () => Promise<unknown>): Promise<string> {
  let last = performance.now();
  let longest = 0;
  let on = true;
  const tick = (): void => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (on) setImmediate(tick);
  };
  setImmediate(tick);
  const start = performance.now();
  await work();
  const whole = performance.now() - start;
  on = false;
  longest = Math.max(longest, performance.now() - last);
  return `${whole.toFixed(0).padStart(6)} ms, longest task ${longest.toFixed(0).padStart(5)} ms`;
}

const opened = await openLibrary();
if (!opened.ok) throw new Error(opened.error.message);
const library = opened.value;
const raw = await openDB('hexplay');
const label = (s: string): string => s.padEnd(56);
console.log(`${count.toLocaleString('en-US')} stored puzzle results`);
for (let run = 1; run <= runs; run++) {
  // As the previous version stored it: the plain form, read (and packed) on the first open.
  await raw.put('puzzles', progress, 'progress');
  console.log(
    label(`run ${run}: first open, plain form (then written packed)`),
    await watched(() => loadPuzzleProgress(library, slices)),
  );
  console.log(
    label(`run ${run}: next open, packed form`),
    await watched(() => loadPuzzleProgress(library, slices)),
  );
  const loaded = await loadPuzzleProgress(library);
  const next = recordAttempt(loaded.progress, {
    game: 'abacus',
    id: count + 1,
    initial: { rating: 1500, deviation: 350, volatility: 0.06 },
    player: loaded.progress.players.abacus!,
    result: 'solved',
    time: Date.now(),
  });
  console.log(
    label(`run ${run}: write after an attempt, packed form`),
    await watched(() => storePuzzleProgress(library, next, loaded.revision, slices)),
  );
  const attempt = performance.now();
  recordAttempt(next, {
    game: 'abacus',
    id: count + 3,
    initial: { rating: 1500, deviation: 350, volatility: 0.06 },
    player: next.players.abacus!,
    result: 'solved',
    time: Date.now(),
  });
  console.log(
    label(`run ${run}: the attempt itself (copies the puzzles)`),
    `${(performance.now() - attempt).toFixed(0).padStart(6)} ms in one task`,
  );
}
raw.close();
