import { expect, test } from 'vitest';
import { legalMoves } from '../../src/engine';
import { initialPosition, parsePosition } from '../../src/games';
import { chooseSplitPart, commonDepth, type SplitPart } from '../../src/ai/worker/parallel';
import { Searcher, WIN } from '../../src/ai/search/search';
import { AIS } from '../ai/ais';

const position = (text: string) => {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

test.each([
  ['abalone', initialPosition('abalone', 5, 'belgian'), 2],
  ['abalone', initialPosition('abalone', 5, 'belgian'), 3],
  ['abacus', position('abacus 5/5b/1ww4/2wbbb2/1ww1b1b2/6bw/www1bbw/wb1b1w/1bb2 b'), 2],
  ['abacus', position('abacus 5/5b/1ww4/2wbbb2/1ww1b1b2/6bw/www1bbw/wb1b1w/1bb2 b'), 4],
] as const)('%s: %i parts of a split root search every root move once', (game, pos, of) => {
  const ev = AIS[game].ai.evaluator;
  const parts = Array.from({ length: of }, (_, index) =>
    new Searcher(10).search(pos, ev, { maxDepth: 1, exactRoot: true, split: { index, of } }),
  );
  const searched = parts.flatMap((p) => p.root.map((r) => r.move)).sort((a, b) => a - b);
  expect(searched).toEqual([...legalMoves(pos)].sort((a, b) => a - b));
  for (const p of parts) expect(p.root.map((r) => r.move)).toContain(p.move);
});

test('with fewer moves than parts, every part searches them all', () => {
  const pos = position('abacus 3/2b1/1bw2/1w2/wbw b');
  const all = legalMoves(pos).length;
  const of = all + 1;
  const part = new Searcher(10).search(pos, AIS.abacus.ai.evaluator, {
    maxDepth: 1,
    exactRoot: true,
    split: { index: of - 1, of },
  });
  expect(part.root).toHaveLength(all);
});

test('a part of one move deepens like the others instead of stopping at depth 1', () => {
  const pos = initialPosition('abalone', 5, 'belgian');
  const of = legalMoves(pos).length - 1;
  // Parts hold one move each but the first, which holds two.
  const part = new Searcher(10).search(pos, AIS.abalone.ai.evaluator, {
    maxDepth: 3,
    split: { index: 5, of },
  });
  expect(part.root).toHaveLength(1);
  expect(part.depth).toBe(3);
});

const part = (scores: number[], score = scores.at(-1)!): SplitPart => ({
  scores: [0, ...scores],
  depth: scores.length,
  score,
});

test.each<[string, SplitPart[], number]>([
  ['the best at the same depth', [part([10, 20, 30]), part([5, 15, 40])], 1],
  ['ties go to the earlier part', [part([10, 20]), part([10, 20])], 0],
  [
    'a deeper part is compared at the depth both reached',
    [part([10, 20, 30, -50]), part([5, 10, 25])],
    0,
  ],
  [
    'a deeper part loses where it was worse at the common depth',
    [part([10, 20, 30, 90]), part([5, 10, 35])],
    1,
  ],
  ['a proven win counts at any depth', [part([10, 20, 30, 40]), part([5, WIN - 3])], 1],
  ['a proven loss never beats an open part', [part([-WIN + 2]), part([-50, -60, -70])], 1],
  [
    'a part that found nothing loses',
    [{ scores: [], depth: 0, score: -Infinity }, part([-900])],
    1,
  ],
])('chooseSplitPart: %s', (_, parts, chosen) => {
  expect(chooseSplitPart(parts)).toBe(chosen);
});

test.each<[string, SplitPart[], number]>([
  ['the shallowest part', [part([1, 2, 3]), part([1, 2])], 2],
  ['proven parts do not hold it back', [part([1, WIN - 1]), part([1, 2, 3])], 3],
  ['none before every part has a depth', [part([1]), { scores: [], depth: 0, score: 0 }], 0],
])('commonDepth: %s', (_, parts, depth) => {
  expect(commonDepth(parts)).toBe(depth);
});
