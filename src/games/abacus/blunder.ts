import { BLACK, play, type Position, WHITE } from '../../engine';
import type { EndgameSolver } from '../../ai/game-ai';
import type { BlunderCheck, CheckBudget } from '../module';
import type { AbacusWords } from './words/en';

/**
 * The most empty cells at which a board above n=3 is checked: its solves then take a few
 * thousand nodes, milliseconds. n=3 is solved whole, from any position, by the bitboard
 * solver and its book, as far as the budget reaches.
 */
const CHECK_EMPTIES = 5;

const emptyCells = (pos: Position): number =>
  pos.board.cellCount - pos.count[BLACK] - pos.count[WHITE];

/** Whether a position is within the solver's cheap reach. */
const withinReach = (pos: Position, solvesWhole: boolean): boolean =>
  solvesWhole || emptyCells(pos) <= CHECK_EMPTIES;

// One solver for the thread the checks run on (the check worker, or the page without one),
// loaded with the first: its tables are kept from one check to the next.
let solver: Promise<{
  readonly solver: EndgameSolver;
  readonly solvesWhole: (pos: Position) => boolean;
}>;

const loaded = () =>
  (solver ??= import('./solver').then(({ AbacusSolver }) => ({
    // A small table: a check solves endings of a few thousand nodes.
    solver: new AbacusSolver(16, true, 16),
    solvesWhole: (pos: Position) => AbacusSolver.solvesWhole(pos.board),
  })));

/** The exact result of `pos` for its side to move, proven by `deadline`, or undefined. */
const solved = (found: EndgameSolver, pos: Position, budget: CheckBudget, deadline: number) =>
  found.solve(pos, budget.maxNodes, deadline, undefined, budget.now);

/**
 * A move is a blunder when the mover had a proven win and, after the move, the opponent
 * wins: the exact solver decides both, where the position is within its cheap reach and
 * the budget holds. Anything else, unknown in time included, is no blunder.
 */
export const abacusBlunder: BlunderCheck<AbacusWords> = {
  away: true,
  async check(pos, move, budget) {
    const { solver: found, solvesWhole } = await loaded();
    if (!withinReach(pos, solvesWhole(pos))) return undefined;
    // The time runs from here: loading the solver is no part of it.
    const deadline = budget.now() + budget.ms;
    const before = solved(found, pos, budget, deadline);
    if (before === undefined) return undefined;
    // The solver's own winning move needs no second solve.
    if (!before.win || before.move === move) return false;
    const after = play(pos, move);
    // A full board ends the game, and the count decides it: fewer stones win.
    if (emptyCells(after) === 0) return after.count[pos.turn] > after.count[after.turn];
    return solved(found, after, budget, deadline)?.win;
  },
  // The first solve on a board makes the solver's tables (60 ms at n=3): done here, on one node.
  async prepare(pos) {
    const { solver: found, solvesWhole } = await loaded();
    if (solvesWhole(pos) && emptyCells(pos) > 0) {
      found.solve(pos, 1, Infinity, undefined, () => 0);
    }
  },
  warning: (words) => words.blunder,
};
