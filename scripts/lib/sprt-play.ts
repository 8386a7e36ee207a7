import {
  clonePosition,
  type Game,
  gameOutcome,
  type Layout,
  makeMove,
  makePosition,
  type Move,
  parseMove,
  type Position,
  positionKey,
} from '../../src/engine';
import type { BaselineEngine } from './baseline';
import { initialPosition } from '../../src/games';
import { botMove, isBot } from './bots';
import { isLevel, LEVEL_SETTINGS } from '../../src/ai/search/levels';
import type { AiTable, GameAi } from '../../src/ai/game-ai';
import { createRng } from '../../src/ai/search/rng';
import { think } from '../../src/ai/search/think';
import type { SprtPlayer } from './sprt-args';

/** What every game of a test shares, as plain data that a worker thread can be sent. */
export interface SprtSetup {
  readonly game: Game;
  readonly size: number;
  readonly layout: Layout;
  readonly a: SprtPlayer;
  readonly b: SprtPlayer;
  /** Each side's weights, every name given; undefined plays the game's own evaluation. */
  readonly aWeights: Readonly<Record<string, number>> | undefined;
  readonly bWeights: Readonly<Record<string, number>> | undefined;
  readonly nodes: number | undefined;
  readonly timeMs: number | undefined;
  /** Each level's own time budget times this; a bot takes its opponent's (Hard's against a bot). */
  readonly scale: number | undefined;
  readonly maxPlies: number;
  readonly seed: number;
  /** The commit whose Hard plays as `baseline`, if not `BASELINE_COMMIT`. */
  readonly baselineCommit?: string;
}

/** Game `index` of the test: pair ⌊index/2⌋, A Black in the even game, from `opening`. */
export interface SprtTask {
  readonly index: number;
  readonly opening: readonly Move[];
}

export interface SprtGame {
  readonly index: number;
  /** A's score: 1 a win, ½ a draw (repetition or the ply cap), 0 a loss. */
  readonly score: number;
  readonly plies: number;
  /** `gameOutcome`'s reason, or `max plies`. */
  readonly reason: string;
}

export interface SprtSide {
  readonly player: SprtPlayer;
  readonly ai: GameAi;
  /** The frozen engine, for the side that is `baseline`. */
  readonly baseline?: BaselineEngine;
}

/** A side's AI: the game's own, or with its evaluation's weights replaced. */
export function sideAi(
  ais: AiTable,
  game: Game,
  weights: Readonly<Record<string, number>> | undefined,
): GameAi {
  const { ai } = ais[game];
  if (weights === undefined) return ai;
  if (ai.weights === undefined) throw new Error(`${game} has no evaluation weights`);
  return { ...ai, ...ai.weights.with(weights) };
}

/** The ms a move of `side` playing `opponent`, or undefined under a node budget. */
export function sideTimeMs(
  side: SprtPlayer,
  opponent: SprtPlayer,
  setup: Pick<SprtSetup, 'timeMs' | 'scale'>,
): number | undefined {
  if (setup.scale === undefined) return setup.timeMs;
  const level = isLevel(side) ? side : isLevel(opponent) ? opponent : 'hard';
  return LEVEL_SETTINGS[level].timeMs * setup.scale;
}

function chooseMove(
  side: SprtSide,
  opponent: SprtSide,
  pos: Position,
  history: readonly Position[],
  seed: number,
  setup: SprtSetup,
): Move {
  const budget = {
    timeMs: sideTimeMs(side.player, opponent.player, setup),
    maxNodes: setup.nodes,
    history: history.map(positionKey),
  };
  if (side.player === 'baseline') {
    if (!side.baseline) throw new Error('the baseline side was given no engine');
    // Positions cross as text, which both engines read: their keys and layouts may differ.
    const { move: text } = side.baseline.move({
      position: makePosition(pos),
      history: history.map(makePosition),
      level: 'hard',
      seed,
      timeMs: budget.timeMs,
      maxNodes: budget.maxNodes,
    });
    const move = parseMove(pos, text);
    if (!move.ok) throw new Error(`the baseline engine played '${text}': ${move.error.message}`);
    return move.value;
  }
  if (isBot(side.player))
    return botMove(side.player, clonePosition(pos), side.ai, createRng(seed), budget).move;
  return think(pos, side.ai, { level: side.player, seed, ...budget }).move;
}

/**
 * Plays one game: the opening's plies, then A and B in turn until the game ends, a
 * threefold repetition (a draw, as in the app) or `maxPlies` (a draw). Under a node
 * budget the same task always gives the same game.
 */
export function playSprtGame(
  task: SprtTask,
  setup: SprtSetup,
  sides: Readonly<Record<'a' | 'b', SprtSide>>,
): SprtGame {
  const aIsBlack = task.index % 2 === 0;
  let pos = initialPosition(setup.game, setup.size, setup.layout);
  const history: Position[] = [pos];
  let outcome = gameOutcome(history);
  while (!outcome && history.length - 1 < setup.maxPlies) {
    const ply = history.length - 1;
    const [side, opponent] =
      (pos.turn === 1) === aIsBlack ? [sides.a, sides.b] : [sides.b, sides.a];
    const move =
      ply < task.opening.length
        ? task.opening[ply]
        : chooseMove(
            side,
            opponent,
            pos,
            history,
            setup.seed * 100_003 + task.index * 1009 + ply,
            setup,
          );
    pos = clonePosition(pos);
    makeMove(pos, move);
    history.push(pos);
    outcome = gameOutcome(history);
  }
  const winner = outcome?.winner;
  const aWon = winner !== undefined && (winner === 'black') === aIsBlack;
  return {
    index: task.index,
    score: winner === undefined ? 0.5 : aWon ? 1 : 0,
    plies: history.length - 1,
    reason: outcome?.reason ?? 'max plies',
  };
}
