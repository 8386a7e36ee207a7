import {
  generateMoves,
  legalMoves,
  makeMove,
  MAX_MOVES,
  type Move,
  type Position,
  unmakeMove,
} from '../engine';
import { EVALUATORS } from './evaluators';
import type { Rng } from './rng';
import { WIN } from './search';

/** Baseline opponents for the arena, to measure the levels against. */
export const BOTS = ['greedy', 'random'] as const;
export type Bot = (typeof BOTS)[number];

export const isBot = (text: string): text is Bot => (BOTS as readonly string[]).includes(text);

const scratch = new Int32Array(MAX_MOVES);

/** One ply: the move whose resulting position evaluates best; ties broken by `rng`. */
export function greedyMove(pos: Position, rng: Rng): Move {
  const ev = EVALUATORS[pos.game];
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

export function botMove(bot: Bot, pos: Position, rng: Rng): Move {
  return bot === 'greedy' ? greedyMove(pos, rng) : randomMove(pos, rng);
}
