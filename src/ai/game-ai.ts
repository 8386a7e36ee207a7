import type { Colour, Game, GameTable, Move, Position } from '../engine';
import type { Level } from './search/levels';
import type { ReviewRules } from './review/review';
import type { Evaluator } from './search/search';

/** What an exact solve found. */
export interface Solution {
  /** Whether the side to move wins with best play. */
  readonly win: boolean;
  /** A winning move, or (for a lost position) the move that took longest to refute. */
  readonly move: Move;
  readonly nodes: number;
}

/** An exact solver with tables of its own, kept from one solve to the next. */
export interface EndgameSolver {
  /** Solves within the budget, or returns undefined if it runs out first. */
  solve(
    pos: Position,
    maxNodes: number,
    deadline: number,
    shouldStop: (() => boolean) | undefined,
    now: () => number,
  ): Solution | undefined;
}

/** Who asks for an exact solve: a level choosing its move, or the analysis board. */
export type SolveFor = Level | 'analysis';

/** A game's exact solver of small endings, tried before any search. */
export interface GameSolver {
  /**
   * Whether to try an exact solve of `pos` first, for a level's move or for analysis:
   * the game knows how close to the end its solves finish within a move's budget.
   */
  tries(pos: Position, by: SolveFor): boolean;
  create(): EndgameSolver;
}

/**
 * A game's opening book: the move it holds for `level` in `pos`, or undefined where the
 * position is off the book or the level plays without it.
 */
export type OpeningBook = (pos: Position, level: Level) => Move | undefined;

/** An evaluation's weights by name, and how to play with other values of them. */
export interface EvaluationWeights {
  readonly defaults: Readonly<Record<string, number>>;
  /** The neutral evaluation and the levels' with `weights` (every name of `defaults`). */
  with(weights: Readonly<Record<string, number>>): Pick<GameAi, 'evaluator' | 'player'>;
}

/** What the computer needs to know of each game beyond its rules. */
export interface GameAi {
  readonly evaluator: Evaluator;
  /** The evaluation the computer plays with as `colour` (the levels' search). */
  player(colour: Colour): Evaluator;
  /** What one unit of material is worth in scores: a stone, a marble. */
  readonly unit: number;
  /**
   * How many units the lower levels' noise is in this game (default 1): a temperature of
   * 0.2 is a fifth of this many units. Measured so that Easy loses most games to `greedy`.
   */
  readonly noise?: number;
  /** The side to move's material lead in units, which its contempt for draws grows with. */
  lead(pos: Position): number;
  /** The evaluation the defensive baseline bot (`defender`) plays with, for its colour. */
  defender(colour: Colour): Evaluator;
  /** How the post-game review judges its moves (`review.ts`): margins in its unit. */
  readonly review: ReviewRules;
  /** The evaluation's tunable weights; absent where the game has none to tune. */
  readonly weights?: EvaluationWeights;
  /** Solves small endings exactly before any search; absent where the game only searches. */
  readonly solver?: GameSolver;
  /** Moves known before any search, tried first; absent where the game has no book. */
  readonly book?: OpeningBook;
}

/**
 * Every game's rules and the computer's knowledge of it, solver loaded: what the AI's
 * entry points (the worker, the CLIs) are handed, so that the search never looks a game
 * up by itself.
 */
export type AiTable = GameTable & { readonly [G in Game]: { readonly ai: GameAi } };

/**
 * Each caller's solvers, one per game, made when first needed: a solver's tables are
 * large, and callers that may run at once (a move and an analysis) keep their own.
 */
export function solverCache(): (solver: GameSolver) => EndgameSolver {
  const made = new Map<GameSolver, EndgameSolver>();
  return (solver) => {
    let found = made.get(solver);
    if (!found) {
      found = solver.create();
      made.set(solver, found);
    }
    return found;
  };
}
