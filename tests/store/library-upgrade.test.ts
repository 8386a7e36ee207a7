/**
 * A large library upgraded by a newer version (issue 43, item 2): the upgrade is progress,
 * not silence, so the open limit waits for it; a library that still fails to open in time
 * keeps what is played meanwhile for the next start; Games never calls it missing.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, test } from 'vitest';
import { parseMove } from '../../src/engine';
import { bootApp } from '../../src/store/app/bootApp';
import { createGameStore, type GameStore } from '../../src/store/game';
import { libraryMayReturn, LIBRARY_ERRORS } from '../../src/store/game/notices';
import { selectPosition } from '../../src/store/game/selectors';
import {
  type Library,
  type LibraryRecord,
  openLibrary,
  type OpenOptions,
} from '../../src/store/library/library';
import { recordOf } from '../../src/store/library/sync';
import { UNSAVED_PREFIX } from '../../src/store/library/unsavedChanges';
import type { UpgradeProgress } from '../../src/store/library/upgradeProgress';
import { texts } from '../fixtures';
import { MemoryStorage } from './memory-storage';
import type { StoreApi } from 'zustand/vanilla';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const base = recordOf(createGameStore({}).getState(), 1, 0, 0);
const record = (i: number): LibraryRecord => ({ ...base, id: `g${i}`, updated: i });

/** A library as version 1 wrote it: the games and the quarantine, no entries. */
async function versionOne(count: number): Promise<void> {
  const db = await openDB('hexplay', 1, {
    upgrade(database) {
      database.createObjectStore('games', { keyPath: 'id' }).createIndex('updated', 'updated');
      database.createObjectStore('quarantine', { keyPath: 'id', autoIncrement: true });
    },
  });
  const tx = db.transaction('games', 'readwrite');
  await Promise.all(Array.from({ length: count }, (_, i) => tx.store.put(record(i) as never)));
  await tx.done;
  db.close();
}

/** The open limit's timers, each run when the test says its time has come. */
function timers() {
  const due: (() => void)[] = [];
  return {
    after: ((_ms, task) => void due.push(task)) satisfies OpenOptions['after'],
    /** Runs the timer set last, as if the limit's time had passed. */
    expire: () => due.shift()?.(),
    get pending() {
      return due.length;
    },
  };
}

describe('an upgrade of the stored games', () => {
  test('says how far it has come, in steps up to every game', async () => {
    await versionOne(1_234);
    const steps: UpgradeProgress[] = [];
    const opened = await openLibrary({ onUpgrade: (p) => steps.push(p) });
    expect(opened.ok).toBe(true);
    expect(steps[0]).toEqual({ done: 0, total: 1_234 });
    expect(steps.at(-1)).toEqual({ done: 1_234, total: 1_234 });
    expect(steps.map((s) => s.done)).toEqual([0, 500, 1_000, 1_234]);
    if (opened.ok) expect(await opened.value.entries()).toHaveLength(1_234);
  });

  test('going on past the time limit, it is waited for: the library opens whole', async () => {
    await versionOne(1_500);
    const clock = timers();
    // The limit's time passes at every step of the upgrade: each step is progress.
    const opened = await openLibrary({ after: clock.after, onUpgrade: () => clock.expire() });
    expect(opened.ok).toBe(true);
    if (opened.ok) expect(await opened.value.entries()).toHaveLength(1_500);
  });

  test('stalled for the whole limit, it is given up on as storage that does not answer', async () => {
    await versionOne(1_500);
    const clock = timers();
    const opened = await openLibrary({
      after: clock.after,
      onUpgrade: ({ done }) => {
        if (done !== 500) return;
        // The limit passes once with progress behind it, then once with none.
        clock.expire();
        clock.expire();
      },
    });
    expect(opened.ok ? 'opened' : opened.error.code).toBe('timeout');
  });

  test('without an upgrade, the limit stands as before', async () => {
    const clock = timers();
    const opening = openLibrary({ after: clock.after });
    clock.expire();
    const opened = await opening;
    expect(opened.ok ? 'opened' : opened.error.code).toBe('timeout');
  });
});

function play(store: StoreApi<GameStore>, ...tokens: string[]): void {
  for (const token of tokens) {
    const move = parseMove(selectPosition(store.getState()), token);
    if (!move.ok) throw new Error(move.error.message);
    store.getState().play(move.value);
  }
}

describe('a library that did not open in time', () => {
  test('keeps what is played meanwhile, and the next start stores it in the library', async () => {
    const local = new MemoryStorage();
    const late = await bootApp({
      openLibrary: async () => ({
        ok: false,
        error: {
          code: 'timeout',
          message: 'the browser’s storage did not answer within 3 seconds',
        },
      }),
      local,
      session: new MemoryStorage(),
      channel: undefined,
    });
    await late.opened();
    expect(late.library).toBeUndefined();
    play(late.store, 'e5', 'd4');
    const id = late.store.getState().id;
    expect([...local.items.keys()]).toContain(UNSAVED_PREFIX + id);

    const next = await bootApp({
      openLibrary,
      local,
      session: new MemoryStorage(),
      channel: undefined,
    });
    await next.opened();
    const stored = await (next.library as Library).get(id);
    expect(stored?.summary.plies).toBe(2);
    // A new tab continues the latest unfinished game: the one played while storage was late.
    expect(next.store.getState().id).toBe(id);
    expect(texts(next.store.getState())).toEqual(['e5', 'd4']);
    expect([...local.items.keys()].some((k) => k.startsWith(UNSAVED_PREFIX))).toBe(false);
  });

  test('a browser with no storage at all is not given what it could never store', async () => {
    const local = new MemoryStorage();
    const app = await bootApp({
      openLibrary: async () => ({
        ok: false,
        error: { code: 'unavailable', message: 'no storage' },
      }),
      local,
      session: new MemoryStorage(),
      channel: undefined,
    });
    play(app.store, 'e5');
    expect([...local.items.keys()].some((k) => k.startsWith(UNSAVED_PREFIX))).toBe(false);
  });

  test.each(LIBRARY_ERRORS.map((code) => [code, code !== 'unavailable' && code !== 'denied']))(
    'after “%s” the library may return at a later start: %s',
    (code, returns) => expect(libraryMayReturn({ code, message: '' })).toBe(returns),
  );
});
