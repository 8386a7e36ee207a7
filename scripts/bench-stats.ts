/**
 * What the statistics cost on a large library (issue 37, 2): reading the entries of
 * `games` stored games (fake-indexeddb, whose copy of a stored value is Node's structured
 * clone, as the browser's is, with every entry checked as the app checks it), then the
 * statistics of each choice of game and period, and the list behind one figure. Medians
 * of `runs` runs, in milliseconds of one thread.
 *
 *   npm run bench:stats -- [games=10000] [runs=7]
 */
import 'fake-indexeddb/auto';
import { GAMES } from '../src/engine';
import { figureFilter, matchesFilter, PERIODS } from '../src/stats/gamesFilter';
import { libraryStats } from '../src/stats/libraryStats';
import { type GameSummary, type LibraryEntry, openLibrary } from '../src/store/library/library';

const count = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 7);
const DAY = 86_400_000;
const now = Date.now();

const levels = ['easy', 'medium', 'hard', 'expert'] as const;
const results = ['1-0', '0-1', '1/2-1/2', '*'];

/** Game i: against the computer four times in five, over three years, some of them reviewed. */
function summaryOf(i: number): GameSummary {
  const computer = i % 5 !== 0;
  return {
    title: 'Abalone',
    game: GAMES[i % GAMES.length],
    n: 5 + (i % 3),
    layout: 'standard',
    plies: 60,
    result: results[i % results.length],
    black: 'Human',
    white: 'Human',
    players: computer
      ? { black: 'human', white: levels[i % levels.length] }
      : { black: 'human', white: 'human' },
    ...(i % 7 === 0 ? { accuracy: { black: 70 + (i % 25), white: 65 + (i % 30) } } : {}),
  };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function timed(work: () => unknown): number {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return median(times);
}

const opened = await openLibrary();
if (!opened.ok) throw new Error(opened.error.message);
const library = opened.value;
for (let i = 0; i < count; i++) {
  const created = now - (i % 1095) * DAY - 1000;
  await library.put(
    { id: `g${i}`, revision: 1, created, updated: created, summary: summaryOf(i), data: {} },
    0,
  );
}

const reads: number[] = [];
let entries: LibraryEntry[] = [];
for (let r = 0; r < runs; r++) {
  const start = performance.now();
  entries = await library.entries();
  reads.push(performance.now() - start);
}
console.log(`${count} games: entries read and checked  ${median(reads).toFixed(1)} ms`);
for (const game of [undefined, GAMES[0]]) {
  for (const period of PERIODS) {
    const filter = game ? { game, period } : { period };
    let games = 0;
    const ms = timed(() => (games = libraryStats(entries, filter, now).games));
    console.log(
      `statistics, ${(game ?? 'every game').padEnd(10)} ${period.padEnd(5)} ` +
        `${String(games).padStart(6)} games  ${ms.toFixed(1)} ms`,
    );
  }
}
const figure = figureFilter({ period: 'year' }, { seat: 'black', outcome: 'won' }, now);
let listed = 0;
const ms = timed(() => (listed = entries.filter((e) => matchesFilter(e, figure, now)).length));
console.log(`the games behind one figure (won as Black, a year): ${listed} in ${ms.toFixed(1)} ms`);
