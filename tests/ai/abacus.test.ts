import { expect, test } from 'vitest';
import { legalMoves, outcome, play, type Position } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { isSlide } from '../../src/games/abacus/moves';
import { abacusEvaluator, evaluateAbacus } from '../../src/games/abacus/eval';
import { Searcher, WIN_BOUND } from '../../src/ai/search/search';
import { AbacusSolver } from '../../src/games/abacus/solver';
import { createRng } from '../../src/ai/search/rng';
import { think } from '../../src/ai/search/think';
import { abacusAt, abacusWins } from './helpers';
import { AIS } from './ais';
import { solveEmpties } from '../../src/games/abacus/solver';

/** Plays random moves from the empty n=3 board until `empty` cells remain. */
function randomEnding(seed: number, empty: number): Position {
  const rng = createRng(seed);
  let pos = initialPosition('abacus', 3);
  while (pos.board.cellCount - pos.count[1] - pos.count[2] > empty) {
    const moves = legalMoves(pos);
    pos = play(pos, moves[rng.int(moves.length)]);
  }
  return pos;
}

const endings = Array.from({ length: 16 }, (_, i) => randomEnding(100 + i, 4 + (i % 4)));

test('the solver agrees with an exhaustive solve on small endings', () => {
  const solver = new AbacusSolver(16);
  for (const pos of endings) {
    const truth = abacusWins(pos);
    const solution = solver.solve(pos);
    expect(solution?.win).toBe(truth);
    if (truth) expect(abacusWins(play(pos, solution!.move))).toBe(false);
  }
});

test('hard finds the winning move in small endings', () => {
  let winnable = 0;
  for (const pos of endings) {
    if (!abacusWins(pos)) continue;
    winnable++;
    const result = think(pos, AIS[pos.game].ai, { level: 'hard', maxNodes: 200_000 });
    const empty = pos.board.cellCount - pos.count[1] - pos.count[2];
    expect(result.solved).toBe(empty <= solveEmpties(3, 'hard'));
    expect(abacusWins(play(pos, result.move))).toBe(false);
  }
  expect(winnable).toBeGreaterThan(5);
});

test('the alpha-beta search alone also wins small endings', () => {
  const searcher = new Searcher(16);
  for (const pos of endings.filter((p) => abacusWins(p)).slice(0, 6)) {
    searcher.reset();
    const result = searcher.search(pos, abacusEvaluator, { maxNodes: 400_000 });
    expect(result.score).toBeGreaterThan(WIN_BOUND);
    expect(abacusWins(play(pos, result.move))).toBe(false);
  }
});

test('a full board evaluates as decided for the side with fewer stones', () => {
  let pos = randomEnding(7, 1);
  const last = legalMoves(pos).find((m) => !isSlide(m))!;
  pos = play(pos, last);
  expect(outcome(pos)?.reason).toBe('full-board');
  const moverWins = pos.count[pos.turn] < pos.count[3 - pos.turn];
  expect(Math.sign(evaluateAbacus(pos))).toBe(moverWins ? 1 : -1);
});

test('a group that can slide counts as spare tempo', () => {
  // Same stones for both sides; only Black's three in a row can give a slide.
  const line = abacusAt('C3 C4 C5', 'G5 G7 I6');
  const apart = abacusAt('A1 E9 I5', 'G5 G7 I6');
  expect(evaluateAbacus(line)).toBeGreaterThan(evaluateAbacus(apart));
  expect(legalMoves(line).some(isSlide)).toBe(true);
});
