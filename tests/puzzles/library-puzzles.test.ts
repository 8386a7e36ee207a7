/** The library's `puzzles` store (version 3): made on upgrade, the games kept, progress kept. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, expect, test } from 'vitest';
import { DB_VERSION, type Library, openLibrary } from '../../src/store/library/library';
import { recordOf } from '../../src/store/library/sync';
import { NEW_RATING } from '../../src/puzzles/glicko';
import { NO_PROGRESS, readPuzzleProgress, recordAttempt } from '../../src/puzzles/progress';
import { ABACUS, storeFor } from '../components/render';

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
  expect(DB_VERSION).toBe(3);
  const game = { ...recordOf(storeFor(ABACUS, ['e5']).getState(), 1, 0, 10), id: 'g1' };
  await versionTwo(game);
  const library = await open();
  expect((await library.list()).map((r) => r.id)).toEqual(['g1']);
  expect(await library.puzzleProgress()).toBeUndefined();
  await library.putPuzzleProgress(PROGRESS);
  expect(readPuzzleProgress(await library.puzzleProgress())).toEqual({ ok: true, value: PROGRESS });
});

test('a fresh library has the store too, and a later write replaces the progress', async () => {
  const library = await open();
  await library.putPuzzleProgress(NO_PROGRESS);
  await library.putPuzzleProgress(PROGRESS);
  expect(await library.puzzleProgress()).toEqual(PROGRESS);
});
