import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  BOUND_EXACT,
  BOUND_LOWER,
  tableBits,
  tableLength,
  TranspositionTable,
} from '../../src/ai/search/tt';

const BITS = 8;
const sharedBuffer = () => new SharedArrayBuffer(tableLength(BITS) * 4);

test.each([4, 8, 16, 19])(
  'a table of %i bits fits tableLength ints and is known by them',
  (bits) => {
    expect(tableBits(tableLength(bits))).toBe(bits);
  },
);

test('a length that fits no table has no bits', () => {
  expect(tableBits(tableLength(8) + 1)).toBe(-1);
});

test('two tables on one shared buffer see each other’s entries', () => {
  const buffer = sharedBuffer();
  const a = new TranspositionTable(BITS, buffer);
  const b = new TranspositionTable(BITS, buffer);
  a.nextSearch();
  a.store(0x1234, 0x5678, 5, BOUND_LOWER, -300, 42);
  const slot = b.probe(0x1234, 0x5678);
  expect(slot).toBeGreaterThanOrEqual(0);
  expect([b.depth(slot), b.bound(slot), b.score(slot), b.move(slot)]).toEqual([
    5,
    BOUND_LOWER,
    -300,
    42,
  ]);
});

test('a torn entry (another write’s score under this key) is not found', () => {
  const buffer = sharedBuffer();
  const table = new TranspositionTable(BITS, buffer);
  table.nextSearch();
  table.store(0x77, 0x99, 3, BOUND_EXACT, 120, 7);
  const slot = table.probe(0x77, 0x99);
  expect(slot).toBeGreaterThanOrEqual(0);
  // A second worker's write of the score landed, but not yet its key.
  new Int32Array(buffer)[slot + 3] = 555;
  expect(table.probe(0x77, 0x99)).toBe(-1);
});

test('a helper joining a search keeps its age; a new search advances it for everyone', () => {
  const buffer = sharedBuffer();
  const view = new Int32Array(buffer);
  const main = new TranspositionTable(BITS, buffer);
  const helper = new TranspositionTable(BITS, buffer);
  main.nextSearch();
  main.nextSearch();
  helper.nextSearch(true);
  expect(view[view.length - 1]).toBe(3);
  helper.nextSearch();
  expect(view[view.length - 1]).toBe(4);
});

test('a shared buffer of the wrong size is a programmer’s error', () => {
  expect(() => new TranspositionTable(BITS, new SharedArrayBuffer(64))).toThrow(/takes/);
});

test('property: what is stored under a key is read back until that slot is written again', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          lo: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
          hi: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
          depth: fc.integer({ min: 0, max: 60 }),
          score: fc.integer({ min: -1_000_000, max: 1_000_000 }),
          move: fc.integer({ min: 0, max: 2 ** 17 - 1 }),
        }),
        { minLength: 1, maxLength: 40 },
      ),
      (entries) => {
        const table = new TranspositionTable(BITS, sharedBuffer());
        const last = new Map<number, (typeof entries)[number]>();
        for (const e of entries) {
          // Each store starts a search, so that every store replaces what its slot held.
          table.nextSearch();
          table.store(e.lo, e.hi, e.depth, BOUND_EXACT, e.score, e.move);
          last.set(e.lo & ((1 << BITS) - 1), e);
        }
        for (const e of last.values()) {
          const slot = table.probe(e.lo, e.hi);
          expect(slot).toBeGreaterThanOrEqual(0);
          expect([table.depth(slot), table.score(slot), table.move(slot)]).toEqual([
            e.depth,
            e.score,
            e.move,
          ]);
        }
      },
    ),
  );
});
