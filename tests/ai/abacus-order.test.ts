import fc from 'fast-check';
import { expect, test } from 'vitest';
import { legalMoves, parseCell, play, type Position } from '../../src/engine';
import { isSlide, placeMove } from '../../src/games/abacus/moves';
import { abacusEvaluator, abacusOrderHint, evaluateAbacus } from '../../src/games/abacus/eval';
import { Searcher, WIN } from '../../src/ai/search/search';
import { position } from '../fixtures';
import { abacusAt, abacusPositions } from './helpers';

// Sparse boards have many cells next to no stone, the moves the hint marks 0.
const positions = abacusPositions({ min: 0.05, max: 0.8 });

const touchesAStone = (pos: Position, cell: number): boolean => {
  for (let d = 0; d < 6; d++) {
    const m = pos.board.neighbour[cell * 6 + d];
    if (m >= 0 && pos.cells[m] !== 0) return true;
  }
  return false;
};

test('the order hint is 1–255, and 0 exactly for placements touching no stone', () => {
  fc.assert(
    fc.property(positions, (pos) => {
      for (const move of legalMoves(pos)) {
        const hint = abacusOrderHint(pos, move);
        expect(hint).toBeGreaterThanOrEqual(0);
        expect(hint).toBeLessThanOrEqual(255);
        expect(hint === 0).toBe(!isSlide(move) && !touchesAStone(pos, move));
      }
    }),
    { numRuns: 300 },
  );
});

test('every move hinted 0 leaves the same evaluation, so searching one of them is enough', () => {
  fc.assert(
    fc.property(positions, (pos) => {
      const scores = legalMoves(pos)
        .filter((move) => abacusOrderHint(pos, move) === 0)
        .map((move) => evaluateAbacus(play(pos, move)));
      expect(new Set(scores).size).toBeLessThanOrEqual(1);
    }),
    { numRuns: 300 },
  );
});

test('two plies deep, skipping all but one move hinted 0 scores as a full minimax does', () => {
  // Without late-move pruning, which is not exact, the only skip left is the hinted one.
  const exact = { ...abacusEvaluator, lateMoves: undefined };
  const searcher = new Searcher(12);
  const sparse = positions.filter((pos) => pos.board.cellCount <= 37);
  fc.assert(
    fc.property(sparse, (pos) => {
      const moves = legalMoves(pos);
      fc.pre(moves.length > 0);
      searcher.reset();
      // An exact root: with one legal move the search would otherwise stop at depth 1.
      const result = searcher.search(pos, exact, { maxDepth: 2, exactRoot: true });
      const value = (after: Position): number => {
        const replies = legalMoves(after);
        if (replies.length === 0) return 0 - exact.terminal(after) * (WIN - 1);
        return 0 - Math.max(...replies.map((r) => 0 - evaluateAbacus(play(after, r))));
      };
      const best = Math.max(...moves.map((move) => value(play(pos, move))));
      expect(result.score).toBe(best);
    }),
    { numRuns: 40 },
  );
});

test('a position whose only move fills the board scores the win two plies deep', () => {
  // The seed that found the single-move case, a 19-cell board with one empty cell.
  const pos = position('abacus bbb/bbbw/1bwbw/bwbb/wbb w');
  const exact = { ...abacusEvaluator, lateMoves: undefined };
  const result = new Searcher(12).search(pos, exact, { maxDepth: 2, exactRoot: true });
  expect(result.score).toBe(WIN - 1);
});

test.each([
  // Black to move; placements on n=5, lowest hint first.
  { name: 'next to nothing', black: 'A1', white: 'I9', cell: 'E5', hint: 0 },
  { name: 'next to a lone enemy stone', black: 'A1', white: 'E4', cell: 'E5', hint: 64 },
  { name: 'next to an enemy three', black: 'A1', white: 'E4 E3 E2', cell: 'E5', hint: 65 },
  { name: 'making a pair', black: 'E4', white: 'I9', cell: 'E5', hint: 65 },
  { name: 'making a three of a pair', black: 'E4 E3', white: 'I9', cell: 'E5', hint: 67 },
  { name: 'joining two pairs into five', black: 'E3 E4 E6 E7', white: 'I9', cell: 'E5', hint: 74 },
])('order hint of a placement $name', ({ black, white, cell, hint }) => {
  const pos = abacusAt(black, white);
  expect(abacusOrderHint(pos, placeMove(parseCell(pos.board, cell)))).toBe(hint);
});
