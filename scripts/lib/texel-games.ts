import {
  clonePosition,
  type Game,
  gameOutcome,
  type GameRecord,
  type Layout,
  makeMove,
  type Position,
  positionKey,
  replayRecord,
} from '../../src/engine';
import { GAME_MODULES, initialPosition } from '../../src/games';
import type { GameAi } from '../../src/ai/game-ai';
import { think } from '../../src/ai/search/think';
import { randomOpening } from './sprt-openings';

/** A game's positions, first to last, and its winner's colour (0: a draw). */
export interface LabelledGame {
  readonly positions: readonly Position[];
  readonly winner: 0 | 1 | 2;
}

/**
 * The recorded games that start from `start` and have a result, replayed. Games without
 * one (`*`: abandoned) say nothing of who stood better, so they are left out.
 */
export function recordedGames(records: readonly GameRecord[], start: Position): LabelledGame[] {
  const key = positionKey(start);
  const games: LabelledGame[] = [];
  for (const record of records) {
    if (record.result === '*') continue;
    const replay = replayRecord(record, GAME_MODULES);
    if (!replay.ok || positionKey(replay.value.positions[0]) !== key) continue;
    const winner = record.result === '1-0' ? 1 : record.result === '0-1' ? 2 : 0;
    games.push({ positions: replay.value.positions, winner });
  }
  return games;
}

export interface SelfPlay {
  readonly game: Game;
  readonly size: number;
  readonly layout: Layout;
  readonly nodes: number;
  readonly maxPlies: number;
  readonly seed: number;
}

/**
 * Game `index` of Hard against itself at `nodes` a move, from the random 2–4-ply opening
 * `npm run sprt` gives pair `index`; a threefold repetition or the ply cap is a draw. The
 * same settings always give the same game.
 */
export function selfPlayGame(ai: GameAi, setup: SelfPlay, index: number): LabelledGame {
  let pos = initialPosition(setup.game, setup.size, setup.layout);
  const opening = randomOpening(pos, setup.seed, index);
  const positions: Position[] = [pos];
  let outcome = gameOutcome(positions);
  while (!outcome && positions.length - 1 < setup.maxPlies) {
    const ply = positions.length - 1;
    const move =
      ply < opening.length
        ? opening[ply]
        : think(pos, ai, {
            level: 'hard',
            seed: setup.seed * 100_003 + index * 1009 + ply,
            maxNodes: setup.nodes,
            history: positions.map(positionKey),
          }).move;
    pos = clonePosition(pos);
    makeMove(pos, move);
    positions.push(pos);
    outcome = gameOutcome(positions);
  }
  const winner = outcome?.winner;
  return { positions, winner: winner === undefined ? 0 : winner === 'black' ? 1 : 2 };
}
