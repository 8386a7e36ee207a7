/**
 * The library's entries (each game without its data, for listing): made from the games of
 * a version-1 library when it is upgraded, and kept beside each game by every write.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, expect, test } from 'vitest';
import { type Library, type LibraryRecord, openLibrary } from '../../src/store/library/library';
import { recordOf } from '../../src/store/library/sync';
import { ABACUS, storeFor } from '../components/render';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const record = (id: string, tokens: readonly string[], updated: number): LibraryRecord => ({
  ...recordOf(storeFor(ABACUS, tokens).getState(), 1, 0, updated),
  id,
});

const entryOf = ({ data, ...entry }: LibraryRecord) => entry;

async function open(): Promise<Library> {
  const opened = await openLibrary();
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

/** A library as version 1 wrote it: the games and the quarantine, no entries. */
async function versionOne(games: readonly unknown[]): Promise<void> {
  const db = await openDB('hexplay', 1, {
    upgrade(database) {
      database.createObjectStore('games', { keyPath: 'id' }).createIndex('updated', 'updated');
      database.createObjectStore('quarantine', { keyPath: 'id', autoIncrement: true });
    },
  });
  for (const game of games) await db.put('games', game as never);
  db.close();
}

test('upgraded, a version-1 library lists every game by its entry, data left out', async () => {
  const older = record('older', ['e5'], 1000);
  const newer = record('newer', ['e5', 'd4'], 2000);
  await versionOne([older, newer]);
  const library = await open();
  expect(await library.entries()).toEqual([entryOf(newer), entryOf(older)]);
  expect(await library.get('older')).toEqual(older);
  expect(await library.list()).toEqual([newer, older]);
});

test('a version-1 game that does not read is quarantined whole from the list, with its error', async () => {
  const good = record('good', ['e5'], 1000);
  const bad = { ...record('bad', ['e5'], 2000), summary: null };
  await versionOne([good, bad]);
  const library = await open();
  expect((await library.entries()).map((e) => e.id)).toEqual(['good']);
  const kept = await library.quarantined();
  expect(kept).toHaveLength(1);
  expect(kept[0].data).toEqual(bad);
  expect(kept[0].error).toMatch(/summary is not an object/);
  expect(await library.get('bad')).toBeUndefined();
});

test('writes, deletes and takes keep the entries beside the games', async () => {
  const library = await open();
  const first = record('a', ['e5'], 1000);
  expect(await library.put(first, 0)).toBe('saved');
  const moved = { ...record('a', ['e5', 'd4'], 3000), revision: 2 };
  expect(await library.put(moved, 1)).toBe('saved');
  expect(await library.put(record('b', [], 2000), 0)).toBe('saved');
  expect(await library.entries()).toEqual([entryOf(moved), entryOf(record('b', [], 2000))]);
  // A refused write changes neither.
  expect(await library.put({ ...moved, revision: 9 }, 1)).toBe('conflict');
  expect((await library.entries())[0]).toEqual(entryOf(moved));
  await library.remove('b');
  expect((await library.entries()).map((e) => e.id)).toEqual(['a']);
  expect(await library.take('a')).toEqual(moved);
  expect(await library.entries()).toEqual([]);
});

test('2,500 entries are read a thousand at a time, every one once, the latest first', async () => {
  const library = await open();
  const base = record('x', ['e5'], 0);
  const db = await openDB('hexplay');
  const tx = db.transaction(['games', 'entries'], 'readwrite');
  for (let i = 0; i < 2500; i++) {
    const game = { ...base, id: `g${String(i).padStart(4, '0')}`, updated: (i * 7919) % 2500 };
    void tx.objectStore('games').put(game);
    void tx.objectStore('entries').put(entryOf(game));
  }
  await tx.done;
  db.close();
  const entries = await library.entries();
  expect(entries).toHaveLength(2500);
  expect(new Set(entries.map((e) => e.id)).size).toBe(2500);
  expect(entries.map((e) => e.updated)).toEqual(Array.from({ length: 2500 }, (_, i) => 2499 - i));
});
