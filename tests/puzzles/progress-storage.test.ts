/** Stored puzzle progress read part by part: what does not read is quarantined, the rest kept (issue 43, 1 and 9). */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, test } from 'vitest';
import { MAX_RATING, MIN_VOLATILITY, NEW_RATING } from '../../src/puzzles/glicko';
import { NO_PROGRESS, type PuzzleProgress, recordAttempt } from '../../src/puzzles/progress';
import type { SetAside } from '../../src/puzzles/progressParts';
import {
  changePuzzleProgress,
  loadPuzzleProgress,
  PROGRESS_SOURCE,
} from '../../src/store/library/puzzleProgress';
import { rated, VALID, withField } from './progress-samples';
import { atOnce, openTab, progressIn, tamper } from './stored-progress';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const KEPT_AT = Date.UTC(2026, 2, 4);
const load = (library: Awaited<ReturnType<typeof openTab>>) =>
  loadPuzzleProgress(library, { next: atOnce, now: () => KEPT_AT });

/** A first attempt at Abalone puzzle `id`, rated as the trainer rates it. */
const solve =
  (id: number) =>
  ({ progress }: { readonly progress: PuzzleProgress }): PuzzleProgress =>
    recordAttempt(progress, {
      game: 'abalone',
      id,
      initial: NEW_RATING,
      player: progress.players.abalone ?? NEW_RATING,
      result: 'solved',
      time: 1_767_000_000_000 + id,
    });

const { abacus: _abacus, ...abaloneOnly } = VALID.players;
const { 'abalone:7': _seven, ...twoPuzzles } = VALID.puzzles;

describe('one bad field of a valid record', () => {
  test.each<[string, unknown, string, unknown, PuzzleProgress]>([
    [
      'a puzzle’s rating NaN',
      withField('puzzles.abalone:7.rating.rating', NaN),
      'puzzles.abalone:7',
      { rating: { ...rated(1380), rating: NaN }, solved: false },
      { ...VALID, puzzles: twoPuzzles },
    ],
    [
      'the Abacus rating NaN',
      withField('players.abacus.rating', NaN),
      'players.abacus',
      { ...rated(1712), rating: NaN },
      { ...VALID, players: abaloneOnly },
    ],
    [
      'the Abacus rating the text "1712"',
      withField('players.abacus.rating', '1712'),
      'players.abacus',
      { ...rated(1712), rating: '1712' },
      { ...VALID, players: abaloneOnly },
    ],
    [
      'the streak’s run -1',
      withField('streak.current', -1),
      'streak.current',
      -1,
      { ...VALID, streak: { current: 0, best: 9 } },
    ],
    [
      'an unknown game',
      withField('players.chess', rated(2000)),
      'players.chess',
      rated(2000),
      VALID,
    ],
    ['the record a string', 'a string', 'progress', 'a string', NO_PROGRESS],
  ])(
    '%s: the rest reads, the part is quarantined, and the next attempt loses nothing',
    async (_, stored, part, value, kept) => {
      const library = await openTab();
      await tamper(stored);

      const loaded = await load(library);
      expect(loaded).toMatchObject({ progress: kept, setAside: 1, held: true });
      const quarantined = await library.quarantined();
      expect(quarantined).toHaveLength(1);
      expect(quarantined[0]).toMatchObject({ kept: KEPT_AT, source: PROGRESS_SOURCE });
      expect(quarantined[0].error).toMatch(new RegExp(`^${part}: `));
      const [aside] = quarantined[0].data as SetAside[];
      expect(aside).toMatchObject({ part });
      expect(aside.value).toEqual(value);

      // Read again, nothing more goes aside; an attempt keeps everything that read.
      expect(await load(library)).toMatchObject({ progress: kept, setAside: 0 });
      await changePuzzleProgress(library, solve(99), { next: atOnce });
      const after = await progressIn(library);
      expect(Object.keys(after.puzzles).sort()).toEqual(
        [...Object.keys(kept.puzzles), 'abalone:99'].sort(),
      );
      expect(after.players.abacus).toEqual(kept.players.abacus);
      expect(after.streak.best).toBe(Math.max(kept.streak.best, 1));
      expect(after.dailies).toEqual(kept.dailies);
      expect(await library.quarantined()).toEqual(quarantined);
    },
  );
});

test('a volatility of 1e-300 reads at the floor, and what an attempt writes reads back', async () => {
  const library = await openTab();
  await tamper(withField('players.abalone.volatility', 1e-300));
  const loaded = await load(library);
  expect(loaded).toMatchObject({ setAside: 0 });
  expect(loaded.progress.players.abalone?.volatility).toBe(MIN_VOLATILITY);
  await changePuzzleProgress(library, solve(99), { next: atOnce });
  const again = await load(library);
  expect(again.setAside).toBe(0);
  expect(again.progress.players.abalone!.volatility).toBeGreaterThanOrEqual(MIN_VOLATILITY);
  expect(Object.keys(again.progress.puzzles)).toHaveLength(4);
  expect(again.progress.players.abacus).toEqual(VALID.players.abacus);
});

test('a rating of 1e300 reads as the highest rating', async () => {
  const library = await openTab();
  await tamper(withField('players.abacus.rating', 1e300));
  expect((await load(library)).progress.players.abacus?.rating).toBe(MAX_RATING);
});

test('two tabs reading the same bad record at once quarantine it once', async () => {
  const [a, b] = [await openTab(), await openTab()];
  await tamper(withField('streak.current', -1));
  const [fromA, fromB] = await Promise.all([load(a), load(b)]);
  expect(fromA.setAside + fromB.setAside).toBe(1);
  expect(fromA.progress).toEqual(fromB.progress);
  expect(await a.quarantined()).toHaveLength(1);
});

test('nothing stored reads as no progress, and nothing is written', async () => {
  const library = await openTab();
  expect(await load(library)).toEqual({
    progress: NO_PROGRESS,
    revision: 0,
    held: false,
    setAside: 0,
  });
  expect(await library.puzzleProgress()).toBeUndefined();
});
