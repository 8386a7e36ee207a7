import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, expect, test } from 'vitest';
import { bootApp } from '../../src/store/app/bootApp';
import {
  DB_VERSION,
  libraryError,
  OPEN_TIME_LIMIT_MS,
  openLibrary,
} from '../../src/store/library/library';
import { MemoryStorage } from './memory-storage';

let browser: IDBFactory;

beforeEach(() => {
  browser = new IDBFactory();
  globalThis.indexedDB = browser;
});

/** What `promise` has given once everything already under way is done, or 'pending'. */
const soFar = <T>(promise: Promise<T>): Promise<T | 'pending'> =>
  Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(resolve, 0, 'pending'))]);

/** A timer the test runs by hand: the tasks handed to it, with their delays. */
function handTimer() {
  const tasks: { ms: number; task: () => void }[] = [];
  return { tasks, after: (ms: number, task: () => void) => void tasks.push({ ms, task }) };
}

test('an open the browser never answers: after 3 s the game plays without a library, and says why', async () => {
  // A request that never fires, as Safari's IndexedDB has hung.
  globalThis.indexedDB = { open: () => new IDBOpenDBRequest() } as unknown as IDBFactory;
  const timer = handTimer();
  const booting = bootApp({
    openLibrary: () => openLibrary({ after: timer.after }),
    local: new MemoryStorage(),
    session: new MemoryStorage(),
    channel: undefined,
  });
  expect(await soFar(booting)).toBe('pending');
  expect(timer.tasks.map((t) => t.ms)).toEqual([OPEN_TIME_LIMIT_MS]);
  expect(OPEN_TIME_LIMIT_MS).toBe(3000);
  timer.tasks[0]!.task();
  const app = await soFar(booting);
  if (app === 'pending') throw new Error('still opening after the time limit');
  expect(app.library).toBeUndefined();
  expect(app.store.getState().storageProblem?.code).toBe('timeout');
});

test('an open that an older tab blocks: the game plays without a library, and says why', async () => {
  // The older tab keeps its connection open through another tab's upgrade.
  await openDB('hexplay', 1);
  let blocked!: Promise<void>;
  // This tab, a newer version, asks for the next version of the database.
  globalThis.indexedDB = {
    open(name: string, version: number) {
      const request = browser.open(name, version + 1);
      blocked = new Promise((resolve) => request.addEventListener('blocked', () => resolve()));
      return request;
    },
  } as unknown as IDBFactory;
  const opening = openLibrary({ after: handTimer().after });
  await blocked;
  expect(await soFar(opening)).toMatchObject({ ok: false, error: { code: 'blocked' } });
});

test('a newer version in another tab: this tab closes its connection, the other opens, and this one says why', async () => {
  const opened = await openLibrary({ after: handTimer().after });
  if (!opened.ok) throw new Error(opened.error.message);
  const newer = browser.open('hexplay', DB_VERSION + 1);
  const outcome = await new Promise((resolve) => {
    newer.addEventListener('success', () => resolve('opened'));
    newer.addEventListener('blocked', () => resolve('blocked'));
  });
  expect(outcome).toBe('opened');
  const error = await opened.value.list().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(libraryError(error).code).toBe('superseded');
});

test('a newer version in another tab: this tab says at once that its games are no longer kept', async () => {
  const app = await bootApp({
    openLibrary: () => openLibrary({ after: handTimer().after }),
    local: new MemoryStorage(),
    session: new MemoryStorage(),
    channel: undefined,
  });
  expect(app.store.getState().storageProblem).toBeUndefined();
  const newer = browser.open('hexplay', DB_VERSION + 1);
  await new Promise((resolve) => newer.addEventListener('success', resolve));
  // Before this tab has played, and so written, anything.
  expect(app.store.getState().storageProblem?.code).toBe('superseded');
});

test('an IndexedDB whose open throws: the game plays without a library, and says why', async () => {
  globalThis.indexedDB = {
    open: () => {
      throw new Error('broken storage');
    },
  } as unknown as IDBFactory;
  const app = await bootApp({
    openLibrary: () => openLibrary({ after: handTimer().after }),
    local: new MemoryStorage(),
    session: new MemoryStorage(),
    channel: undefined,
  });
  expect(app.library).toBeUndefined();
  expect(app.store.getState().storageProblem).toMatchObject({
    code: 'failed',
    message: expect.stringMatching(/broken storage/),
  });
});
