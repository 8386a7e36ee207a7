/**
 * Plays matches between AI levels and baseline bots, colours alternating.
 *
 *   npm run arena -- --game abalone|abacus --size N [--layout L] --a <player> --b <player>
 *                    --games N [--ms M | --nodes K] [--scale F] [--max-plies P] [--opening-plies K]
 *                    [--b-nodes K] [--b-depth D] [--seed S] [--jobs J] [--quiet]
 *
 * A player is a level (easy, medium, hard, expert) or a baseline bot: greedy (1 ply, best
 * immediate evaluation), random, or defender (a full search with the opposing level's
 * budget and a purely defensive evaluation: the test of whether a level converts a lead).
 *
 * - `--ms M` gives every level M ms per move (depth caps and noise still apply);
 *   without it each level uses its own budget times `--scale` (default 1).
 * - `--nodes K` gives every level and the defender K nodes per move instead of a time
 *   budget (each move searched from an empty table): the same result however busy the
 *   machine is, and the same games on every run.
 * - `--b-nodes K` (with `--nodes`) and `--b-depth D` give b alone another node budget or a
 *   depth cap: an unequal match, to find out how much more search a side needs, or
 *   whether a defence holds against a searcher that looks deeper than it does.
 * - Openings vary: game i opens with `--opening-plies` (default 2) random legal plies
 *   drawn from seed S + ⌊i/2⌋, so each opening is played twice, once with each side as
 *   Black. The players' own randomness (noise, greedy's tie-breaks) uses seed S + i.
 * - `--max-plies` (default 400) caps a game; reaching it is a draw, since Abalone games
 *   can shuffle forever. A threefold repetition is a draw as in the app.
 *
 * - `--jobs J` plays J games at a time, each in a process of its own (forked from this
 *   one), and prints them in order. Under `--nodes` the results are the same as with one
 *   job, since every move is searched from an empty table; under a clock each process
 *   keeps its levels' tables only through its own games, and the jobs share the machine.
 *
 * After the games it prints each searching side's mean depth, nodes per second and time
 * use (the defender's too, so that a match shows whether the two searched alike), how the
 * games ended (by reason), how a's wins came about, and the distribution of their lengths
 * in plies. The last line is
 * `result: <a> <wins>-<draws>-<losses> vs <b> score <percent>%`.
 */
import { type ChildProcess, fork } from 'node:child_process';
import {
  clonePosition,
  gameOutcome,
  type Game,
  isGame,
  type Layout,
  legalMoves,
  makeMove,
  makePosition,
  type Move,
  parseMove,
  type Position,
  positionKey,
} from '../src/engine';
import { initialPosition, loadAiTable, rulesOf } from '../src/games';
import { botMove, isBot, type Bot } from './lib/bots';
import { isLevel, type Level, LEVEL_SETTINGS } from '../src/ai/search/levels';
import { createRng } from '../src/ai/search/rng';
import { type SearchInfo, WIN_BOUND } from '../src/ai/search/search';
import { think } from '../src/ai/search/think';
import { type BaselineEngine, loadBaseline } from './lib/baseline';

/** A level, a bot, or Hard as the engine of `BASELINE_COMMIT` plays. */
type Player = Level | Bot | 'baseline';

interface Options {
  game: Game;
  size: number;
  layout: Layout;
  a: Player;
  b: Player;
  games: number;
  ms: number | undefined;
  nodes: number | undefined;
  bNodes: number | undefined;
  bDepth: number | undefined;
  scale: number;
  maxPlies: number;
  openingPlies: number;
  seed: number;
  jobs: number;
  quiet: boolean;
}

/** More processes than this would only queue for the machine's cores. */
const MAX_JOBS = 64;

/** Every game's AI with its solver loaded, as the worker has it. */
const AIS = await loadAiTable();

/** The frozen engine, loaded once a side is `baseline`. */
let baseline: BaselineEngine | undefined;
const baselineEngine = (): BaselineEngine => {
  if (!baseline) throw new Error('the baseline engine was not loaded');
  return baseline;
};

function usage(message: string): never {
  console.error(`arena: ${message}`);
  console.error(
    'usage: npm run arena -- --game abalone|abacus --size N [--layout L] --a <level|greedy|random|defender|baseline> --b <...> --games N [--ms M | --nodes K] [--scale F] [--max-plies P] [--opening-plies K] [--b-nodes K] [--b-depth D] [--seed S] [--jobs J] [--quiet]',
  );
  process.exit(2);
}

function parseArgs(argv: readonly string[]): Options {
  const values = new Map<string, string>();
  let quiet = false;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--quiet') {
      quiet = true;
      continue;
    }
    if (!flag.startsWith('--') || i + 1 >= argv.length) usage(`unexpected argument '${flag}'`);
    values.set(flag.slice(2), argv[++i]);
  }
  const known = [
    'game',
    'size',
    'layout',
    'a',
    'b',
    'games',
    'ms',
    'nodes',
    'b-nodes',
    'b-depth',
    'scale',
    'max-plies',
    'opening-plies',
    'seed',
    'jobs',
  ];
  for (const key of values.keys()) if (!known.includes(key)) usage(`unknown option --${key}`);
  const number = (key: string, fallback?: number): number => {
    const text = values.get(key);
    if (text === undefined) {
      if (fallback === undefined) usage(`--${key} is required`);
      return fallback;
    }
    const v = Number(text);
    if (!Number.isFinite(v) || v < 0) usage(`--${key} must be a number ≥ 0, not '${text}'`);
    return v;
  };
  const player = (key: string): Player => {
    const text = values.get(key);
    if (text === undefined) usage(`--${key} is required`);
    if (!isLevel(text) && !isBot(text) && text !== 'baseline')
      usage(`--${key} '${text}' is not a level, a bot or baseline`);
    return text;
  };
  const game = values.get('game') ?? 'abalone';
  if (!isGame(game)) usage(`unknown game '${game}'`);
  const layout = values.get('layout') ?? 'standard';
  if (!rulesOf(game).layouts(5).includes(layout)) usage(`unknown layout '${layout}' of ${game}`);
  const ms = values.get('ms');
  const nodes = values.get('nodes');
  if (ms !== undefined && nodes !== undefined) usage('give --ms or --nodes, not both');
  if (values.has('b-nodes') && nodes === undefined) usage('--b-nodes needs --nodes');
  const bDepth = values.has('b-depth') ? number('b-depth') : undefined;
  if (bDepth !== undefined && (!Number.isInteger(bDepth) || bDepth < 1))
    usage(`--b-depth must be a whole number of plies ≥ 1, not '${values.get('b-depth')}'`);
  const jobs = number('jobs', 1);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > MAX_JOBS)
    usage(`--jobs must be a whole number from 1 to ${MAX_JOBS}, not '${values.get('jobs')}'`);
  return {
    game,
    size: number('size', 5),
    layout,
    a: player('a'),
    b: player('b'),
    games: number('games'),
    ms: ms === undefined ? undefined : number('ms'),
    nodes: nodes === undefined ? undefined : number('nodes'),
    bNodes: values.has('b-nodes') ? number('b-nodes') : undefined,
    bDepth,
    scale: number('scale', 1),
    maxPlies: number('max-plies', 400),
    openingPlies: number('opening-plies', 2),
    seed: number('seed', 1),
    jobs,
    quiet,
  };
}

interface Stats {
  moves: number;
  depth: number;
  nodes: number;
  ms: number;
  /** Sum of the budgets, and the largest share of its budget one move took. */
  budget: number;
  worst: number;
  /** The same sums over the moves whose result was not proven: a proven one stops early. */
  open: number;
  openMs: number;
  openBudget: number;
}

/** A level's budget per move; a bot searches with its opponent's (Hard's against a bot). */
function budgetMs(player: Player, opponent: Player, opts: Options): number {
  const level = isLevel(player) ? player : isLevel(opponent) ? opponent : 'hard';
  return opts.ms ?? LEVEL_SETTINGS[level].timeMs * opts.scale;
}

function chooseMove(
  side: 'a' | 'b',
  pos: Position,
  history: readonly Position[],
  seed: number,
  opts: Options,
  stats: Stats,
): Move {
  const player = opts[side];
  const timeMs = budgetMs(player, side === 'a' ? opts.b : opts.a, opts);
  const maxNodes = side === 'b' ? (opts.bNodes ?? opts.nodes) : opts.nodes;
  const maxDepth = side === 'b' ? opts.bDepth : undefined;
  let result: Pick<SearchInfo, 'move' | 'score' | 'depth' | 'nodes' | 'elapsedMs'> & {
    readonly solved?: boolean;
  };
  if (player === 'baseline') {
    const answer = baselineEngine().move({
      position: makePosition(pos),
      history: history.map(makePosition),
      level: 'hard',
      seed,
      timeMs,
      maxNodes,
      maxDepth,
    });
    const move = parseMove(pos, answer.move);
    if (!move.ok) throw new Error(`the baseline engine played '${answer.move}'`);
    result = { ...answer, move: move.value };
  } else if (isBot(player)) {
    const choice = botMove(player, clonePosition(pos), AIS[pos.game].ai, createRng(seed), {
      timeMs,
      maxNodes,
      maxDepth,
      history: history.map(positionKey),
    });
    if (choice.search === undefined) return choice.move;
    result = choice.search;
  } else {
    result = think(pos, AIS[pos.game].ai, {
      level: player,
      seed,
      timeMs,
      maxNodes,
      maxDepth,
      history: history.map(positionKey),
    });
  }
  stats.moves++;
  stats.depth += result.depth;
  stats.nodes += result.nodes;
  stats.ms += result.elapsedMs;
  stats.budget += timeMs;
  stats.worst = Math.max(stats.worst, result.elapsedMs / timeMs);
  const proven = Math.abs(result.score) >= WIN_BOUND || ('solved' in result && result.solved);
  if (!proven) {
    stats.open++;
    stats.openMs += result.elapsedMs;
    stats.openBudget += timeMs;
  }
  return result.move;
}

/** One game as played: how it ended and what each side's searches did. */
interface Played {
  readonly index: number;
  readonly plies: number;
  /** `gameOutcome`'s reason, or `max plies`. */
  readonly reason: string;
  readonly winner: 'black' | 'white' | undefined;
  readonly aIsBlack: boolean;
  /** Marbles off (Abalone) or stones on the board (Abacus), Black's then White's. */
  readonly tally: readonly [number, number];
  readonly stats: Record<'a' | 'b', Stats>;
}

const emptyStats = (): Stats => ({
  moves: 0,
  depth: 0,
  nodes: 0,
  ms: 0,
  budget: 0,
  worst: 0,
  open: 0,
  openMs: 0,
  openBudget: 0,
});

/** Game `i` of the match: a's colour and the random opening both follow from `i`. */
function playGame(i: number, opts: Options): Played {
  const stats = { a: emptyStats(), b: emptyStats() };
  const aIsBlack = i % 2 === 0;
  const openingRng = createRng(opts.seed + Math.floor(i / 2));
  let pos = initialPosition(opts.game, opts.size, opts.layout);
  const history: Position[] = [pos];
  let plies = 0;
  let outcome = gameOutcome(history);
  while (!outcome && plies < opts.maxPlies) {
    const blackToMove = pos.turn === 1;
    const side: 'a' | 'b' = blackToMove === aIsBlack ? 'a' : 'b';
    let move: Move;
    if (plies < opts.openingPlies) {
      const moves = legalMoves(pos);
      move = moves[openingRng.int(moves.length)];
    } else {
      const seed = opts.seed * 100_003 + i * 1009 + plies;
      move = chooseMove(side, pos, history, seed, opts, stats[side]);
    }
    pos = clonePosition(pos);
    makeMove(pos, move);
    history.push(pos);
    plies++;
    outcome = gameOutcome(history);
  }
  const tally: [number, number] =
    opts.game === 'abalone' ? [pos.extras[1], pos.extras[2]] : [pos.count[1], pos.count[2]];
  return {
    index: i,
    plies,
    reason: outcome?.reason ?? 'max plies',
    winner: outcome?.winner,
    aIsBlack,
    tally,
    stats,
  };
}

/** Tells the parent process of a `--jobs` match which games to play, one at a time. */
interface Assignment {
  readonly game: number | undefined;
}

/** The environment variable that makes a forked copy of this script play games. */
const CHILD = 'HEXPLAY_ARENA_CHILD';

/** A forked copy: plays each game it is sent and sends back how it went. */
function serveGames(opts: Options): void {
  process.on('message', (message: Assignment) => {
    if (message.game === undefined) process.exit(0);
    process.send!(playGame(message.game, opts));
  });
}

/**
 * Plays the match's games `opts.jobs` at a time in forked copies of this script, handing
 * each the next game as it finishes one, and gives `report` every game in order.
 */
function playInChildren(opts: Options, report: (game: Played) => void): Promise<void> {
  const done = new Map<number, Played>();
  let next = 0;
  let reported = 0;
  return new Promise((resolve, reject) => {
    const assign = (child: ChildProcess): void => {
      const message: Assignment = { game: next < opts.games ? next++ : undefined };
      child.send(message);
    };
    const children = Array.from({ length: Math.min(opts.jobs, opts.games) }, () => {
      const child = fork(process.argv[1], process.argv.slice(2), {
        env: { ...process.env, [CHILD]: '1' },
      });
      child.on('message', (game: Played) => {
        done.set(game.index, game);
        while (done.has(reported)) {
          report(done.get(reported)!);
          done.delete(reported++);
        }
        // Past the last game this tells the child to exit.
        assign(child);
        if (reported === opts.games) resolve();
      });
      child.on('exit', (code) => {
        if (code !== 0 && reported < opts.games) {
          children.forEach((c) => c.kill());
          reject(new Error(`a game process exited with code ${code}`));
        }
      });
      return child;
    });
    children.forEach(assign);
  });
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.a === 'baseline' || opts.b === 'baseline') baseline = await loadBaseline();
  if (process.env[CHILD] === '1') {
    serveGames(opts);
    return;
  }
  let wins = 0;
  let draws = 0;
  let losses = 0;
  const stats: Record<'a' | 'b', Stats> = { a: emptyStats(), b: emptyStats() };
  const lengths: number[] = [];
  const reasons = new Map<string, number>();
  // How a's wins came about: against `defender`, only wins by the target count as converting.
  const winReasons = new Map<string, number>();
  const t0 = performance.now();
  const report = (game: Played): void => {
    const { winner, reason, aIsBlack, plies } = game;
    for (const side of ['a', 'b'] as const) {
      const into = stats[side];
      const from = game.stats[side];
      into.moves += from.moves;
      into.depth += from.depth;
      into.nodes += from.nodes;
      into.ms += from.ms;
      into.budget += from.budget;
      into.worst = Math.max(into.worst, from.worst);
      into.open += from.open;
      into.openMs += from.openMs;
      into.openBudget += from.openBudget;
    }
    lengths.push(plies);
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    const aWon = winner !== undefined && (winner === 'black') === aIsBlack;
    if (winner === undefined) draws++;
    else if (aWon) {
      wins++;
      winReasons.set(reason, (winReasons.get(reason) ?? 0) + 1);
    } else losses++;
    if (!opts.quiet) {
      const how = reason === 'max plies' ? 'draw (max plies)' : `${winner ?? 'draw'} (${reason})`;
      const tally = `${opts.game === 'abalone' ? 'off' : 'stones'} ${game.tally[0]}-${game.tally[1]}`;
      console.log(
        `game ${game.index + 1}: ${opts.a} ${aIsBlack ? 'black' : 'white'}, ${plies} plies, ${how} ${tally} -> ${winner === undefined ? 'draw' : aWon ? opts.a : opts.b}; running ${wins}-${draws}-${losses}`,
      );
    }
  };
  if (opts.jobs > 1) await playInChildren(opts, report);
  else for (let i = 0; i < opts.games; i++) report(playGame(i, opts));
  for (const side of ['a', 'b'] as const) {
    const s = stats[side];
    if (s.moves === 0) continue;
    const budget =
      opts.nodes === undefined
        ? ` (${((s.ms / s.budget) * 100).toFixed(0)}% of the budget, ${((s.openMs / s.openBudget) * 100).toFixed(0)}% on the ${s.open} moves not proven won or lost, at most ${(s.worst * 100).toFixed(0)}%)`
        : '';
    console.log(
      `${side} (${opts[side]}): ${s.moves} moves, mean depth ${(s.depth / s.moves).toFixed(2)}, mean ${(s.ms / s.moves).toFixed(0)} ms${budget}, ${Math.round((s.nodes / s.ms) * 1000)} nodes/s`,
    );
  }
  console.log(`ended by: ${[...reasons].map(([r, k]) => `${r} ${k}`).join(', ')}`);
  console.log(
    `${opts.a} won by: ${wins === 0 ? 'none' : [...winReasons].map(([r, k]) => `${r} ${k}`).join(', ')} (of ${opts.games} games)`,
  );
  console.log(`plies: ${describeLengths(lengths)}`);
  console.log(`elapsed ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const n = wins + draws + losses;
  const score = n === 0 ? 0 : ((wins + draws / 2) / n) * 100;
  console.log(
    `result: ${opts.a} ${wins}-${draws}-${losses} vs ${opts.b} score ${score.toFixed(1)}%`,
  );
}

/** Min, quartiles and max of the game lengths, then a histogram in 50-ply bins. */
function describeLengths(lengths: readonly number[]): string {
  if (lengths.length === 0) return 'no games';
  const sorted = [...lengths].sort((x, y) => x - y);
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const bins = new Map<number, number>();
  for (const n of sorted)
    bins.set(Math.floor(n / 50) * 50, (bins.get(Math.floor(n / 50) * 50) ?? 0) + 1);
  const histogram = [...bins].map(([lo, k]) => `${lo}-${lo + 49}: ${k}`).join(', ');
  return `min ${sorted[0]}, quartiles ${at(0.25)}/${at(0.5)}/${at(0.75)}, max ${sorted[sorted.length - 1]} (${histogram})`;
}

main().catch((e: unknown) => {
  console.error(`arena: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
