import { expect, test } from 'vitest';
import { legalMoves } from '../../src/engine';
import { initialPosition, parsePosition } from '../../src/games';
import { abaloneEvaluator } from '../../src/games/abalone/eval';
import { abacusEvaluator } from '../../src/games/abacus/eval';
import { OVERRUN, Searcher } from '../../src/ai/search/search';

// A clock that ticks one "ms" per reading: the search reads it once every 256 nodes and
// at each iteration, so time runs with the work done, without any wall time.
function tickingClock(): () => number {
  let t = 0;
  return () => ++t;
}

const abacus = parsePosition('abacus 5/5b/1ww4/2wbbb2/1ww1b1b2/6bw/www1bbw/wb1b1w/1bb2 b');
if (!abacus.ok) throw new Error(abacus.error.message);

// The clock is read a couple of times more after the search stops, to report.
const READS_AFTER_STOP = 2;

test.each([
  { name: 'Abalone Belgian Daisy', pos: initialPosition('abalone', 5, 'belgian'), budget: 40 },
  { name: 'Abalone Standard', pos: initialPosition('abalone', 5), budget: 80 },
  { name: 'an Abacus midgame', pos: abacus.value, budget: 60 },
])('$name: the search spends 95–110% of a $budget ms budget', ({ pos, budget }) => {
  const ev = pos.game === 'abacus' ? abacusEvaluator : abaloneEvaluator;
  const result = new Searcher(16).search(pos, ev, { timeMs: budget, now: tickingClock() });
  expect(result.elapsedMs).toBeGreaterThanOrEqual(0.95 * budget);
  expect(result.elapsedMs).toBeLessThanOrEqual(OVERRUN * budget + READS_AFTER_STOP);
  expect(legalMoves(pos)).toContain(result.move);
});

test('iterations that complete past the budget stay within the overrun', () => {
  const pos = initialPosition('abalone', 5, 'belgian');
  const iterations: number[] = [];
  const result = new Searcher(16).search(pos, abaloneEvaluator, {
    timeMs: 50,
    now: tickingClock(),
    onIteration: (info) => iterations.push(info.elapsedMs),
  });
  for (const t of iterations) expect(t).toBeLessThanOrEqual(OVERRUN * 50 + READS_AFTER_STOP);
  expect(iterations.length).toBeGreaterThan(1);
  expect(result.elapsedMs).toBeGreaterThanOrEqual(0.95 * 50);
});

test('a table kept from the last move lets the next search of the line go deeper', () => {
  const pos = initialPosition('abalone', 5, 'belgian');
  const searcher = new Searcher(18);
  const first = searcher.search(pos, abaloneEvaluator, { maxNodes: 12_000 });
  const again = searcher.search(pos, abaloneEvaluator, { maxNodes: 12_000 });
  searcher.reset();
  const fresh = searcher.search(pos, abaloneEvaluator, { maxNodes: 12_000 });
  expect(fresh.depth).toBe(first.depth);
  expect(again.depth).toBeGreaterThan(first.depth);
});
