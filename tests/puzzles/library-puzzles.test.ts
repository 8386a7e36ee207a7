/** The library's `puzzles` store (version 3, packed from 4): made on upgrade, the games kept, progress kept. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, test } from 'vitest';
import { DB_VERSION, type Library, openLibrary } from '../../src/store/library/library';
import { type PackWorker, packProgressAway } from '../../src/store/library/packAway';
import { packStoredProgress } from '../../src/store/library/packStored';
import { loadPuzzleProgress } from '../../src/store/library/puzzleProgress';
import { recordOf } from '../../src/store/library/sync';
import { NEW_RATING } from '../../src/puzzles/glicko';
import type { PackedProgress } from '../../src/puzzles/packedProgress';
import { NO_PROGRESS, recordAttempt } from '../../src/puzzles/progress';
import { ABACUS, storeFor } from '../components/render';
import { atOnce, progressIn, storeProgress } from './stored-progress';

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
  result: 'solved',
  time: 1_767_000_000_000,
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

/** A library as version 3 wrote it: no games, and the puzzle progress `plain` where it kept it. */
async function versionThree(plain: unknown): Promise<void> {
  const db = await openDB('hexplay', 3, {
    upgrade(database) {
      database.createObjectStore('games', { keyPath: 'id' }).createIndex('updated', 'updated');
      database.createObjectStore('quarantine', { keyPath: 'id', autoIncrement: true });
      database.createObjectStore('entries', { keyPath: 'id' });
      database.createObjectStore('puzzles');
    },
  });
  await db.put('puzzles', plain as never, 'progress');
  db.close();
}

/** Every key of the library's `puzzles` store, unread. */
async function progressKeys(): Promise<IDBValidKey[]> {
  const raw = await openDB('hexplay');
  const keys = await raw.getAllKeys('puzzles');
  raw.close();
  return keys;
}

test('progress a version 3 library holds in the plain form reads, and is written packed over it', async () => {
  await versionThree(PROGRESS);
  const library = await open();
  expect(await library.holdsPlainProgress()).toBe(true);
  expect(await progressIn(library)).toEqual(PROGRESS);
  expect(await library.holdsPlainProgress()).toBe(false);
  expect(await progressKeys()).toEqual(['packed']);
  expect(await library.puzzleProgress()).toMatchObject({ version: 2, revision: 1 });
  expect(await progressIn(library)).toEqual(PROGRESS);
  expect(await library.quarantined()).toEqual([]);
});

describe('plain progress packed apart from the page', () => {
  /** A worker that runs the progress worker's job on the test's thread, or fails as a crashed one. */
  const inThread =
    (crash = false) =>
    (): PackWorker => {
      const port: PackWorker = {
        onmessage: null,
        onerror: null,
        postMessage: () =>
          void (crash
            ? Promise.resolve().then(() => port.onerror?.({ message: 'out of memory' }))
            : packStoredProgress().then((data) => port.onmessage?.({ data }))),
        terminate: () => {},
      };
      return port;
    };

  /** The library, with every value the page reads of its puzzle progress noted. */
  async function watchedLibrary(): Promise<{ library: Library; seen: unknown[] }> {
    const library = await open();
    const seen: unknown[] = [];
    const read = library.puzzleProgress.bind(library);
    library.puzzleProgress = async () => {
      const value = await read();
      seen.push(value);
      return value;
    };
    return { library, seen };
  }

  test('the worker packs it, and the page reads only the packed form', async () => {
    await versionThree(PROGRESS);
    const { library, seen } = await watchedLibrary();
    const loaded = await loadPuzzleProgress(library, {
      next: atOnce,
      packAway: () => packProgressAway(inThread()),
    });
    expect(loaded).toMatchObject({ progress: PROGRESS, revision: 1, held: true, setAside: 0 });
    expect(seen).toEqual([expect.objectContaining({ version: 2, revision: 1 })]);
    expect(await progressKeys()).toEqual(['packed']);
  });

  test('a part that does not read is set aside by the worker, once', async () => {
    await versionThree({ ...PROGRESS, streak: { current: -1, best: 2 } });
    const { library, seen } = await watchedLibrary();
    const loaded = await loadPuzzleProgress(library, {
      next: atOnce,
      packAway: () => packProgressAway(inThread()),
    });
    expect(loaded.progress.puzzles).toEqual(PROGRESS.puzzles);
    expect(seen.every((value) => (value as { version?: number }).version === 2)).toBe(true);
    expect(await library.quarantined()).toEqual([
      expect.objectContaining({ error: expect.stringMatching(/^streak\.current/) }),
    ]);
  });

  test('a worker that fails leaves the page to read the plain form itself', async () => {
    await versionThree(PROGRESS);
    const { library, seen } = await watchedLibrary();
    expect(await packProgressAway(inThread(true))).toEqual({ ok: false, message: 'out of memory' });
    const loaded = await loadPuzzleProgress(library, {
      next: atOnce,
      packAway: () => packProgressAway(inThread(true)),
    });
    expect(loaded.progress).toEqual(PROGRESS);
    expect(seen[0]).toMatchObject({ version: 1 });
    expect(await progressKeys()).toEqual(['packed']);
  });

  test('packed progress sends no worker at all', async () => {
    const library = await open();
    await storeProgress(library, PROGRESS);
    let sent = 0;
    await loadPuzzleProgress(library, {
      next: atOnce,
      packAway: async () => void sent++,
    });
    expect(sent).toBe(0);
  });
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
