// The post-game review's part of `npm run bench`: the time to review a 100-ply Abalone
// game (the first MiGs game of ../shared/data that long) and a whole Abacus n=5 game of
// self-play, quick and deep, through the same runner and request host as the app, the
// host served on this thread.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createAiClient } from '../src/ai/worker/client';
import type { WorkerLike } from '../src/ai/worker/workerLike';
import { createRequestHost } from '../src/ai/worker/protocol';
import { think } from '../src/ai/search/think';
import { type AiTable } from '../src/ai/game-ai';
import { generateMoves, MAX_MOVES, type Move, play, replayRecord, tagValue } from '../src/engine';
import { parseRecords } from '../src/engine/apgn';
import { GAME_MODULES, initialPosition, loadAiTable } from '../src/games';
import { attachReview } from '../src/store/computer/attachReview';
import { createGameStore, type GameStore } from '../src/store/game';
import { reviewedGame } from '../src/store/game/review/reviewed';
import { REVIEW_DEPTHS } from '../src/store/game/review/reviewSession';
import type { GameSpec } from '../src/store/game/savedGame';
import type { StoreApi } from 'zustand/vanilla';

// Bundled into node_modules before it runs (scripts/run.mjs), so found from the repo root.
const CORPUS = resolve('../shared/data/migs-2016-2017.apgn');

/** A worker stand-in serving requests on this thread, a task after each is posted. */
function threadWorker(games: AiTable): () => WorkerLike {
  return () => {
    let gone = false;
    const host = createRequestHost((response) => {
      if (!gone) worker.onmessage?.({ data: response });
    }, games);
    const worker: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: (message) => setTimeout(() => !gone && host.receive(message), 0),
      terminate: () => {
        gone = true;
        host.close();
      },
    };
    return worker;
  };
}

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

function storeOf(spec: GameSpec, moves: readonly Move[]): StoreApi<GameStore> {
  const store = createGameStore();
  store.getState().newGame(spec);
  for (const move of moves) store.getState().play(move);
  return store;
}

async function reviewTime(
  games: AiTable,
  spec: GameSpec,
  moves: readonly Move[],
  depth: (typeof REVIEW_DEPTHS)[number],
): Promise<string> {
  const store = storeOf(spec, moves);
  const stop = attachReview(store, createAiClient(threadWorker(games)));
  const start = performance.now();
  const cpu = process.cpuUsage();
  await new Promise<void>((resolve) => {
    const unsubscribe = store.subscribe((s) => {
      if (s.review?.run === undefined || s.review.run.status !== 'running') {
        unsubscribe();
        resolve();
      }
    });
    store.getState().startReview(depth);
  });
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  stop();
  const s = store.getState();
  const { summary } = reviewedGame(s.line(), games[spec.game].ai.review, s.review?.start);
  const side = (p: 'black' | 'white') =>
    `${summary[p].counts.inaccuracy}/${summary[p].counts.mistake}/${summary[p].counts.blunder} ${summary[p].accuracy?.toFixed(0)}%`;
  return `${(ms / 1000).toFixed(1)} s (cpu ${((used.user + used.system) / 1e6).toFixed(1)} s); ?!/?/?? and accuracy: Black ${side('black')}, White ${side('white')}`;
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
