/**
 * The computer's search with several workers, measured as the app runs it: each worker a
 * thread running the app's worker host (`src/ai/protocol.ts`), driven by the app's own
 * client and helper pool (`src/ai/client.ts`, `src/ai/pool.ts`).
 *
 *   npm run smp -- depth [--game abalone|abacus] [--mode shared|split] [--threads 2]
 *                        [--depth D] [--positions N] [--repeat R]
 *   npm run smp -- games [--game abalone|abacus] [--size 5] [--layout belgian]
 *                        [--mode shared|split] [--a-threads 2] [--b-threads 1] [--time 100]
 *                        [--elo0 0] [--elo1 50] [--max-games 100] [--max-plies 300] [--seed 1]
 *
 * `depth` times how long Expert's search takes to complete depth D, alone and with
 * `--threads` workers, on N positions from real play (Abalone: MiGs games after 20–50
 * plies; Abacus: n=5 games of Medium after 10–40 plies); every search starts from fresh
 * workers and an empty table, after an unmeasured 1.5 s search of the start position.
 * `games` plays Hard against Hard at equal time a move, A with `--a-threads` workers and
 * B with `--b-threads`, in pairs from the SPRT's openings, and ends with the SPRT's line
 * (`npm run sprt`). Both want a quiet machine: they measure what the cores give.
 */
import { join } from 'node:path';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import {
  clonePosition,
  gameOutcome,
  type Game,
  type Layout,
  makeMove,
  makePosition,
  type Position,
  positionKey,
} from '../src/engine';
import { initialPosition, loadAiTable, rulesOf } from '../src/games';
import { AiCancelledError, createAiClient } from '../src/ai/worker/client';
import type { WorkerLike } from '../src/ai/worker/workerLike';
import { createHelperPool } from '../src/ai/worker/pool';
import { isParallelMode, type ParallelMode } from '../src/ai/worker/parallel';
import {
  createRequestHost,
  type WorkerRequest,
  type WorkerResponse,
} from '../src/ai/worker/protocol';
import {
  eloEstimate,
  sprtBounds,
  sprtLine,
  sprtLlr,
  sprtVerdict,
  type SprtVerdict,
} from './lib/sprt';
import { think } from '../src/ai/search/think';
import { corpusOpenings } from './lib/sprt-corpus';
import { randomOpening } from './lib/sprt-openings';

const DEFAULT_CORPUS = join(process.cwd(), '..', 'shared', 'data', 'migs-2016-2017.apgn');

function usage(message: string): never {
  console.error(`smp: ${message}`);
  process.exit(2);
}

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const numberOption = (name: string, fallback: number): number => {
  const text = option(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) usage(`${name} takes a number, not '${text}'`);
  return value;
};

/** A thread serving the app's worker requests, as `src/worker.ts` does in the page. */
function nodeWorker(): WorkerLike {
  const thread = new Worker(new URL(import.meta.url));
  const like: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage: (message) => thread.postMessage(message),
    terminate: () => void thread.terminate(),
  };
  thread.on('message', (data: WorkerResponse) => like.onmessage?.({ data }));
  thread.on('error', (e: Error) => like.onerror?.({ message: e.message }));
  return like;
}

function engine(threads: number, mode: ParallelMode) {
  const pool = createHelperPool(nodeWorker, { mode, threads });
  const client = createAiClient(nodeWorker, pool);
  return {
    client,
    dispose() {
      client.dispose();
      pool.dispose();
    },
  };
}

const game = (option('--game') ?? 'abalone') as Game;
if (game !== 'abalone' && game !== 'abacus') usage(`--game is abalone or abacus, not '${game}'`);
const modeText = option('--mode') ?? 'shared';
if (!isParallelMode(modeText)) usage(`--mode is shared or split, not '${modeText}'`);
const mode = modeText;
const size = numberOption('--size', 5);
const layouts = rulesOf(game).layouts(size);
const layout: Layout = option('--layout') ?? (layouts.includes('belgian') ? 'belgian' : layouts[0]);
if (!layouts.includes(layout)) usage(`${game} n=${size} has no layout '${layout}'`);

/** Positions from real play: recorded games where they fit, else Medium's own. */
async function samplePositions(count: number): Promise<Position[]> {
  const start = initialPosition(game, size, layout);
  const { openings } = corpusOpenings(
    { openings: undefined, game, size, layout, seed: 1 },
    DEFAULT_CORPUS,
    usage,
  );
  const ais = await loadAiTable();
  const positions: Position[] = [];
  for (let k = 0; positions.length < count; k++) {
    const plies = (game === 'abalone' ? 20 : 10) + (k % 4) * 10;
    let pos = clonePosition(start);
    const history = [pos];
    const opening = openings?.[k] ?? randomOpening(start, 1, k);
    for (let ply = 0; ply < plies && !gameOutcome(history); ply++) {
      const move =
        ply < opening.length
          ? opening[ply]
          : think(pos, ais[game].ai, { level: 'medium', seed: k * 1000 + ply, maxNodes: 2000 })
              .move;
      pos = clonePosition(pos);
      makeMove(pos, move);
      history.push(pos);
    }
    if (!gameOutcome(history)) positions.push(pos);
  }
  return positions;
}

const WARM_UP_MS = 1500;

/** Ms to complete `depth` with `threads` workers, from fresh workers and an empty table. */
async function timeToDepth(pos: Position, depth: number, threads: number): Promise<number> {
  const { client, dispose } = engine(threads, mode);
  try {
    const start = initialPosition(game, size, layout);
    // Hard warms every worker up (in play they persist from move to move, loaded and
    // compiled); Expert's searcher is another, whose first search clears the table, so
    // the measured search starts from an empty one.
    await client.think({
      position: makePosition(start),
      history: [],
      level: 'hard',
      timeMs: WARM_UP_MS,
    });
    const done = await client.think({
      position: makePosition(pos),
      history: [],
      level: 'expert',
      timeMs: 600_000,
      maxDepth: depth,
    });
    if (done.depth < depth) usage(`the search stopped at depth ${done.depth}`);
    return done.elapsedMs;
  } finally {
    dispose();
  }
}

async function depthRun(): Promise<void> {
  const threads = numberOption('--threads', 2);
  const depth = numberOption('--depth', game === 'abalone' ? 7 : 8);
  const count = numberOption('--positions', 8);
  const repeat = numberOption('--repeat', 1);
  console.log(
    `smp depth: ${game} n=${size} ${layout}, Expert to depth ${depth}, 1 against ${threads} workers (${mode}), ${count} positions × ${repeat}`,
  );
  const positions = await samplePositions(count);
  const ratios: number[] = [];
  for (const [i, pos] of positions.entries()) {
    let one = 0;
    let many = 0;
    for (let r = 0; r < repeat; r++) {
      // Alternating which goes first evens out a machine that warms or slows down.
      if ((i + r) % 2 === 0) {
        one += await timeToDepth(pos, depth, 1);
        many += await timeToDepth(pos, depth, threads);
      } else {
        many += await timeToDepth(pos, depth, threads);
        one += await timeToDepth(pos, depth, 1);
      }
    }
    ratios.push(one / many);
    console.log(
      `position ${i + 1}: 1 worker ${(one / repeat).toFixed(0)} ms, ${threads} workers ${(many / repeat).toFixed(0)} ms, speed-up ${(one / many).toFixed(2)} (${makePosition(pos)})`,
    );
  }
  const mean = Math.exp(ratios.reduce((s, r) => s + Math.log(r), 0) / ratios.length);
  const sorted = [...ratios].sort((a, b) => a - b);
  console.log(
    `speed-up to depth ${depth}: geometric mean ${mean.toFixed(2)}, median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)}, range ${sorted[0].toFixed(2)}-${sorted.at(-1)!.toFixed(2)}`,
  );
}

async function gamesRun(): Promise<void> {
  const aThreads = numberOption('--a-threads', 2);
  const bThreads = numberOption('--b-threads', 1);
  const timeMs = numberOption('--time', 100);
  const elo0 = numberOption('--elo0', 0);
  const elo1 = numberOption('--elo1', 50);
  const maxGames = numberOption('--max-games', 100);
  const maxPlies = numberOption('--max-plies', 300);
  const seed = numberOption('--seed', 1);
  const start = initialPosition(game, size, layout);
  const { openings, source } = corpusOpenings(
    { openings: undefined, game, size, layout, seed },
    DEFAULT_CORPUS,
    usage,
  );
  console.log(
    `smp games: ${game} n=${size} ${layout}, Hard with ${aThreads} workers (A) against ${bThreads} (B), ${mode}, ${timeMs} ms a move, H0 elo ${elo0}, H1 elo ${elo1}, at most ${maxGames} games, seed ${seed}`,
  );
  console.log(`openings: ${source}`);
  const a = engine(aThreads, mode);
  const b = engine(bThreads, mode);
  const bounds = sprtBounds(0.05, 0.05);
  const pairs = [0, 0, 0, 0, 0];
  const games = [0, 0, 0];
  let llr = 0;
  let verdict: SprtVerdict = 'inconclusive';
  let played = 0;
  const t0 = performance.now();
  const depths = { a: [0, 0], b: [0, 0] };
  for (let pair = 0; verdict === 'inconclusive' && played < maxGames; pair++) {
    const opening = openings ? openings[pair % openings.length] : randomOpening(start, seed, pair);
    const scores: number[] = [];
    for (const aIsBlack of [true, false]) {
      let pos = clonePosition(start);
      const history: Position[] = [pos];
      let outcome = gameOutcome(history);
      while (!outcome && history.length - 1 < maxPlies) {
        const ply = history.length - 1;
        const side = (pos.turn === 1) === aIsBlack ? 'a' : 'b';
        let move = opening[ply];
        if (ply >= opening.length) {
          const done = await (side === 'a' ? a : b).client.think({
            position: makePosition(pos),
            history: history.slice(0, -1).map(positionKey),
            level: 'hard',
            timeMs,
          });
          move = done.move;
          depths[side][0] += done.depth;
          depths[side][1]++;
        }
        pos = clonePosition(pos);
        makeMove(pos, move);
        history.push(pos);
        outcome = gameOutcome(history);
      }
      const winner = outcome?.winner;
      scores.push(winner === undefined ? 0.5 : (winner === 'black') === aIsBlack ? 1 : 0);
      games[scores.at(-1)! * 2]++;
      played++;
    }
    pairs[(scores[0] + scores[1]) * 2]++;
    llr = sprtLlr(pairs, elo0, elo1);
    verdict = sprtVerdict(llr, bounds);
    const { elo, margin } = eloEstimate(pairs);
    console.log(
      `pair ${pair + 1}: A ${scores.join(', ')}; games ${played} +${games[2]} =${games[1]} -${games[0]}, pairs ${pairs.join('/')}, elo ${elo.toFixed(1)} ± ${margin.toFixed(1)}, LLR ${llr.toFixed(2)}, mean depth A ${(depths.a[0] / depths.a[1]).toFixed(2)} B ${(depths.b[0] / depths.b[1]).toFixed(2)}, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
  }
  a.dispose();
  b.dispose();
  console.log(sprtLine(verdict, eloEstimate(pairs), llr, bounds, played));
}

async function main(): Promise<void> {
  const command = process.argv[2];
  if (command === 'depth') await depthRun();
  else if (command === 'games') await gamesRun();
  else usage(`the first argument is depth or games, not '${command ?? ''}'`);
  process.exit(0);
}

if (isMainThread) {
  main().catch((e: unknown) => {
    if (e instanceof AiCancelledError) return;
    console.error(`smp: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
} else {
  // Requests wait for the solvers to load; chained on one promise, they keep their order.
  const host = loadAiTable().then((games) =>
    createRequestHost((response) => parentPort!.postMessage(response), games),
  );
  parentPort!.on('message', (request: WorkerRequest) => void host.then((h) => h.receive(request)));
}
