/**
 * Whether the Abacus opening book helps (docs/ai.md): an SPRT of Hard with the book (A)
 * against Hard without it (B), both at a node budget.
 *
 *   npm run abacus-book-sprt -- [--size 5] [--nodes 10000] [--elo0 0] [--elo1 30]
 *                               [--max-games N] [--jobs 2] [--seed 1]
 *
 * `npm run sprt` gives both sides the game's whole AI, book included, so this test has
 * its own runner; the games and the statistics are sprt's (scripts/lib/sprt-play.ts,
 * src/ai/sprt.ts). Each pair plays one of the distinct 2-ply openings up to symmetry,
 * in an order drawn from the seed, A Black in the first game and White in the second:
 * the book then decides the first move of either side after the opening. Games are
 * played in batches of 2 × jobs and counted pair by pair in order, the test stopping at
 * the first pair that crosses a bound, so the result does not depend on `--jobs`.
 * The last line is sprt's.
 */
import { parseArgs } from 'node:util';
import { isMainThread, workerData } from 'node:worker_threads';
import { initialPosition, loadAi, rulesOf } from '../..';
import {
  eloEstimate,
  sprtBounds,
  sprtLine,
  sprtLlr,
  sprtVerdict,
  type SprtVerdict,
} from '../../../../scripts/lib/sprt';
import { createRng } from '../../../ai/search/rng';
import {
  playSprtGame,
  type SprtGame,
  type SprtSetup,
  type SprtTask,
} from '../../../../scripts/lib/sprt-play';
import { distinctOpenings } from './openings';
import { runInWorkers, serveTasks } from '../../../../scripts/lib/thread-pool';

/** A worker thread: plays the games it is sent, with the main thread's setup. */
async function serve(setup: SprtSetup): Promise<void> {
  const ai = await loadAi('abacus');
  const { book: _book, ...bookless } = ai;
  const sides = { a: { player: 'hard', ai }, b: { player: 'hard', ai: bookless } } as const;
  serveTasks((task: SprtTask) => playSprtGame(task, setup, sides));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '5' },
      nodes: { type: 'string', default: '10000' },
      elo0: { type: 'string', default: '0' },
      elo1: { type: 'string', default: '30' },
      'max-games': { type: 'string' },
      jobs: { type: 'string', default: '1' },
      seed: { type: 'string', default: '1' },
    },
  });
  const size = Number(values.size);
  const seed = Number(values.seed);
  const setup: SprtSetup = {
    game: 'abacus',
    size,
    layout: rulesOf('abacus').layouts(size)[0],
    a: 'hard',
    b: 'hard',
    aWeights: undefined,
    bWeights: undefined,
    nodes: Number(values.nodes),
    timeMs: undefined,
    scale: undefined,
    maxPlies: 1000,
    seed,
  };
  const elo0 = Number(values.elo0);
  const elo1 = Number(values.elo1);
  const jobs = Number(values.jobs);
  const start = initialPosition('abacus', size);
  const openings = distinctOpenings(start, 2);
  const rng = createRng(seed);
  for (let i = openings.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [openings[i], openings[j]] = [openings[j], openings[i]];
  }
  const maxGames = Number(values['max-games'] ?? 2 * openings.length);
  console.log(
    `abacus-book-sprt: n=${size}, A hard with the book vs B hard without, ${setup.nodes} nodes a move, H0 elo ${elo0}, H1 elo ${elo1}, at most ${maxGames} games, ${jobs} job(s), seed ${seed}`,
  );
  console.log(`openings: ${openings.length} distinct 2-ply openings up to symmetry`);
  const bounds = sprtBounds(0.05, 0.05);
  const pairs = [0, 0, 0, 0, 0];
  const games = [0, 0, 0];
  let counted = 0;
  let llr = 0;
  let verdict: SprtVerdict = 'inconclusive';
  const t0 = performance.now();
  while (verdict === 'inconclusive' && counted < maxGames) {
    const batch: SprtTask[] = [];
    for (let index = counted; index < Math.min(maxGames, counted + 2 * jobs); index++)
      batch.push({ index, opening: openings[Math.floor(index / 2) % openings.length] });
    const played = await runInWorkers<SprtTask, SprtGame>(
      new URL(import.meta.url),
      batch,
      jobs,
      undefined,
      setup,
    );
    for (let i = 0; i + 1 < played.length && verdict === 'inconclusive'; i += 2) {
      const [first, second] = [played[i], played[i + 1]];
      counted += 2;
      for (const g of [first, second]) games[g.score * 2]++;
      pairs[(first.score + second.score) * 2]++;
      llr = sprtLlr(pairs, elo0, elo1);
      verdict = sprtVerdict(llr, bounds);
      const { elo, margin } = eloEstimate(pairs);
      const describe = (g: SprtGame): string =>
        `${g.score === 1 ? 'A' : g.score === 0 ? 'B' : 'draw'} (${g.plies} plies)`;
      console.log(
        `pair ${counted / 2}: ${describe(first)}, ${describe(second)}; games ${counted} +${games[2]} =${games[1]} -${games[0]}, pairs ${pairs.join('/')}, elo ${elo.toFixed(1)} ± ${margin.toFixed(1)}, LLR ${llr.toFixed(2)} (${bounds.lower.toFixed(2)}, ${bounds.upper.toFixed(2)}), ${((performance.now() - t0) / 1000).toFixed(0)} s`,
      );
    }
  }
  console.log(sprtLine(verdict, eloEstimate(pairs), llr, bounds, counted));
}

if (isMainThread) {
  main().catch((e: unknown) => {
    console.error(`abacus-book-sprt: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
} else {
  void serve(workerData as SprtSetup);
}
