/**
 * Mines and proves the puzzle trainer's puzzles, and writes each game's data file.
 *
 *   npm run puzzles -- [--game abalone|abacus] [--count N] [--seed S] [--ms-limit M]
 *
 * Abalone: positions of the MiGs games (../shared/data, Belgian Daisy) and of engine
 * self-play on the other layouts and sizes, each kept when a full-width material search
 * (`abalonePuzzle`, PROOF_DEPTH plies) proves one first move wins a marble that no other
 * wins, or one move alone saves a marble. Abacus: endings of self-play on n=4 and n=5,
 * kept when the exact solver proves the mover wins with one move only.
 *
 * Deterministic for a seed: games are visited and positions drawn in the seed's order.
 * It stops at `--count` puzzles a game (Abalone 540, Abacus 220) or when `--ms-limit`
 * (default 12 minutes) of a game's mining has passed, and writes what it has.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type Game,
  type GameRecord,
  legalMoves,
  type Layout,
  makePosition,
  outcome,
  play,
  type Position,
  positionKey,
  replayRecord,
} from '../src/engine';
import { parseRecords } from '../src/engine/apgn';
import { GAME_MODULES, initialPosition, loadAi } from '../src/games';
import { abalonePuzzle } from '../src/games/abalone/puzzleProof';
import { generateAbalonePushes } from '../src/games/abalone/moves';
import { abacusPuzzle } from '../src/games/abacus/puzzleProof';
import { createRng, type Rng } from '../src/ai/search/rng';
import { think } from '../src/ai/search/think';
import type { Puzzle } from '../src/ai/puzzle';
import { makePuzzles } from '../src/ai/puzzleText';
import type { GameAi } from '../src/ai/game-ai';

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const only = option('game') as Game | undefined;
const seed = Number(option('seed') ?? 27);
const msLimit = Number(option('ms-limit') ?? 12 * 60_000);
const countOf = (game: Game): number => Number(option('count') ?? (game === 'abalone' ? 540 : 220));

// Paths from the checkout's root, where npm runs scripts: the bundle itself runs from a cache.
const CORPUS = resolve('../shared/data/migs-2016-2017.apgn');
const outFile = (game: Game): string => resolve(`src/games/${game}/puzzles.txt`);

function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

const pushScratch = new Int32Array(256);
/** Whether either side has a push: a quiet position has no material to win within the proof's plies. */
function tense(pos: Position): boolean {
  if (generateAbalonePushes(pos, pushScratch) > 0) return true;
  const other = { ...pos, turn: (3 - pos.turn) as Position['turn'] };
  return generateAbalonePushes(other, pushScratch) > 0;
}

/** Mines positions one source at a time until `want` puzzles or the deadline. */
class Miner {
  readonly puzzles: Puzzle[] = [];
  private readonly seen = new Set<string>();
  tried = 0;
  constructor(
    readonly game: Game,
    readonly want: number,
    readonly deadline: number,
  ) {}

  get done(): boolean {
    return this.puzzles.length >= this.want || performance.now() > this.deadline;
  }

  /** Tries a position; returns whether it made a puzzle. */
  offer(position: Position): boolean {
    const key = positionKey(position);
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    this.tried++;
    const found = this.game === 'abalone' ? abalonePuzzle(position) : abacusPuzzle(position);
    if (!found) return false;
    this.puzzles.push({
      id: this.puzzles.length + 1,
      position: makePosition(position),
      line: found.line,
      themes: found.themes,
      difficulty: found.difficulty,
      rating: found.rating,
    });
    return true;
  }
}

function mineCorpus(miner: Miner, rng: Rng, share: number): void {
  if (!existsSync(CORPUS)) {
    console.log(`corpus: ${CORPUS} is absent, skipped`);
    return;
  }
  const parsed = parseRecords(readFileSync(CORPUS, 'utf8'));
  if (!parsed.ok) throw new Error(`corpus line ${parsed.error.line}: ${parsed.error.message}`);
  const games = shuffle([...parsed.value], rng);
  const stop = Math.round(miner.want * share);
  let used = 0;
  for (const record of games as GameRecord[]) {
    if (miner.done || miner.puzzles.length >= stop) break;
    const replay = replayRecord(record, GAME_MODULES);
    if (!replay.ok) continue;
    used++;
    const candidates = shuffle(
      replay.value.positions.filter((p, i) => i >= 6 && !outcome(p) && tense(p)),
      rng,
    );
    // One puzzle a game at most, from the first few tense positions drawn.
    for (const position of candidates.slice(0, 6)) {
      if (miner.offer(position)) break;
    }
  }
  console.log(`corpus: ${used} games read, ${miner.puzzles.length} puzzles`);
}

interface SelfPlay {
  readonly n: number;
  readonly layout: Layout;
}

/** Positions of games between two noisy Medium searches, from a few random plies. */
function* selfPlay(
  game: Game,
  setup: SelfPlay,
  ai: GameAi,
  rng: Rng,
  maxPlies: number,
): Generator<Position> {
  let pos = initialPosition(game, setup.n, setup.layout);
  for (let ply = 0; ply < maxPlies && !outcome(pos); ply++) {
    const moves = legalMoves(pos);
    const move =
      ply < 4
        ? moves[rng.int(moves.length)]
        : think(pos, ai, { level: 'medium', maxNodes: 2500, seed: rng.int(2 ** 30) }).move;
    pos = play(pos, move);
    yield pos;
  }
}

function mineSelfPlay(miner: Miner, ai: GameAi, setups: readonly SelfPlay[], rng: Rng): void {
  let round = 0;
  while (!miner.done) {
    const setup = setups[round++ % setups.length];
    const before = miner.puzzles.length;
    let got = 0;
    for (const position of selfPlay(miner.game, setup, ai, rng, 400)) {
      if (miner.done) break;
      if (rng.next() < 0.7 || !tense(position)) continue;
      if (miner.offer(position) && ++got >= 2) break;
    }
    console.log(
      `self-play ${round} (n=${setup.n} ${setup.layout}): +${miner.puzzles.length - before}, ${miner.puzzles.length} in all`,
    );
  }
}

/**
 * Abacus endings: a self-play game down to `BRANCH_EMPTIES` empty cells, then from there
 * random continuations down to 3–7 empty cells, so one searched game gives many endings.
 */
const BRANCH_EMPTIES = 10;
const empties = (pos: Position): number => pos.board.cellCount - pos.count[1] - pos.count[2];

function mineEndings(miner: Miner, ai: GameAi, setups: readonly SelfPlay[], rng: Rng): void {
  let round = 0;
  while (!miner.done) {
    const setup = setups[round++ % setups.length];
    const before = miner.puzzles.length;
    let branch: Position | undefined;
    for (const position of selfPlay(miner.game, setup, ai, rng, 400)) {
      if (empties(position) <= BRANCH_EMPTIES) {
        branch = position;
        break;
      }
    }
    for (let i = 0; branch && i < 24 && !miner.done; i++) {
      let pos = branch;
      const stop = 3 + rng.int(5);
      while (!outcome(pos) && empties(pos) > stop) {
        const moves = legalMoves(pos);
        pos = play(pos, moves[rng.int(moves.length)]);
      }
      if (!outcome(pos)) miner.offer(pos);
    }
    console.log(
      `endings ${round} (n=${setup.n}): +${miner.puzzles.length - before}, ${miner.puzzles.length} in all, ${miner.tried} tried`,
    );
  }
}

async function generate(game: Game): Promise<void> {
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  const rng = createRng(seed * 7919 + (game === 'abalone' ? 1 : 2));
  const miner = new Miner(game, countOf(game), start + msLimit);
  const ai = await loadAi(game);
  if (game === 'abalone') {
    mineCorpus(miner, rng, 0.8);
    const setups: SelfPlay[] = [
      { n: 5, layout: 'german' },
      { n: 4, layout: 'standard' },
      { n: 5, layout: 'dutch' },
      { n: 6, layout: 'standard' },
      { n: 5, layout: 'swiss' },
      { n: 5, layout: 'domination' },
      { n: 5, layout: 'standard' },
    ];
    mineSelfPlay(miner, ai, setups, rng);
  } else {
    mineEndings(
      miner,
      ai,
      [
        { n: 4, layout: 'standard' },
        { n: 5, layout: 'standard' },
      ],
      rng,
    );
  }
  writeFileSync(outFile(game), makePuzzles(miner.puzzles));
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `${game}: ${miner.puzzles.length} puzzles from ${miner.tried} positions tried, ` +
      `${((performance.now() - start) / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s cpu`,
  );
}

for (const game of ['abalone', 'abacus'] as const) {
  if (!only || only === game) await generate(game);
}
