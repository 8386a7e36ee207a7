/**
 * How Easy plays against `greedy`: games as the arena plays them (colours alternating, two
 * random opening plies from seed S + ⌊i/2⌋), and for every Easy move how far its choice
 * fell below its own best root score, in units of material (a marble, a stone), and in
 * Abalone how often the reply pushed one of its marbles off. Then the first game's first
 * Easy moves, each with its rank among the root moves and what it gave up.
 *
 *   node scripts/run.mjs scripts/easy-moves.ts --game abalone|abacus [--size N] [--layout L]
 *        [--games N] [--seed S] [--show K]
 *
 * Every move is searched under a node budget from an empty table, so a run is the same on
 * any machine.
 */
import {
  clonePosition,
  gameOutcome,
  isGame,
  legalMoves,
  makeMove,
  makeMoveText,
  type Position,
  positionKey,
} from '../src/engine';
import { initialPosition, loadAiTable } from '../src/games';
import { botMove } from './lib/bots';
import { createRng } from '../src/ai/search/rng';
import type { RootScore, SearchResult } from '../src/ai/search/search';
import { think, type ThinkResult } from '../src/ai/search/think';

const NODES = 40_000;
const MAX_PLIES = 400;

const args = new Map<string, string>();
const argv = process.argv.slice(2);
for (let i = 0; i + 1 < argv.length; i += 2) args.set(argv[i].replace(/^--/, ''), argv[i + 1]);
const game = args.get('game') ?? 'abalone';
if (!isGame(game)) throw new Error(`unknown game '${game}'`);
const size = Number(args.get('size') ?? 5);
const layout = args.get('layout') ?? 'standard';
const games = Number(args.get('games') ?? 10);
const seed = Number(args.get('seed') ?? 1);
const show = Number(args.get('show') ?? 12);

const { ai } = (await loadAiTable())[game];
const gaps: number[] = [];
let ranksBest = 0;
let easyWins = 0;
let draws = 0;
let givenAway = 0;
const shown: string[] = [];

for (let i = 0; i < games; i++) {
  const easyIsBlack = i % 2 === 0;
  const opening = createRng(seed + Math.floor(i / 2));
  let pos: Position = initialPosition(game, size, layout);
  const history: Position[] = [pos];
  let outcome = gameOutcome(history);
  for (let ply = 0; !outcome && ply < MAX_PLIES; ply++) {
    const easyToMove = (pos.turn === 1) === easyIsBlack;
    const moveSeed = seed * 100_003 + i * 1009 + ply;
    let move;
    if (ply < 2) {
      const moves = legalMoves(pos);
      move = moves[opening.int(moves.length)];
    } else if (easyToMove) {
      const result = think(pos, ai, {
        level: 'easy',
        seed: moveSeed,
        maxNodes: NODES,
        history: history.map(positionKey),
      });
      // Easy's result carries its search's scored root moves, which `ThinkResult` does not name.
      const root: readonly RootScore[] = (result as ThinkResult & Partial<SearchResult>).root ?? [];
      const best = root[0]?.score ?? result.score;
      const rank = root.findIndex((r) => r.move === result.move) + 1;
      const gap = (best - result.score) / ai.unit;
      gaps.push(gap);
      if (rank === 1) ranksBest++;
      if (i === 0 && shown.length < show)
        shown.push(
          `  ply ${ply + 1}: ${makeMoveText(pos, result.move)}, rank ${rank} of ${root.length}, ${gap.toFixed(2)} below its best`,
        );
      move = result.move;
    } else {
      const choice = botMove('greedy', clonePosition(pos), ai, createRng(moveSeed), {
        timeMs: 1000,
        maxNodes: NODES,
        history: history.map(positionKey),
      });
      move = choice.move;
    }
    // `extras[colour]` counts that colour's marbles pushed off (Abalone).
    const easyColour = easyIsBlack ? 1 : 2;
    const before = pos.extras[easyColour];
    pos = clonePosition(pos);
    makeMove(pos, move);
    if (game === 'abalone' && !easyToMove && ply >= 2 && pos.extras[easyColour] > before)
      givenAway++;
    history.push(pos);
    outcome = gameOutcome(history);
  }
  if (!outcome?.winner) draws++;
  else if ((outcome.winner === 'black') === easyIsBlack) easyWins++;
}

const share = (k: number): string => `${((k / gaps.length) * 100).toFixed(0)}%`;
const sorted = [...gaps].sort((x, y) => x - y);
console.log(
  `${game} n=${size} ${layout}: Easy against greedy, ${games} games, ${NODES.toLocaleString('en')} nodes a move`,
);
console.log(
  `Easy ${easyWins}-${draws}-${games - easyWins - draws}; ${gaps.length} Easy moves: its best ${share(ranksBest)}, within 0.25 unit ${share(gaps.filter((g) => g <= 0.25).length)}, a unit or more below ${share(gaps.filter((g) => g >= 1).length)}; median gap ${sorted[Math.floor(sorted.length / 2)].toFixed(2)}, largest ${sorted[sorted.length - 1].toFixed(2)}`,
);
if (game === 'abalone')
  console.log(
    `marbles greedy pushed off at once after an Easy move: ${givenAway} (one every ${(gaps.length / Math.max(1, givenAway)).toFixed(0)} Easy moves)`,
  );
console.log('game 1, Easy as Black, its first moves:');
for (const line of shown) console.log(line);
