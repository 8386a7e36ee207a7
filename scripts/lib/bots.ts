import {
  generateMoves,
  legalMoves,
  makeMove,
  MAX_MOVES,
  type Move,
  type Position,
  unmakeMove,
} from '../../src/engine';
import type { Rng } from '../../src/ai/search/rng';
import { Searcher, type SearchInfo, WIN } from '../../src/ai/search/search';
import type { GameAi } from '../../src/ai/game-ai';

/** Baseline opponents for the arena, to measure the levels against. */
export const BOTS = ['greedy', 'random', 'defender'] as const;
export type Bot = (typeof BOTS)[number];

export const isBot = (text: string): text is Bot => (BOTS as readonly string[]).includes(text);

const scratch = new Int32Array(MAX_MOVES);

/** One ply: the move whose resulting position evaluates best; ties broken by `rng`. */
export function greedyMove(pos: Position, ai: GameAi, rng: Rng): Move {
  const ev = ai.evaluator;
  const moves = legalMoves(pos);
  let best = -Infinity;
  let choices: Move[] = [];
  for (const move of moves) {
    const undo = makeMove(pos, move);
    // Scores are for the side to move, which is now the opponent.
    const score = generateMoves(pos, scratch) === 0 ? -ev.terminal(pos) * WIN : -ev.evaluate(pos);
    unmakeMove(pos, move, undo);
    if (score > best) {
      best = score;
      choices = [move];
    } else if (score === best) {
      choices.push(move);
    }
  }
  return choices[rng.int(choices.length)];
}

export function randomMove(pos: Position, rng: Rng): Move {
  const moves = legalMoves(pos);
  return moves[rng.int(moves.length)];
}

/** What a searching bot may spend on a move, and the game so far for repetitions. */
export interface BotBudget {
  readonly timeMs?: number;
  readonly maxNodes?: number;
  readonly maxDepth?: number;
  readonly history?: readonly string[];
}

let defenderSearcher: Searcher | undefined;

/** A bot's move, and for a searching bot what its search did (the arena reports its depth). */
export interface BotChoice {
  readonly move: Move;
  readonly search?: SearchInfo;
}

/**
 * A full search with the level's budget but a purely defensive Abalone evaluation (see
 * games/abalone/defender.ts); in Abacus it searches with the ordinary evaluation. Its table is
 * cleared every move so that, under a node budget, a position always gets the same move.
 */
export function defenderMove(pos: Position, ai: GameAi, budget: BotBudget): SearchInfo {
  defenderSearcher ??= new Searcher(18);
  defenderSearcher.reset();
  const ev = ai.defender(pos.turn);
  return defenderSearcher.search(pos, ev, {
    timeMs: budget.maxNodes === undefined ? budget.timeMs : undefined,
    maxNodes: budget.maxNodes,
    maxDepth: budget.maxDepth,
    history: budget.history,
  });
}

export function botMove(
  bot: Bot,
  pos: Position,
  ai: GameAi,
  rng: Rng,
  budget: BotBudget = {},
): BotChoice {
  switch (bot) {
    case 'greedy':
      return { move: greedyMove(pos, ai, rng) };
    case 'random':
      return { move: randomMove(pos, rng) };
    case 'defender': {
      const search = defenderMove(pos, ai, budget);
      return { move: search.move, search };
    }
  }
}
