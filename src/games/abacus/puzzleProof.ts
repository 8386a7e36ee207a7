import {
  legalMoves,
  makeMoveText,
  type Move,
  outcome,
  play,
  playerOf,
  type Position,
} from '../../engine';
import type { Difficulty, PuzzleAnswer, PuzzleTheme } from '../../ai/puzzle';
import { isSlide } from './moves';
import { AbacusSolver } from './solver';

/**
 * Abacus puzzles proven by the exact solver: the side to move wins, and of its moves
 * only the stored one keeps the win (every other is solved as a loss).
 */

let solver: AbacusSolver | undefined;
const solverOf = (): AbacusSolver => (solver ??= new AbacusSolver(18));

/** Whether the side to move in `pos` wins with best play; undefined past the node budget. */
function wins(pos: Position, maxNodes: number): boolean | undefined {
  const ended = outcome(pos);
  if (ended) return ended.winner === playerOf(pos.turn);
  return solverOf().solve(pos, maxNodes)?.win;
}

/** Each move of `pos` that wins, or undefined past the budget (per solve). */
export function winningMoves(pos: Position, maxNodes = Infinity): Move[] | undefined {
  const winners: Move[] = [];
  for (const move of legalMoves(pos)) {
    const theyWin = wins(play(pos, move), maxNodes);
    if (theyWin === undefined) return undefined;
    if (!theyWin) winners.push(move);
  }
  return winners;
}

/** The reply that holds out longest against a win, by the solver's count of nodes. */
function longestDefence(pos: Position, maxNodes: number): Move | undefined {
  if (outcome(pos)) return undefined;
  const solution = solverOf().solve(pos, maxNodes);
  return solution && !solution.win ? solution.move : undefined;
}

/** A puzzle's difficulty by its initial rating: about the easier half, a third, and the rest. */
export const abacusDifficulty = (rating: number): Difficulty =>
  rating < 1200 ? 'easy' : rating < 1350 ? 'medium' : 'hard';

export interface AbacusPuzzle {
  readonly line: readonly string[];
  readonly themes: readonly PuzzleTheme[];
  readonly difficulty: Difficulty;
  readonly rating: number;
  readonly nodes: number;
}

/**
 * The puzzle `pos` makes, or undefined: the mover wins and exactly one move keeps the
 * win. When the winning answer to the longest defence is unique too, the line goes on
 * to it.
 */
export function abacusPuzzle(pos: Position, maxNodes = 2_000_000): AbacusPuzzle | undefined {
  if (outcome(pos)) return undefined;
  const legal = legalMoves(pos);
  if (legal.length < 3) return undefined;
  let nodes = 0;
  const winners: Move[] = [];
  for (const move of legal) {
    const theyWin = wins(play(pos, move), maxNodes);
    nodes += solverOf().searched;
    if (theyWin === undefined) return undefined;
    if (!theyWin) winners.push(move);
    if (winners.length > 1) return undefined;
  }
  if (winners.length !== 1) return undefined;
  const key = winners[0];
  const line = [makeMoveText(pos, key)];
  const after = play(pos, key);
  const defence = longestDefence(after, maxNodes);
  if (defence !== undefined) {
    const next = play(after, defence);
    const answers = outcome(next) ? undefined : winningMoves(next, maxNodes);
    if (answers?.length === 1) {
      line.push(makeMoveText(after, defence), makeMoveText(next, answers[0]));
    }
  }
  const themes: PuzzleTheme[] = [isSlide(key) ? 'slide' : 'tempo'];
  const rating = Math.round(
    900 +
      Math.min(500, Math.log2(1 + nodes) * 25) +
      Math.min(200, legal.length * 4) +
      (line.length > 1 ? 100 : 0),
  );
  const difficulty = abacusDifficulty(rating);
  return { line, themes, difficulty, rating, nodes };
}

/** The solver's budget for a refutation, which the player waits for. */
const JUDGE_NODES = 1_000_000;

/**
 * Every move but the stored one is proven to lose (the stored one is the only winner at
 * each of the player's turns), so the solver is asked only for the refutation: the
 * opponent's winning reply, or none if its budget runs out.
 */
export function judgeAbacus(pos: Position, move: Move, expected: Move): PuzzleAnswer {
  if (move === expected) return { kind: 'right' };
  const after = play(pos, move);
  if (outcome(after)) return { kind: 'wrong', refutation: [] };
  const solution = solverOf().solve(after, JUDGE_NODES);
  return { kind: 'wrong', refutation: solution?.win ? [solution.move] : [] };
}
