import fc from 'fast-check';
import { expect, test } from 'vitest';
import { MAX_MOVES, type Position } from '../../src/engine';
import { loadAllGames, parsePosition } from '../../src/games';
import { abaloneTactical } from '../../src/games/abalone/eval';
import { generateAbaloneEjections, generateAbalonePushes } from '../../src/games/abalone/moves';
import { anyAbaloneBoard } from './helpers';

await loadAllGames();

const buffer = new Int32Array(MAX_MOVES);

/** The pushes that send a marble off, as the quiescence found them before: every push, filtered. */
function ejectionsByFilter(pos: Position): number[] {
  const n = generateAbalonePushes(pos, buffer);
  return Array.from(buffer.subarray(0, n)).filter((move) => abaloneTactical(pos, move) === 8);
}

function ejections(pos: Position): number[] {
  return Array.from(buffer.subarray(0, generateAbaloneEjections(pos, buffer)));
}

test('the ejections read from the rim are the pushes that eject, in the same order', () => {
  let found = 0;
  fc.assert(
    fc.property(anyAbaloneBoard, (pos) => {
      const expected = ejectionsByFilter(pos);
      found += expected.length;
      expect(ejections(pos)).toEqual(expected);
    }),
    { numRuns: 3000, seed: 8 },
  );
  // The boards are dense enough that many have ejections to compare.
  expect(found).toBeGreaterThan(3000);
});

test.each([
  // Two Black behind one White at the rim: 2v1; three behind: 3v1 and 2v1.
  ['abalone 5/6/7/8/9/8/7/6/wbb2 b 0 0', 1],
  ['abalone 5/6/7/8/9/8/7/6/wbbb1 b 0 0', 2],
  // Two White cannot be pushed off by two Black, but by three.
  ['abalone 5/6/7/8/9/8/7/6/wwbb1 b 0 0', 0],
  ['abalone 5/6/7/8/9/8/7/6/wwbbb b 0 0', 1],
  // A game already won has no moves.
  ['abalone 5/6/7/8/9/8/7/6/wbb2 b 0 6', 0],
])('%s: %i ejections', (text, count) => {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  expect(ejections(parsed.value)).toEqual(ejectionsByFilter(parsed.value));
  expect(ejections(parsed.value)).toHaveLength(count);
});
