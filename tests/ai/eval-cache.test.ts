import { expect, test } from 'vitest';
import type { Position } from '../../src/engine';
import { abaloneEvaluator } from '../../src/games/abalone/eval';
import { Searcher } from '../../src/ai/search/search';
import type { Evaluator } from '../../src/ai/search/search';
import { abalone } from './helpers';

const black = 'A1 A2 A3 B1 B2 B3 B4 C3 C4 C5 D4 D5';
const white = 'I5 I6 I7 I8 H6 H7 H8 H9 G7 G8 E5 E6';

/** The Abalone evaluation, counting its calls. */
function counted(): { evaluator: Evaluator; calls: () => number } {
  let calls = 0;
  return {
    evaluator: {
      ...abaloneEvaluator,
      evaluate: (pos: Position) => {
        calls++;
        return abaloneEvaluator.evaluate(pos);
      },
    },
    calls: () => calls,
  };
}

test('a search evaluates each position once, however often it comes back to it', () => {
  const { evaluator, calls } = counted();
  const pos = abalone(black, white, 'black', { black: 2, white: 2 });
  const result = new Searcher(16).search(pos, evaluator, { maxDepth: 4 });
  // Iterative deepening and re-searches come back to most leaves: far fewer evaluations than nodes.
  expect(calls()).toBeLessThan(result.nodes * 0.8);
});

test('a search keeps no evaluation from the one before: the same board with other marbles off scores anew', () => {
  const searcher = new Searcher(16);
  const first = abalone(black, white, 'black', { black: 0, white: 0 });
  const later = abalone(black, white, 'black', { black: 2, white: 0 });
  searcher.search(first, abaloneEvaluator, { maxDepth: 3 });
  // The table is cleared: only the evaluations could carry over.
  searcher.reset();
  const reused = searcher.search(later, abaloneEvaluator, { maxDepth: 3 });
  const fresh = new Searcher(16).search(later, abaloneEvaluator, { maxDepth: 3 });
  expect(reused.score).toBe(fresh.score);
  expect(reused.move).toBe(fresh.move);
  expect(reused.score).not.toBe(searcher.search(first, abaloneEvaluator, { maxDepth: 3 }).score);
});
