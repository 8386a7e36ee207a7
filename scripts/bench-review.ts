// The post-game review's part of `npm run bench`: the time to review a 100-ply Abalone
// game (the first MiGs game of ../shared/data that long) and a whole Abacus n=5 game of
// self-play, quick and deep (`lib/review-runner.ts`).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { think } from '../src/ai/search/think';
import { type AiTable } from '../src/ai/game-ai';
import { generateMoves, MAX_MOVES, type Move, play, replayRecord, tagValue } from '../src/engine';
import { parseRecords } from '../src/engine/apgn';
import { GAME_MODULES, initialPosition, loadAiTable } from '../src/games';
import { REVIEW_DEPTHS } from '../src/store/game/review/reviewSession';
import type { GameSpec } from '../src/store/game/savedGame';
import { reviewOf } from './lib/review-runner';

// Bundled into node_modules before it runs (scripts/run.mjs), so found from the repo root.
const CORPUS = resolve('../shared/data/migs-2016-2017.apgn');

/** The first 100 plies of the first MiGs game that long. */
function abaloneGame(): { spec: GameSpec; moves: Move[] } | undefined {
  if (!existsSync(CORPUS)) return undefined;
  const parsed = parseRecords(readFileSync(CORPUS, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  for (const record of parsed.value) {
    if (Number(tagValue(record, 'Plies') ?? 0) < 100) continue;
    const replay = replayRecord(record, GAME_MODULES);
    if (!replay.ok || replay.value.moves.length < 100) continue;
    const start = replay.value.positions[0];
    return {
      spec: { game: 'abalone', n: start.board.n, layout: 'belgian' },
      moves: replay.value.moves.slice(0, 100),
    };
  }
  return undefined;
}

/** A whole Abacus n=5 game, Medium against Medium, seeded. */
function abacusGame(games: AiTable): { spec: GameSpec; moves: Move[] } {
  let pos = initialPosition('abacus', 5);
  const moves: Move[] = [];
  const buffer = new Int32Array(MAX_MOVES);
  while (generateMoves(pos, buffer) > 0) {
    const { move } = think(pos, games.abacus.ai, {
      level: 'medium',
      seed: moves.length,
      maxNodes: 20_000,
    });
    moves.push(move);
    pos = play(pos, move);
  }
  return { spec: { game: 'abacus', n: 5, layout: 'standard' }, moves };
}

async function reviewTime(
  games: AiTable,
  spec: GameSpec,
  moves: readonly Move[],
  depth: (typeof REVIEW_DEPTHS)[number],
): Promise<string> {
  const { summary, ms, cpuMs } = await reviewOf(games, spec, moves, depth);
  const side = (p: 'black' | 'white') =>
    `${summary[p].counts.inaccuracy}/${summary[p].counts.mistake}/${summary[p].counts.blunder} ${summary[p].accuracy?.toFixed(0)}%`;
  return `${(ms / 1000).toFixed(1)} s (cpu ${(cpuMs / 1000).toFixed(1)} s); ?!/?/?? and accuracy: Black ${side('black')}, White ${side('white')}`;
}

export async function benchReview(): Promise<void> {
  const games = await loadAiTable();
  const cases = [
    ['Review, Abalone MiGs game', abaloneGame()],
    ['Review, Abacus n=5 self-play game', abacusGame(games)],
  ] as const;
  for (const [name, game] of cases) {
    if (!game) {
      console.log(`${name}: skipped, ../shared/data/migs-2016-2017.apgn is absent`);
      continue;
    }
    for (const depth of REVIEW_DEPTHS) {
      const took = await reviewTime(games, game.spec, game.moves, depth);
      console.log(`${`${name} (${game.moves.length} plies), ${depth}`.padEnd(56)} ${took}`);
    }
  }
}
