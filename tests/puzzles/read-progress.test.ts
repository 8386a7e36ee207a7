import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MAX_DEVIATION,
  MAX_RATING,
  MAX_VOLATILITY,
  MIN_DEVIATION,
  MIN_RATING,
  MIN_VOLATILITY,
  NEW_RATING,
} from '../../src/puzzles/glicko';
import {
  type PackedProgress,
  packing,
  readingStoredProgress,
} from '../../src/puzzles/packedProgress';
import { NO_PROGRESS, type PuzzleProgress, recordAttempt } from '../../src/puzzles/progress';
import { complete, SLICE } from '../../src/puzzles/progressParts';
import { readingProgress, readPuzzleProgress } from '../../src/puzzles/readProgress';
import { arbitraryProgress, rated, VALID, withField } from './progress-samples';
import type { AttemptResult } from '../../src/puzzles/attempt';

const RESULTS: readonly AttemptResult[] = ['solved', 'failed', 'helped'];

const without = (progress: PuzzleProgress, change: Partial<PuzzleProgress>): PuzzleProgress => ({
  ...progress,
  ...change,
});
const { abacus: _abacus, ...abaloneOnly } = VALID.players;
const { 'abalone:7': _seven, ...twoPuzzles } = VALID.puzzles;

describe('one part that does not read costs that part alone (issue 43, 1)', () => {
  test.each<[string, unknown, string[], PuzzleProgress]>([
    [
      'a puzzle’s rating NaN',
      withField('puzzles.abalone:7.rating.rating', NaN),
      ['puzzles.abalone:7'],
      without(VALID, { puzzles: twoPuzzles }),
    ],
    [
      'the Abacus rating NaN',
      withField('players.abacus.rating', NaN),
      ['players.abacus'],
      without(VALID, { players: abaloneOnly }),
    ],
    [
      'the Abacus rating the text "1712"',
      withField('players.abacus.rating', '1712'),
      ['players.abacus'],
      without(VALID, { players: abaloneOnly }),
    ],
    [
      'a negative deviation',
      withField('players.abacus.deviation', -1),
      ['players.abacus'],
      without(VALID, { players: abaloneOnly }),
    ],
    [
      'the streak’s run -1',
      withField('streak.current', -1),
      ['streak.current'],
      without(VALID, { streak: { current: 0, best: 9 } }),
    ],
    [
      'a game this app does not know',
      withField('players.chess', rated(2000)),
      ['players.chess'],
      VALID,
    ],
    [
      'a puzzle without its result',
      withField('puzzles.abalone:7.solved', 'no'),
      ['puzzles.abalone:7'],
      without(VALID, { puzzles: twoPuzzles }),
    ],
    [
      'a puzzle of no game',
      withField('puzzles.chess:1', { rating: rated(1500), solved: true }),
      ['puzzles.chess:1'],
      VALID,
    ],
    [
      'a daily that is a number',
      withField('dailies', ['abacus:2026-01-02', 7]),
      ['dailies.1'],
      VALID,
    ],
    [
      'puzzles that are a list',
      withField('puzzles', []),
      ['puzzles'],
      without(VALID, { puzzles: {} }),
    ],
    ['a field of no meaning', withField('notes', 'hello'), ['notes'], VALID],
    ['the record a string', 'garbage', ['progress'], NO_PROGRESS],
    ['a record of another version', withField('version', 2), ['progress'], NO_PROGRESS],
  ])('%s', (_, stored, parts, kept) => {
    const read = readPuzzleProgress(stored);
    expect(read.progress).toEqual(kept);
    expect(read.setAside.map((p) => p.part)).toEqual(parts);
    for (const p of read.setAside) expect(p.why).toMatch(/^[a-z].*[^.]$/);
  });

  test('a part that is absent reads as empty, with nothing set aside', () => {
    expect(readPuzzleProgress({ version: 1 })).toEqual({ progress: NO_PROGRESS, setAside: [] });
    expect(readPuzzleProgress(undefined)).toEqual({ progress: NO_PROGRESS, setAside: [] });
  });

  test('a best below the run in hand is that run', () => {
    const read = readPuzzleProgress(withField('streak', { current: 3, best: 2 }));
    expect(read).toEqual({
      progress: without(VALID, { streak: { current: 3, best: 3 } }),
      setAside: [],
    });
  });
});

describe('ratings are brought within bounds on reading (issue 43, 9)', () => {
  test.each([
    ['a rating of 1e300', 'rating', 1e300, MAX_RATING],
    ['a rating of -1e300', 'rating', -1e300, MIN_RATING],
    ['a deviation of 1e300', 'deviation', 1e300, MAX_DEVIATION],
    ['a deviation of 1e-300', 'deviation', 1e-300, MIN_DEVIATION],
    ['a volatility of 1e-300', 'volatility', 1e-300, MIN_VOLATILITY],
    ['a volatility of 1e300', 'volatility', 1e300, MAX_VOLATILITY],
  ])('%s', (_, field, stored, shown) => {
    const read = readPuzzleProgress(withField(`players.abacus.${field}`, stored));
    expect(read.setAside).toEqual([]);
    expect(read.progress.players.abacus).toEqual({ ...rated(1712), [field]: shown });
  });
});

const packed = (progress: PuzzleProgress, revision = 1): PackedProgress =>
  complete(packing(progress, revision));
const readStored = (stored: unknown) => complete(readingStoredProgress(stored));

describe('the packed form the library stores', () => {
  test('reads back as the progress packed', () => {
    expect(readStored(structuredClone(packed(VALID)))).toEqual({ progress: VALID, setAside: [] });
    expect(readStored(packed(NO_PROGRESS))).toEqual({ progress: NO_PROGRESS, setAside: [] });
  });

  const results = (edit: (numbers: Float64Array) => void): PackedProgress => {
    const p = packed(VALID);
    const numbers = p.results.slice();
    edit(numbers);
    return { ...p, results: numbers };
  };
  test.each<[string, unknown, string[]]>([
    ['a rating NaN', results((r) => (r[4] = NaN)), ['puzzles.abalone:7']],
    ['a result neither 0 nor 1', results((r) => (r[7] = 0.5)), ['puzzles.abalone:7']],
    [
      'numbers of no puzzle',
      { ...packed(VALID), results: Float64Array.of(...packed(VALID).results, 1500, 60, 0.06, 1) },
      ['results'],
    ],
    [
      'too few numbers',
      { ...packed(VALID), results: packed(VALID).results.slice(0, 8) },
      ['puzzles.abalone:12'],
    ],
    ['numbers as a list', { ...packed(VALID), results: [1, 2] }, ['puzzles']],
    [
      'a key of no puzzle',
      { ...packed(VALID), puzzles: 'abacus:3\nabalone:x\nabalone:12' },
      ['puzzles.abalone:x'],
    ],
    ['dailies as a list', { ...packed(VALID), dailies: ['abacus:2026-01-02'] }, ['dailies']],
  ])('%s sets that part aside', (_, stored, parts) => {
    expect(readStored(stored).setAside.map((p) => p.part)).toEqual(parts);
  });

  test('too few numbers for the last puzzles: the rest still read', () => {
    const read = readStored({ ...packed(VALID), results: packed(VALID).results.slice(0, 8) });
    expect(Object.keys(read.progress.puzzles)).toEqual(['abacus:3', 'abalone:7']);
  });
});

describe('what is written reads back', () => {
  test('any progress, in the plain form as a backup holds it', () => {
    fc.assert(
      fc.property(arbitraryProgress, (progress) => {
        const copy: unknown = JSON.parse(JSON.stringify(progress));
        expect(readPuzzleProgress(copy)).toEqual({ progress, setAside: [] });
      }),
    );
  });

  test('any progress, packed and copied as the browser stores it', () => {
    fc.assert(
      fc.property(arbitraryProgress, fc.nat(), (progress, revision) => {
        const stored = structuredClone(packed(progress, revision + 1));
        expect(readStored(stored)).toEqual({ progress, setAside: [] });
      }),
    );
  });

  test('whatever numbers a stored rating holds, an attempt on what reads stores what reads back', () => {
    const number = fc.oneof(
      fc.double(),
      fc.constantFrom(1e-300, 1e300, -1e300, 0, Number.MIN_VALUE, Number.MAX_VALUE),
    );
    const stored = fc.record({ rating: number, deviation: number, volatility: number });
    fc.assert(
      fc.property(stored, stored, fc.constantFrom(...RESULTS), (player, puzzle, result) => {
        const read = readPuzzleProgress({
          ...VALID,
          players: { abacus: player },
          puzzles: { 'abacus:1': { rating: puzzle, solved: false } },
        }).progress;
        const next = recordAttempt(read, {
          game: 'abacus',
          id: 2,
          initial: read.puzzles['abacus:1']?.rating ?? NEW_RATING,
          player: read.players.abacus ?? NEW_RATING,
          result,
          time: 1_767_200_000_000,
        });
        expect(readStored(structuredClone(packed(next)))).toEqual({ progress: next, setAside: [] });
      }),
    );
  });

  test('anything at all reads without throwing, as progress that then reads back whole', () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const { progress } = readStored(stored);
        expect(readStored(packed(progress))).toEqual({ progress, setAside: [] });
      }),
    );
  });
});

test('a reader yields after each slice of puzzles, so that the page can run between', () => {
  const puzzles = Object.fromEntries(
    Array.from({ length: SLICE * 3 }, (_, i) => [
      `abacus:${i}`,
      { rating: rated(1500), solved: true },
    ]),
  );
  const count = (work: Generator<void, unknown>): number => {
    let yields = 0;
    while (!work.next().done) yields++;
    return yields;
  };
  const progress = { ...NO_PROGRESS, puzzles };
  expect(count(readingProgress(progress))).toBe(3);
  expect(count(readingStoredProgress(packed(progress)))).toBe(3);
  expect(count(packing(progress, 1))).toBeGreaterThanOrEqual(3);
});
