import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { parseMove } from '../../src/engine';
import { bootApp } from '../../src/store/app/bootApp';
import { createGameStore, type GameStore } from '../../src/store/game';
import { type Library, openLibrary } from '../../src/store/library/library';
import { toSaveData } from '../../src/store/records/saveFormat';
import { selectPosition } from '../../src/store/game/selectors';
import { attachLibrary, recordOf } from '../../src/store/library/sync';
import { makeUnsaved, parseUnsaved, UNSAVED_PREFIX } from '../../src/store/library/unsavedChanges';
import { texts } from '../fixtures';
import { MemoryStorage } from './memory-storage';
import type { StoreApi } from 'zustand/vanilla';

let local: MemoryStorage;

/** How many changes Web Storage keeps for the library (other keys, such as the last game played, aside). */
const keptChanges = (): number =>
  [...local.items.keys()].filter((key) => key.startsWith(UNSAVED_PREFIX)).length;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  local = new MemoryStorage();
});

async function library(): Promise<Library> {
  const opened = await openLibrary();
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

/** The library with writes that never finish, as when the page goes away during one. */
function stalled(lib: Library, onPut: () => void = () => {}): Library {
  return Object.assign(Object.create(lib) as Library, {
    put: () => {
      onPut();
      return new Promise<never>(() => {});
    },
  });
}

function play(store: StoreApi<GameStore>, ...tokens: string[]): void {
  for (const token of tokens) {
    const move = parseMove(selectPosition(store.getState()), token);
    if (!move.ok) throw new Error(move.error.message);
    store.getState().play(move.value);
  }
}

/** Starts the app in a tab that had `id` open, as a reload of it does. */
const reload = (id: string) => {
  const session = new MemoryStorage();
  session.setItem('hexplay.tab', id);
  return bootApp({ openLibrary, local, session, channel: undefined });
};

describe('a change the page did not finish writing', () => {
  test('is kept as the page goes and stored at the next start', async () => {
    const lib = await library();
    const store = createGameStore({});
    await lib.put(recordOf(store.getState(), 1, 5, 5), 0);
    const sync = attachLibrary(store, stalled(lib), { revision: 1, created: 5, keep: local });
    play(store, 'e5', 'a1');
    sync.keepPending();
    const id = store.getState().id;
    expect(local.getItem(UNSAVED_PREFIX + id)).not.toBeNull();

    const app = await reload(id);
    expect(app.store.getState().id).toBe(id);
    expect(texts(app.store.getState())).toEqual(['e5', 'a1']);
    expect(app.store.getState().notice).toBeUndefined();
    expect((await lib.get(id))?.revision).toBe(2);
    expect(keptChanges()).toBe(0);
  });

  test('is kept also when it came before the write was even started', async () => {
    const lib = await library();
    const store = createGameStore({});
    const sync = attachLibrary(store, lib, { keep: local });
    play(store, 'c3');
    sync.keepPending();
    sync.detach();
    const app = await reload(store.getState().id);
    expect(texts(app.store.getState())).toEqual(['c3']);
  });

  test('a change whose write failed is kept', async () => {
    const lib = await library();
    const failing = Object.assign(Object.create(lib) as Library, {
      put: () => Promise.reject(new DOMException('The quota was exceeded', 'QuotaExceededError')),
    });
    const store = createGameStore({});
    const sync = attachLibrary(store, failing, { keep: local });
    play(store, 'c3');
    await vi.waitFor(() => expect(store.getState().storageProblem).toBeDefined());
    sync.keepPending();
    expect(keptChanges()).toBe(1);
  });

  test('nothing is kept when every change is written', async () => {
    const store = createGameStore({});
    const lib = await library();
    const sync = attachLibrary(store, lib, { keep: local });
    play(store, 'c3');
    await vi.waitFor(async () => expect((await lib.get(store.getState().id))?.revision).toBe(1));
    sync.keepPending();
    expect(keptChanges()).toBe(0);
  });

  test('a kept change is dropped once a later write stores the game', async () => {
    const lib = await library();
    let release: (() => void) | undefined;
    const slow = Object.assign(Object.create(lib) as Library, {
      put: async (...args: Parameters<Library['put']>) => {
        await new Promise<void>((resolve) => (release = resolve));
        return lib.put(...args);
      },
    });
    const store = createGameStore({});
    const sync = attachLibrary(store, slow, { keep: local });
    play(store, 'c3');
    await vi.waitFor(() => expect(release).toBeDefined());
    sync.keepPending();
    expect(keptChanges()).toBe(1);
    release?.();
    await vi.waitFor(() => expect(keptChanges()).toBe(0));
  });

  test('the write that did finish as the page went is not stored twice', async () => {
    const lib = await library();
    const store = createGameStore({});
    let puts = 0;
    const sync = attachLibrary(
      store,
      stalled(lib, () => puts++),
      { keep: local },
    );
    play(store, 'c3');
    await vi.waitFor(() => expect(puts).toBe(1));
    sync.keepPending();
    // The stalled write lands after all.
    await lib.put(recordOf(store.getState(), 1, 5, 5), 0);
    await reload(store.getState().id);
    expect((await lib.list()).map((r) => r.summary.plies)).toEqual([1]);
    expect(keptChanges()).toBe(0);
  });

  test('a game another tab changed meanwhile keeps both versions', async () => {
    const lib = await library();
    const store = createGameStore({});
    await lib.put(recordOf(store.getState(), 1, 5, 5), 0);
    let puts = 0;
    const sync = attachLibrary(
      store,
      stalled(lib, () => puts++),
      { revision: 1, created: 5, keep: local },
    );
    play(store, 'e5');
    await vi.waitFor(() => expect(puts).toBe(1));
    sync.keepPending();
    const other = createGameStore({});
    other.setState({ id: store.getState().id });
    play(other, 'c3', 'd4');
    await lib.put(recordOf(other.getState(), 2, 5, 6), 1);

    const app = await reload(store.getState().id);
    expect(app.store.getState().notice).toEqual([{ code: 'forked' }]);
    const games = await lib.list();
    expect(games.map((r) => r.summary.plies).sort()).toEqual([1, 2]);
    expect(keptChanges()).toBe(0);
  });

  test('a library that cannot be written at the next start keeps the change for a later one', async () => {
    const lib = await library();
    const store = createGameStore({});
    await lib.put(recordOf(store.getState(), 1, 5, 5), 0);
    const sync = attachLibrary(store, stalled(lib), { revision: 1, created: 5, keep: local });
    play(store, 'e5');
    sync.keepPending();
    const full = Object.assign(Object.create(lib) as Library, {
      put: () => Promise.reject(new DOMException('The quota was exceeded', 'QuotaExceededError')),
    });
    const session = new MemoryStorage();
    session.setItem('hexplay.tab', store.getState().id);
    const app = await bootApp({
      openLibrary: () => Promise.resolve({ ok: true, value: full }),
      local,
      session,
      channel: undefined,
    });
    expect(app.store.getState().id).toBe(store.getState().id);
    expect(app.store.getState().storageProblem?.code).toBe('quota');
    expect(keptChanges()).toBe(1);
    expect(texts((await reload(store.getState().id)).store.getState())).toEqual(['e5']);
  });
});

describe('parseUnsaved', () => {
  const data = toSaveData(createGameStore({}).getState());
  const good = { id: 'g1', base: 3, created: 7, data };

  test('round-trips with makeUnsaved', () => {
    const parsed = parseUnsaved(makeUnsaved(good));
    expect(parsed.ok && parsed.value.unsaved).toEqual(good);
  });

  test.each([
    ['{', 'not valid JSON'],
    ['null', 'is not an object'],
    [JSON.stringify({ ...good, id: '' }), 'has no game id'],
    [JSON.stringify({ ...good, base: -1 }), 'base is not a whole number'],
    [JSON.stringify({ ...good, created: 1.5 }), 'created is not a whole number'],
    [
      JSON.stringify({ ...good, data: { version: 99 } }),
      'the kept game cannot be read: unknown version 99',
    ],
  ])('%s is refused: %s', (text, message) => {
    const parsed = parseUnsaved(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('unsaved');
      expect(parsed.error.message).toContain(message);
    }
  });

  test('an unreadable kept change is quarantined at the next start, with its error', async () => {
    local.setItem(`${UNSAVED_PREFIX}g1`, '{"id":"g1"');
    const app = await reload('none');
    expect(app.store.getState().notice).toEqual([{ code: 'quarantined', count: 1 }]);
    const [kept] = await (await library()).quarantined();
    expect(kept).toMatchObject({ data: '{"id":"g1"', error: expect.stringContaining('JSON') });
    expect(keptChanges()).toBe(0);
  });
});
