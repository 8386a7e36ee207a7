// npm run bench: fixed engine benchmarks. Prints the median of several runs, timed both by
// the wall clock and by this process's CPU time (on a shared machine the wall clock also
// counts the time other processes hold the core), then Abacus's rate over Abalone
// Standard's, the ratio the Abacus move generator is judged by.
import { perft, type Position } from '../src/engine';
import { initialPosition, parsePosition } from '../src/games';
import { benchLongLoad } from './long-load';
import { benchReview } from './bench-review';

/** A midgame with many slides on both sides, reached by a seeded semi-random playout. */
const ABACUS_MIDGAME = 'abacus 5/5b/1ww4/2wbbb2/1ww1b1b2/6bw/www1bbw/wb1b1w/1bb2 b';

function abacusMidgame(): Position {
  const parsed = parsePosition(ABACUS_MIDGAME);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const cases: { name: string; pos: () => Position; depth: number; runs: number }[] = [
  {
    name: 'Abalone Standard perft(4)',
    pos: () => initialPosition('abalone', 5, 'standard'),
    depth: 4,
    runs: 7,
  },
  {
    name: 'Abalone Belgian Daisy perft(4)',
    pos: () => initialPosition('abalone', 5, 'belgian'),
    depth: 4,
    runs: 5,
  },
  {
    name: 'Abalone German Daisy perft(4)',
    pos: () => initialPosition('abalone', 5, 'german'),
    depth: 4,
    runs: 5,
  },
  { name: 'Abacus n=5 midgame perft(4)', pos: abacusMidgame, depth: 4, runs: 5 },
];

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

console.log(`node ${process.version}; median of each case's runs, after one warm-up run`);
const cpuRates = new Map<string, number>();
for (const { name, pos, depth, runs } of cases) {
  const position = pos();
  let leaves = perft(position, depth);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const cpuStart = cpuMs();
    leaves = perft(position, depth);
    times.push(performance.now() - start);
    cpuTimes.push(cpuMs() - cpuStart);
  }
  const ms = median(times);
  const cpu = median(cpuTimes);
  const rate = Math.round(leaves / (ms / 1000));
  const cpuRate = Math.round(leaves / (cpu / 1000));
  cpuRates.set(name, cpuRate);
  console.log(
    `${name.padEnd(32)} ${String(leaves).padStart(10)} leaves  ${ms.toFixed(0).padStart(6)} ms  ${rate.toLocaleString('en-US').padStart(13)} leaves/s  (cpu ${cpu.toFixed(0)} ms, ${cpuRate.toLocaleString('en-US')} leaves/s)`,
  );
}
const abacus = cpuRates.get('Abacus n=5 midgame perft(4)')!;
const standard = cpuRates.get('Abalone Standard perft(4)')!;
console.log(`Abacus / Abalone Standard leaves/s (cpu): ${(abacus / standard).toFixed(2)}`);
benchLongLoad();
await benchReview();
