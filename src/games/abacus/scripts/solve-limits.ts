/**
 * How many empty cells the exact Abacus solver finishes within each level's budget
 * (docs/ai.md), on positions from the self-play games of `npm run abacus-stats`:
 *
 *   npm run abacus-solve-limits -- [--sizes 4,5,6] [--positions 20] [--from 2]
 *
 * For each size and each count of empty cells from `--from` up, it solves the first
 * position with that many empty cells of each of `--positions` games (the side to move's
 * result from scratch, a fresh table each time, as a move in play does), and prints the
 * share finished within each budget: half the level's move (Medium 250 ms, Hard 500 ms,
 * Expert 2.5 s) and the analysis board's 1 s. Times are this thread's CPU time, so other
 * work on the machine does not count against the solver. A size stops at the first count
 * where under 90% finish within Expert's budget. The last lines give, per size and
 * level, the largest count up to which at least 90% finished at every count.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Move, outcome, play, type Position } from '../../../engine';
import { initialPosition } from '../..';
import { AbacusSolver } from '../solver';

const BUDGETS = [
  ['medium', 250],
  ['hard', 500],
  ['analysis', 1000],
  ['expert', 2500],
] as const;
const LONGEST = 2500;
const ENOUGH = 0.9;

/** This process's CPU time in ms: the script runs in one thread. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function endingsOf(size: number, empties: number, count: number): Position[] {
  const file = join(process.cwd(), '.cache', 'abacus-stats', `n${size}.txt`);
  const games = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split(' ').slice(1).map(Number) as Move[]);
  const found: Position[] = [];
  for (const moves of games) {
    let pos = initialPosition('abacus', size);
    for (const move of moves) {
      const empty = pos.board.cellCount - pos.count[1] - pos.count[2];
      if (empty === empties && !outcome(pos)) {
        found.push(pos);
        break;
      }
      pos = play(pos, move);
    }
    if (found.length === count) break;
  }
  return found;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '4,5,6' },
      positions: { type: 'string', default: '20' },
      from: { type: 'string', default: '2' },
    },
  });
  const sizes = values.sizes.split(',').map(Number);
  const count = Number(values.positions);
  const solver = new AbacusSolver();
  const limits: string[] = [];
  console.log(
    `size empties positions ${BUDGETS.map(([level, ms]) => `${level}≤${ms}ms`).join(' ')} median-ms max-nodes`,
  );
  for (const size of sizes) {
    const reached = new Map<string, number>(BUDGETS.map(([level]) => [level, 0]));
    const failed = new Set<string>();
    for (let empties = Number(values.from); ; empties++) {
      const positions = endingsOf(size, empties, count);
      if (positions.length === 0) break;
      const times: number[] = [];
      let maxNodes = 0;
      for (const pos of positions) {
        const t0 = cpuMs();
        const solution = solver.solve(pos, Infinity, t0 + LONGEST, undefined, cpuMs);
        times.push(solution ? cpuMs() - t0 : Infinity);
        maxNodes = Math.max(maxNodes, solver.searched);
      }
      const shares = BUDGETS.map(([, ms]) => times.filter((t) => t <= ms).length / times.length);
      BUDGETS.forEach(([level], i) => {
        if (shares[i] < ENOUGH) failed.add(level);
        else if (!failed.has(level)) reached.set(level, empties);
      });
      const sorted = [...times].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      console.log(
        `${size} ${empties} ${positions.length} ${shares.map((s) => `${(s * 100).toFixed(0)}%`).join(' ')} ${Number.isFinite(median) ? median.toFixed(0) : `>${LONGEST}`} ${maxNodes}`,
      );
      if (shares[shares.length - 1] < ENOUGH) break;
    }
    limits.push(
      `n=${size}: ${BUDGETS.map(([level]) => `${level} ${reached.get(level)}`).join(', ')}`,
    );
  }
  console.log(`limits (at least ${ENOUGH * 100}% solved in time at every count up to it):`);
  for (const line of limits) console.log(line);
}

main();
