/**
 * Texel tuning of an evaluation's weights (docs/ai.md#texel-tuning):
 *
 *   npm run texel -- --game abalone --layout belgian --games ../shared/data/migs-2016-2017.apgn --out tuned.json
 *   npm run texel -- --game abacus --size 5 --self-play 2000 --nodes 1000 --fix RESERVE --out tuned.json
 *
 * Positions: every ply of each game from `--skip` on, but the last, that is quiet (no
 * tactical move of the side to move gains half a unit or more on the static score, so the
 * static score is what a quiescence search would return), labelled with the game's result
 * for the side to move. Every `--holdout`-th game is kept out of the fit. It fits the
 * logistic scale K for the default weights, then runs Texel's local search on the
 * training positions at that K, and prints the error before and after on both sets and
 * each weight. `--out` writes a weights file that `npm run sprt -- --a-weights` reads.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { clonePosition, makeMove, type Position } from '../src/engine';
import { parseRecords } from '../src/engine/apgn';
import { initialPosition, loadAiTable } from '../src/games';
import { makeWeights } from './lib/weights';
import {
  fitScale,
  linearFeatures,
  texelError,
  texelScores,
  type TexelSet,
  tuneWeights,
} from './lib/texel';
import type { GameAi } from '../src/ai/game-ai';
import { parseTexelArgs, TEXEL_USAGE } from './lib/texel-args';
import { type LabelledGame, recordedGames, selfPlayGame } from './lib/texel-games';

function usage(message: string): never {
  console.error(`texel: ${message}`);
  console.error(TEXEL_USAGE);
  process.exit(2);
}

const tactical = new Int32Array(4096);

/** Whether the static score stands: no tactical move gains half a unit or more on it. */
function quiet(pos: Position, ai: GameAi): boolean {
  const ev = ai.evaluator;
  if (!ev.quiescence) return true;
  const stand = ev.evaluate(pos);
  const n = ev.tacticalMoves(pos, tactical);
  for (let i = 0; i < n; i++) {
    const next = clonePosition(pos);
    makeMove(next, tactical[i]);
    if (-ev.evaluate(next) >= stand + ai.unit / 2) return false;
  }
  return true;
}

interface Sample {
  readonly pos: Position;
  readonly result: number;
}

function samples(games: readonly LabelledGame[], ai: GameAi, skip: number): Sample[] {
  const out: Sample[] = [];
  for (const { positions, winner } of games) {
    for (let ply = skip; ply < positions.length - 1; ply++) {
      const pos = positions[ply];
      if (!quiet(pos, ai)) continue;
      out.push({ pos, result: winner === 0 ? 0.5 : winner === pos.turn ? 1 : 0 });
    }
  }
  return out;
}

function setOf(
  list: readonly Sample[],
  names: string[],
  features: ReturnType<typeof linearFeatures>['features'],
): TexelSet {
  const m = names.length;
  const set = {
    count: list.length,
    names,
    base: new Float64Array(list.length),
    features: new Float64Array(list.length * m),
    results: new Float64Array(list.length),
  };
  list.forEach(({ pos, result }, i) => {
    const f = features(pos);
    set.base[i] = f.base;
    set.features.set(f.features, i * m);
    set.results[i] = result;
  });
  return set;
}

async function main(): Promise<void> {
  const parsed = parseTexelArgs(process.argv.slice(2));
  if (!parsed.ok) usage(parsed.error.message);
  const args = parsed.value;
  const { ai } = (await loadAiTable())[args.game];
  const weights = ai.weights;
  if (weights === undefined) usage(`${args.game}'s evaluation has no weights to tune`);
  const t0 = performance.now();
  const seconds = (): string => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
  const start = initialPosition(args.game, args.size, args.layout);

  let games: LabelledGame[];
  let source: string;
  if (args.games !== undefined) {
    let text: string;
    try {
      text = readFileSync(args.games, 'utf8');
    } catch (e) {
      usage(`cannot read ${args.games}: ${(e as Error).message}`);
    }
    const records = parseRecords(text);
    if (!records.ok) usage(`${args.games}:${records.error.line}: ${records.error.message}`);
    games = recordedGames(records.value, start);
    source = `${games.length} games of ${args.games} with a result`;
  } else {
    games = [];
    const setup = { ...args, nodes: args.nodes };
    for (let i = 0; i < args.selfPlay; i++) {
      games.push(selfPlayGame(ai, setup, i));
      if ((i + 1) % 100 === 0) console.log(`self-play: ${i + 1} games, ${seconds()}`);
    }
    source = `${games.length} games of Hard against itself at ${args.nodes} nodes a move from random 2-4-ply openings, seed ${args.seed}`;
  }
  const wins = [0, 0, 0];
  for (const g of games) wins[g.winner]++;
  console.log(
    `texel: ${args.game} n=${args.size} ${args.layout}; ${source} (black ${wins[1]}, white ${wins[2]}, drawn ${wins[0]})`,
  );

  const training = samples(
    games.filter((_, i) => i % args.holdout !== args.holdout - 1),
    ai,
    args.skip,
  );
  const held = samples(
    games.filter((_, i) => i % args.holdout === args.holdout - 1),
    ai,
    args.skip,
  );
  const defaults = weights.defaults;
  for (const name of args.fix)
    if (!Object.hasOwn(defaults, name)) usage(`--fix: unknown weight '${name}'`);
  const tunable = Object.keys(defaults).filter((name) => !args.fix.includes(name));
  const sample = training.filter((_, i) => i % 50 === 0).map((s) => s.pos);
  const { names, features } = linearFeatures(weights, tunable, sample);
  const left = tunable.filter((name) => !names.includes(name));
  console.log(
    `positions: ${training.length} training, ${held.length} held out (every ${args.holdout}th game), quiet, from ply ${args.skip}; tuning ${names.join(', ')}${left.length ? `; not in the neutral evaluation: ${left.join(', ')}` : ''}${args.fix.length ? `; fixed: ${args.fix.join(', ')}` : ''} (${seconds()})`,
  );
  const trainSet = setOf(training, names, features);
  const heldSet = setOf(held, names, features);
  const before = names.map((name) => defaults[name]);
  const k = fitScale(texelScores(trainSet, before), trainSet.results);
  console.log(`K: ${k.toPrecision(4)} (a score of ${(Math.log(3) / k).toFixed(0)} expects 0.75)`);
  const tuned = tuneWeights(trainSet, before, k, {
    step: args.step,
    minStep: 1,
    passes: args.passes,
  });
  const after = before.map((w, j) => Math.round(w + args.blend * (tuned.weights[j] - w)));
  const row = (label: string, set: TexelSet): string =>
    `${label}: ${texelError(set, before, k).toFixed(6)} -> ${texelError(set, after, k).toFixed(6)}`;
  console.log(`error ${row('training', trainSet)}, ${row('held out', heldSet)}`);
  console.log(
    `search: ${tuned.passes} passes${args.blend < 1 ? `, weights moved ${args.blend} of the way` : ''} (${seconds()})`,
  );
  for (const [j, name] of names.entries())
    console.log(`  ${name.padEnd(14)} ${String(before[j]).padStart(6)} -> ${after[j]}`);
  if (args.out !== undefined) {
    writeFileSync(args.out, makeWeights(Object.fromEntries(names.map((n, j) => [n, after[j]]))));
    console.log(`wrote ${args.out}`);
  }
}

main().catch((e: unknown) => {
  console.error(`texel: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
