/**
 * Measures the exact solvers on random endings (random moves from the empty board until
 * <empties> cells remain; seeds 1000, 1001, ...): nodes, wall and CPU time.
 *
 *   nice -n 19 node scripts/run.mjs scripts/solve-endings.ts <empties> [count] [options]
 *
 * --n 4: on n=4 (default n=3). --old: the engine-based solver instead of the bitboard one
 * (--tt24: with 2^24 entries). --full: the bitboard solver's table for every position.
 * --nodes N: a budget per ending. With <empties> the board's size, it solves the empty board.
 */
import { legalMoves, play, type Position } from '../src/engine';
import { initialPosition } from '../src/games';
import { AbacusSolver } from '../src/games/abacus/solver';
import { BitSolver } from '../src/games/abacus/bits-solver';
import { createRng } from '../src/ai/search/rng';

function randomEnding(seed: number, empty: number): Position {
  const rng = createRng(seed);
  let pos = initialPosition('abacus', size);
  while (pos.board.cellCount - pos.count[1] - pos.count[2] > empty) {
    const moves = legalMoves(pos);
    pos = play(pos, moves[rng.int(moves.length)]);
  }
  return pos;
}

const argv = process.argv.slice(2);
const si = argv.indexOf('--n');
const size = si >= 0 ? Number(argv[si + 1]) : 3;
const empties = Number(argv[0]);
const count = Number(argv[1] ?? 5);
const old = argv.includes('--old');
const ni = argv.indexOf('--nodes');
const maxNodes = ni >= 0 ? Number(argv[ni + 1]) : Infinity;
const t0 = performance.now();
const oldSolver = new AbacusSolver(argv.includes('--tt24') ? 24 : 22, false);
oldSolver.onProgress = (n, done, all) =>
  console.log(`  ${n} nodes ${((performance.now() - t0) / 1000).toFixed(0)} s, ${done}/${all}`);
const bitSolver = new BitSolver(argv.includes('--full') ? 'full' : 22);
bitSolver.onProgress = (n) =>
  console.log(`  ${n} nodes ${((performance.now() - t0) / 1000).toFixed(0)} s`);
let total = 0;
for (let i = 0; i < count; i++) {
  const pos = randomEnding(1000 + i, empties);
  const start = performance.now();
  const s = old ? oldSolver.solve(pos, maxNodes) : bitSolver.solve(pos, maxNodes);
  const ms = performance.now() - start;
  total += old ? oldSolver.searched : bitSolver.searched;
  console.log(
    `#${i} ${s ? (s.win ? 'win ' : 'loss') : '????'} nodes ${old ? oldSolver.searched : bitSolver.searched} ${ms.toFixed(0)} ms`,
  );
}
const cpu = process.cpuUsage();
console.log(
  `total nodes ${total}, ${((performance.now() - t0) / 1000).toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s cpu`,
);
