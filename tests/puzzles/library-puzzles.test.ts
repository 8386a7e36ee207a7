/** The library's `puzzles` store (version 3, packed from 4): made on upgrade, the games kept, progress kept. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, expect, test } from 'vitest';
import { DB_VERSION, type Library, openLibrary } from '../../src/store/library/library';
import { recordOf } from '../../src/store/library/sync';
import { NEW_RATING } from '../../src/puzzles/glicko';
import type { PackedProgress } from '../../src/puzzles/packedProgress';
import { NO_PROGRESS, recordAttempt } from '../../src/puzzles/progress';
import { ABACUS, storeFor } from '../components/render';
import { progressIn, storeProgress, tamper } from './stored-progress';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

async function open(): Promise<Library> {
  const opened = await openLibrary();
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

/** A library as version 2 wrote it: games, their entries and the quarantine. */
async function versionTwo(record: unknown): Promise<void> {
  const db = await openDB('hexplay', 2, {
    upgrade(database) {
      database.createObjectStore('games', { keyPath: 'id' }).createIndex('updated', 'updated');
      database.createObjectStore('quarantine', { keyPath: 'id', autoIncrement: true });
      database.createObjectStore('entries', { keyPath: 'id' });
    },
  });
  await db.put('games', record as never);
  const { data, ...entry } = record as Record<string, unknown>;
  await db.put('entries', entry as never);
  db.close();
}

const PROGRESS = recordAttempt(NO_PROGRESS, {
  game: 'abacus',
  id: 3,
  initial: { ...NEW_RATING, rating: 1400 },
  player: NEW_RATING,
  solved: true,
});

test('upgraded from version 2, the games stay and puzzle progress is kept from then on', async () => {
  expect(DB_VERSION).toBe(4);
  const game = { ...recordOf(storeFor(ABACUS, ['e5']).getState(), 1, 0, 10), id: 'g1' };
  await versionTwo(game);
  const library = await open();
  expect((await library.list()).map((r) => r.id)).toEqual(['g1']);
  expect(await library.puzzleProgress()).toBeUndefined();
  await storeProgress(library, PROGRESS);
  expect(await progressIn(library)).toEqual(PROGRESS);
});

test('a fresh library has the store too, and a later write replaces the progress', async () => {
  const library = await open();
  await storeProgress(library, NO_PROGRESS);
  await storeProgress(library, PROGRESS);
  expect(await progressIn(library)).toEqual(PROGRESS);
  expect(await library.puzzleProgress()).toMatchObject({ version: 2, revision: 2 });
});

test('progress a version 3 library holds in the plain form reads, and is written packed', async () => {
  const library = await open();
  await tamper(PROGRESS);
  expect(await progressIn(library)).toEqual(PROGRESS);
  expect(await library.puzzleProgress()).toMatchObject({ version: 2, revision: 1 });
  expect(await progressIn(library)).toEqual(PROGRESS);
  expect(await library.quarantined()).toEqual([]);
});

test('a write over a revision another tab has written past is refused', async () => {
  const library = await open();
  await storeProgress(library, PROGRESS);
  const stored = await library.puzzleProgress();
  expect(await library.putPuzzleProgress(stored as PackedProgress, 0)).toBe('conflict');
  const next = { ...(stored as PackedProgress), revision: 2 };
  expect(await library.putPuzzleProgress(next, 1)).toBe('saved');
  expect(await library.puzzleProgress()).toMatchObject({ revision: 2 });
});
