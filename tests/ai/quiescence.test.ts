import { expect, test } from 'vitest';
import { parsePosition } from '../../src/games';
import { abaloneEvaluator } from '../../src/games/abalone/eval';
import { Searcher } from '../../src/ai/search/search';

/** `npm run bench:ai`'s midgame: both armies in contact, many pushes on both sides. */
const MIDGAME = 'abalone w4/1w4/2bb3/2bw1b2/1wbbwwb2/1wwwwww1/1wwb3/1bbbb1/1bb2 b 0 0';

function depthOne(floor: number | undefined) {
  const parsed = parsePosition(MIDGAME);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return new Searcher(12).search(
    parsed.value,
    { ...abaloneEvaluator, quiescenceFloor: floor },
    { maxDepth: 1 },
  );
}

test('a quiescence floor leaves weaker pushes to the evaluation after the first ply', () => {
  const every = depthOne(undefined);
  const edge = depthOne(2);
  const ejections = depthOne(8);
  expect(depthOne(1).nodes).toBe(every.nodes);
  expect(edge.nodes).toBeLessThan(every.nodes);
  expect(ejections.nodes).toBeLessThan(edge.nodes);
  // Every push is still tried at the horizon itself: the pushes of the root's replies.
  expect(ejections.nodes).toBeGreaterThan(every.root.length * 2);
});
