/**
 * Plays matches between AI levels and baseline bots, colours alternating.
 *
 *   npm run arena -- --game abalone|abacus --size N [--layout L] --a <player> --b <player>
 *                    --games N [--ms M] [--scale F] [--max-plies P] [--opening-plies K]
 *                    [--seed S] [--quiet]
 *
 * A player is a level (easy, medium, hard, expert) or a baseline bot: greedy (1 ply, best
 * immediate evaluation) or random.
 *
 * - `--ms M` gives every level M ms per move (depth caps and noise still apply);
 *   without it each level uses its own budget times `--scale` (default 1).
 * - Openings vary: game i opens with `--opening-plies` (default 2) random legal plies
 *   drawn from seed S + ⌊i/2⌋, so each opening is played twice, once with each side as
 *   Black. The players' own randomness (noise, greedy's tie-breaks) uses seed S + i.
 * - `--max-plies` (default 400) caps a game; reaching it is a draw, since Abalone games
 *   can shuffle forever. A threefold repetition is a draw as in the app.
 *
 * The last line is `result: <a> <wins>-<draws>-<losses> vs <b> score <percent>%`.
 */
import {
  clonePosition,
  gameOutcome,
  type Game,
  initialPosition,
  isGame,
  isLayout,
  type Layout,
  legalMoves,
  makeMove,
  type Move,
  type Position,
  positionKey,
} from '../src/engine';
import { botMove, isBot, type Bot } from '../src/ai/bots';
import { isLevel, type Level, LEVEL_SETTINGS } from '../src/ai/levels';
import { createRng } from '../src/ai/rng';
import { think } from '../src/ai/think';

type Player = Level | Bot;

interface Options {
  game: Game;
  size: number;
  layout: Layout;
  a: Player;
  b: Player;
  games: number;
  ms: number | undefined;
  scale: number;
  maxPlies: number;
  openingPlies: number;
  seed: number;
  quiet: boolean;
}

function usage(message: string): never {
  console.error(`arena: ${message}`);
  console.error(
    'usage: npm run arena -- --game abalone|abacus --size N [--layout L] --a <level|greedy|random> --b <...> --games N [--ms M] [--scale F] [--max-plies P] [--opening-plies K] [--seed S] [--quiet]',
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
    'scale',
    'max-plies',
    'opening-plies',
    'seed',
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
    if (!isLevel(text) && !isBot(text)) usage(`--${key} '${text}' is not a level or bot`);
    return text;
  };
  const game = values.get('game') ?? 'abalone';
  if (!isGame(game)) usage(`unknown game '${game}'`);
  const layout = values.get('layout') ?? 'standard';
  if (!isLayout(layout)) usage(`unknown layout '${layout}'`);
  const ms = values.get('ms');
  return {
    game,
    size: number('size', 5),
    layout,
    a: player('a'),
    b: player('b'),
    games: number('games'),
    ms: ms === undefined ? undefined : number('ms'),
    scale: number('scale', 1),
    maxPlies: number('max-plies', 400),
    openingPlies: number('opening-plies', 2),
    seed: number('seed', 1),
    quiet,
  };
}

interface Stats {
  moves: number;
  depth: number;
  nodes: number;
  ms: number;
}

function chooseMove(
  player: Player,
  pos: Position,
  history: readonly Position[],
  seed: number,
  opts: Options,
  stats: Stats,
): Move {
  if (isBot(player)) return botMove(player, clonePosition(pos), createRng(seed));
  const result = think(pos, {
    level: player,
    seed,
    timeMs: opts.ms ?? LEVEL_SETTINGS[player].timeMs * opts.scale,
    history: history.map(positionKey),
  });
  stats.moves++;
  stats.depth += result.depth;
  stats.nodes += result.nodes;
  stats.ms += result.elapsedMs;
  return result.move;
}

function main(): void {
  const opts = parseArgs(process.argv.slice(2));
  const start = initialPosition(opts.game, opts.size, opts.layout);
  let wins = 0;
  let draws = 0;
  let losses = 0;
  const stats: Record<'a' | 'b', Stats> = {
    a: { moves: 0, depth: 0, nodes: 0, ms: 0 },
    b: { moves: 0, depth: 0, nodes: 0, ms: 0 },
  };
  const t0 = performance.now();
  for (let i = 0; i < opts.games; i++) {
    const aIsBlack = i % 2 === 0;
    const openingRng = createRng(opts.seed + Math.floor(i / 2));
    let pos = start;
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
        move = chooseMove(opts[side], pos, history, seed, opts, stats[side]);
      }
      pos = clonePosition(pos);
      makeMove(pos, move);
      history.push(pos);
      plies++;
      outcome = gameOutcome(history);
    }
    const winner = outcome?.winner;
    const aWon = winner !== undefined && (winner === 'black') === aIsBlack;
    if (winner === undefined) draws++;
    else if (aWon) wins++;
    else losses++;
    if (!opts.quiet) {
      const how = outcome ? `${winner ?? 'draw'} (${outcome.reason})` : 'draw (max plies)';
      const extra =
        opts.game === 'abalone'
          ? ` off ${pos.extras[1]}-${pos.extras[2]}`
          : ` stones ${pos.count[1]}-${pos.count[2]}`;
      console.log(
        `game ${i + 1}: ${opts.a} ${aIsBlack ? 'black' : 'white'}, ${plies} plies, ${how}${extra} -> ${winner === undefined ? 'draw' : aWon ? opts.a : opts.b}; running ${wins}-${draws}-${losses}`,
      );
    }
  }
  for (const side of ['a', 'b'] as const) {
    const s = stats[side];
    if (s.moves === 0) continue;
    console.log(
      `${side} (${opts[side]}): ${s.moves} moves, mean depth ${(s.depth / s.moves).toFixed(2)}, mean ${(s.ms / s.moves).toFixed(0)} ms, ${Math.round((s.nodes / s.ms) * 1000)} nodes/s`,
    );
  }
  console.log(`elapsed ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const n = wins + draws + losses;
  const score = n === 0 ? 0 : ((wins + draws / 2) / n) * 100;
  console.log(
    `result: ${opts.a} ${wins}-${draws}-${losses} vs ${opts.b} score ${score.toFixed(1)}%`,
  );
}

main();
