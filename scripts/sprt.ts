/**
 * A sequential probability ratio test between two players (docs/ai.md#sprt):
 *
 *   npm run sprt -- --game abalone --layout belgian --a hard --b medium --nodes 20000
 *                   --elo0 0 --elo1 50 --max-games 400 [--jobs 2]
 *
 * Games come in pairs from one opening, A Black in the first and White in the second.
 * Where the games of `--openings` (default ../shared/data/migs-2016-2017.apgn) start as
 * the match does (Belgian Daisy), the openings are their positions after 2–8 plies, in an
 * order drawn from `--seed`; elsewhere each pair gets 2–4 random plies from the seed.
 * After each pair, in order, it prints the running score, Elo and LLR, and stops at the
 * SPRT's bounds or `--max-games`. The last line is
 * `result: H1 accepted|H0 accepted|inconclusive, elo <x> ± <y>, LLR <v> (<lower>, <upper>), games <n>`.
 *
 * `--jobs J` plays J games at a time in worker threads. The pairs are counted in order
 * and the test stops at the first pair that crosses a bound, so under `--nodes` (every
 * move searched from an empty table) the result is the same with any number of jobs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { GAME_MODULES, initialPosition, loadAiTable } from '../src/games';
import {
  eloEstimate,
  sprtBounds,
  sprtLine,
  sprtLlr,
  sprtVerdict,
  type SprtVerdict,
} from './lib/sprt';
import { parseWeights } from './lib/weights';
import { parseSprtArgs, SPRT_USAGE, type SprtArgs } from './lib/sprt-args';
import { corpusOpenings } from './lib/sprt-corpus';
import { randomOpening } from './lib/sprt-openings';
import {
  playSprtGame,
  sideAi,
  type SprtGame,
  type SprtSetup,
  type SprtSide,
  type SprtTask,
} from './lib/sprt-play';
import { loadBaseline } from './lib/baseline';

/** Run through scripts/run.mjs, which bundles it elsewhere: paths are from the checkout. */
const DEFAULT_CORPUS = join(process.cwd(), '..', 'shared', 'data', 'migs-2016-2017.apgn');

function usage(message: string): never {
  console.error(`sprt: ${message}`);
  console.error(SPRT_USAGE);
  process.exit(2);
}

async function sidesOf(setup: SprtSetup): Promise<Record<'a' | 'b', SprtSide>> {
  const ais = await loadAiTable();
  const baseline =
    setup.a === 'baseline' || setup.b === 'baseline'
      ? await loadBaseline(process.cwd(), setup.baselineCommit)
      : undefined;
  return {
    a: { player: setup.a, ai: sideAi(ais, setup.game, setup.aWeights), baseline },
    b: { player: setup.b, ai: sideAi(ais, setup.game, setup.bWeights), baseline },
  };
}

/** A worker thread: plays each game it is sent and sends back how it went. */
async function serveGames(): Promise<void> {
  const setup = workerData as SprtSetup;
  const sides = await sidesOf(setup);
  parentPort!.on('message', (task: SprtTask) => {
    parentPort!.postMessage(playSprtGame(task, setup, sides));
  });
}

function readWeights(
  path: string | undefined,
  args: SprtArgs,
): Readonly<Record<string, number>> | undefined {
  if (path === undefined) return undefined;
  const weights = GAME_MODULES[args.game].ai.weights;
  if (weights === undefined) usage(`${args.game}'s evaluation has no weights to change`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    usage(`cannot read ${path}: ${(e as Error).message}`);
  }
  const parsed = parseWeights(text, weights.defaults);
  if (!parsed.ok) usage(`${path}: ${parsed.error.message}`);
  return parsed.value;
}

/** Plays the tasks `jobs` at a time in worker threads, handing each the next as it finishes one. */
function playInWorkers(
  setup: SprtSetup,
  jobs: number,
  taskOf: (index: number) => SprtTask,
  total: number,
  report: (game: SprtGame) => boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let stopped = false;
    const workers: Worker[] = [];
    const stop = (): void => {
      stopped = true;
      for (const w of workers) void w.terminate();
      resolve();
    };
    const assign = (worker: Worker): void => {
      if (next < total) worker.postMessage(taskOf(next++));
    };
    for (let j = 0; j < Math.min(jobs, total); j++) {
      const worker = new Worker(new URL(import.meta.url), { workerData: setup });
      worker.on('message', (game: SprtGame) => {
        if (stopped) return;
        if (report(game)) stop();
        else assign(worker);
      });
      worker.on('error', (e) => {
        if (stopped) return;
        stopped = true;
        for (const w of workers) void w.terminate();
        reject(e);
      });
      workers.push(worker);
      assign(worker);
    }
  });
}

async function main(): Promise<void> {
  const parsed = parseSprtArgs(process.argv.slice(2));
  if (!parsed.ok) usage(parsed.error.message);
  const args = parsed.value;
  const setup: SprtSetup = {
    game: args.game,
    size: args.size,
    layout: args.layout,
    a: args.a,
    b: args.b,
    aWeights: readWeights(args.aWeights, args),
    bWeights: readWeights(args.bWeights, args),
    nodes: args.nodes,
    timeMs: args.timeMs,
    scale: args.scale,
    maxPlies: args.maxPlies,
    seed: args.seed,
    baselineCommit: args.baselineCommit,
  };
  const { openings, source } = corpusOpenings(args, DEFAULT_CORPUS, usage);
  const start = initialPosition(args.game, args.size, args.layout);
  const taskOf = (index: number): SprtTask => {
    const pair = Math.floor(index / 2);
    const opening = openings
      ? openings[pair % openings.length]
      : randomOpening(start, args.seed, pair);
    return { index, opening };
  };
  const bounds = sprtBounds(args.alpha, args.beta);
  const budget =
    args.nodes !== undefined
      ? `${args.nodes} nodes`
      : args.timeMs !== undefined
        ? `${args.timeMs} ms`
        : `each level's time × ${args.scale}`;
  const name = (side: 'a' | 'b'): string =>
    `${args[side]}${args[`${side}Weights`] === undefined ? '' : ` (${args[`${side}Weights`]})`}`;
  console.log(
    `sprt: ${args.game} n=${args.size} ${args.layout}, A ${name('a')} vs B ${name('b')}, ${budget} a move, H0 elo ${args.elo0}, H1 elo ${args.elo1}, alpha ${args.alpha}, beta ${args.beta}, at most ${args.maxGames} games, ${args.jobs} job(s), seed ${args.seed}`,
  );
  console.log(`openings: ${source}`);

  // A's pairs by points (0, ½, 1, 1½, 2) and its games as losses, draws, wins.
  const pairs = [0, 0, 0, 0, 0];
  const games = [0, 0, 0];
  const waiting = new Map<number, SprtGame>();
  let counted = 0;
  let llr = 0;
  let verdict: SprtVerdict = 'inconclusive';
  const t0 = performance.now();
  /** Takes a finished game; counts the pairs now complete, in order. True: the test is over. */
  const report = (game: SprtGame): boolean => {
    waiting.set(game.index, game);
    while (waiting.has(counted) && waiting.has(counted + 1)) {
      const first = waiting.get(counted)!;
      const second = waiting.get(counted + 1)!;
      waiting.delete(counted);
      waiting.delete(counted + 1);
      counted += 2;
      for (const g of [first, second]) games[g.score * 2]++;
      pairs[(first.score + second.score) * 2]++;
      llr = sprtLlr(pairs, args.elo0, args.elo1);
      verdict = sprtVerdict(llr, bounds);
      const { elo, margin } = eloEstimate(pairs);
      const describe = (g: SprtGame): string =>
        `${g.score === 1 ? 'A' : g.score === 0 ? 'B' : 'draw'} (${g.reason}, ${g.plies} plies)`;
      console.log(
        `pair ${counted / 2}: ${describe(first)}, ${describe(second)}; games ${counted} +${games[2]} =${games[1]} -${games[0]}, pairs ${pairs.join('/')}, elo ${elo.toFixed(1)} ± ${margin.toFixed(1)}, LLR ${llr.toFixed(2)} (${bounds.lower.toFixed(2)}, ${bounds.upper.toFixed(2)}), ${((performance.now() - t0) / 1000).toFixed(0)} s`,
      );
      if (verdict !== 'inconclusive' || counted >= args.maxGames) return true;
    }
    return false;
  };
  if (args.jobs > 1) {
    await playInWorkers(setup, args.jobs, taskOf, args.maxGames, report);
  } else {
    const sides = await sidesOf(setup);
    for (let i = 0; i < args.maxGames; i++) {
      if (report(playSprtGame(taskOf(i), setup, sides))) break;
    }
  }
  console.log(sprtLine(verdict, eloEstimate(pairs), llr, bounds, counted));
}

if (isMainThread) {
  main().catch((e: unknown) => {
    console.error(`sprt: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
} else {
  void serveGames();
}
