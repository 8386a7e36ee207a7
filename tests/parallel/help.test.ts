import { expect, test } from 'vitest';
import { makePosition } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { createRequestHost, type WorkerResponse } from '../../src/ai/worker/protocol';
import { think } from '../../src/ai/search/think';
import { helpAnalyse } from '../../src/ai/search/analyse';
import { tableLength, TranspositionTable } from '../../src/ai/search/tt';
import { AIS } from '../ai/ais';

const BITS = 16;
const newTable = () => new SharedArrayBuffer(tableLength(BITS) * 4);

/** The entries of a table and the deepest of them (entries are 5 ints, depth + 128 in the last). */
function stored(table: SharedArrayBuffer): { entries: number; deepest: number } {
  const view = new Int32Array(table);
  let entries = 0;
  let deepest = -Infinity;
  for (let i = 4; i < view.length - 1; i += 5) {
    if (view[i] === 0) continue;
    entries++;
    deepest = Math.max(deepest, (view[i] & 0xff) - 128);
  }
  return { entries, deepest };
}

test.each([
  ['abalone', initialPosition('abalone', 5, 'belgian')],
  ['abacus', initialPosition('abacus', 4)],
] as const)('%s: a helper’s search lands in the shared table', (game, pos) => {
  const table = newTable();
  const found = think(pos, AIS[game].ai, {
    level: 'hard',
    maxNodes: 20_000,
    maxDepth: 3,
    table,
    join: true,
    depthOffset: 1,
  });
  expect(found.depth).toBe(3);
  // The root's children, searched a ply less deep than the root, are the deepest entries.
  expect(stored(table)).toMatchObject({ deepest: 2 });
  expect(stored(table).entries).toBeGreaterThan(10);
});

test('a helper searches a position its opening book holds, where the main search would not', () => {
  const pos = initialPosition('abacus', 4);
  const { ai } = AIS.abacus;
  expect(think(pos, ai, { level: 'hard', maxNodes: 20_000 })).toMatchObject({ booked: true });
  const helped = think(pos, ai, {
    level: 'hard',
    maxNodes: 20_000,
    maxDepth: 2,
    table: newTable(),
    join: true,
    depthOffset: 0,
  });
  expect(helped).toMatchObject({ depth: 2 });
  expect(helped.booked).toBeUndefined();
});

test('an analysis helper stores the root at its depth', () => {
  const pos = initialPosition('abalone', 5, 'belgian');
  const table = newTable();
  const depth = helpAnalyse(pos, AIS.abalone.ai, { table, depthOffset: 0, maxDepth: 2 });
  expect(depth).toBe(2);
  expect(stored(table)).toMatchObject({ deepest: 1 });
});

test('a helper does not clear the table it shares, even where the main search would', () => {
  const pos = initialPosition('abalone', 5, 'belgian');
  const table = newTable();
  const reader = new TranspositionTable(BITS, table);
  reader.nextSearch();
  reader.store(123, 456, 9, 0, 77, 5);
  think(pos, AIS.abalone.ai, {
    level: 'expert',
    maxNodes: 2000,
    table,
    join: true,
    depthOffset: 0,
  });
  expect(reader.probe(123, 456)).toBeGreaterThanOrEqual(0);
  think(pos, AIS.abalone.ai, { level: 'expert', maxNodes: 2000, table });
  expect(reader.probe(123, 456)).toBe(-1);
});

test('a help request whose search is already over answers at once', () => {
  const posted: WorkerResponse[] = [];
  const host = createRequestHost((r) => posted.push(r), AIS);
  const stop = new SharedArrayBuffer(4);
  new Int32Array(stop)[0] = 1;
  host.receive({
    type: 'help',
    id: 3,
    purpose: 'think',
    position: makePosition(initialPosition('abalone', 5, 'belgian')),
    history: [],
    level: 'hard',
    timeMs: 60_000,
    table: newTable(),
    stop,
    depthOffset: 1,
  });
  expect(posted).toEqual([{ type: 'helped', id: 3, depth: 0 }]);
});

test('a help request with no time limit searches until its flag is raised', () => {
  const posted: WorkerResponse[] = [];
  const host = createRequestHost((r) => posted.push(r), AIS);
  const stop = new SharedArrayBuffer(4);
  // Another thread would raise the flag; here it rises on the search's 50th look at it
  // (it looks every 256 nodes). Were the flag ignored, the search would never end.
  let looks = 0;
  const load = Atomics.load;
  Atomics.load = ((array: Int32Array, index: number) => {
    if (array.buffer === stop && ++looks >= 50) array[index] = 1;
    return load(array, index);
  }) as typeof Atomics.load;
  try {
    host.receive({
      type: 'help',
      id: 4,
      purpose: 'analyse',
      position: makePosition(initialPosition('abalone', 5, 'belgian')),
      history: [],
      level: 'hard',
      table: newTable(),
      stop,
      depthOffset: 0,
    });
  } finally {
    Atomics.load = load;
  }
  expect(looks).toBe(50);
  expect(posted).toEqual([{ type: 'helped', id: 4, depth: expect.any(Number) }]);
});
