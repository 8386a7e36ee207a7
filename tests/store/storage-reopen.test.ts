import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { parseMove } from '../../src/engine';
import { type AppStore, bootApp, TAB_KEY } from '../../src/store/app/bootApp';
import { createGameStore } from '../../src/store/game';
import { type Library, openLibrary } from '../../src/store/library/library';
import { attachLibrary, recordOf } from '../../src/store/library/sync';
import { UNSAVED_PREFIX } from '../../src/store/library/unsavedChanges';
import { selectPosition } from '../../src/store/game/selectors';
import { texts } from '../fixtures';
import { MemoryStorage } from './memory-storage';
import type { StoreApi } from 'zustand/vanilla';
import type { GameStore } from '../../src/store/game';

let local: MemoryStorage;
/** How many changes Web Storage keeps for the library (other keys, such as the last game played, aside). */
const keptChanges = (): number =>
  [...local.items.keys()].filter((key) => key.startsWith(UNSAVED_PREFIX)).length;
let session: MemoryStorage;

beforeEach(() => {
  // A new, empty browser profile, and one tab of it.
  globalThis.indexedDB = new IDBFactory();
  local = new MemoryStorage();
  session = new MemoryStorage();
});

async function library(): Promise<Library> {
  const opened = await openLibrary();
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

/** The library with its writes refused as the browser refuses them when storage is full. */
function full(lib: Library, isFull: () => boolean = () => true): Library {
  return Object.assign(Object.create(lib) as Library, {
    put: (record: Parameters<Library['put']>[0], expected: number) =>
      isFull()
        ? Promise.reject(new DOMException('The quota was exceeded', 'QuotaExceededError'))
        : lib.put(record, expected),
  });
}

/** The library with every read failing. */
function unreadable(lib: Library): Library {
  const fail = () => Promise.reject(new Error('read failed'));
  return Object.assign(Object.create(lib) as Library, { get: fail, list: fail });
}

function play(store: StoreApi<GameStore>, ...tokens: string[]): void {
  for (const token of tokens) {
    const move = parseMove(selectPosition(store.getState()), token);
    if (!move.ok) throw new Error(move.error.message);
    store.getState().play(move.value);
  }
}

/** A reload of the tab, with the library as `lib` makes it. */
async function reload(lib?: (l: Library) => Library): Promise<AppStore> {
  const app = await bootApp({
    openLibrary: lib ? async () => ({ ok: true, value: lib(await library()) }) : openLibrary,
    local,
    session,
    channel: undefined,
  });
  await app.opened();
  return app;
}

/** A game played in this tab while storage was full: kept in localStorage as the page went. */
async function playedWhileFull(stored: readonly string[], after: readonly string[]) {
  const lib = await library();
  const store = createGameStore({});
  play(store, ...stored);
  if (stored.length > 0) await lib.put(recordOf(store.getState(), 1, 5, 5), 0);
  const sync = attachLibrary(store, full(lib), {
    revision: stored.length > 0 ? 1 : 0,
    created: 5,
    keep: local,
  });
  play(store, ...after);
  await vi.waitFor(() => expect(store.getState().storageProblem?.code).toBe('quota'));
  sync.keepPending();
  sync.detach();
  session.setItem(TAB_KEY, store.getState().id);
  return store.getState().id;
}

describe('after a storage failure, a reload reopens the tab’s game', () => {
  test('a game never stored, storage full since its first move: from its kept change', async () => {
    const id = await playedWhileFull([], ['e5', 'd4']);
    const app = await reload(full);
    expect(app.store.getState().id).toBe(id);
    expect(texts(app.store.getState())).toEqual(['e5', 'd4']);
    expect(app.store.getState().storageProblem?.code).toBe('quota');
  });

  test('a kept change newer than the library’s copy opens over it, and is stored once', async () => {
    const id = await playedWhileFull(['e5'], ['d4']);
    let isFull = true;
    const app = await reload((l) => full(l, () => isFull));
    expect(app.store.getState().id).toBe(id);
    expect(texts(app.store.getState())).toEqual(['e5', 'd4']);
    // Storage has room again: the next move stores the game over its revision, and the
    // kept change is done with.
    isFull = false;
    play(app.store, 'c3');
    await vi.waitFor(async () => expect((await (await library()).get(id))?.summary.plies).toBe(3));
    expect(keptChanges()).toBe(0);
    const again = await reload();
    expect(texts(again.store.getState())).toEqual(['e5', 'd4', 'c3']);
    expect(again.store.getState().notice).toBeUndefined();
    expect(await (await library()).list()).toHaveLength(1);
  });

  test('a read that fails at start-up: the reload after it opens the game again', async () => {
    const first = await reload();
    play(first.store, 'e5', 'a1');
    const id = first.store.getState().id;
    await vi.waitFor(async () => expect((await (await library()).get(id))?.summary.plies).toBe(2));
    const broken = await reload(unreadable);
    expect(broken.store.getState().storageProblem?.code).toBe('failed');
    const next = await reload();
    expect(next.store.getState().id).toBe(id);
    expect(texts(next.store.getState())).toEqual(['e5', 'a1']);
  });

  test('a storage failing to read and write at start-up: the change kept in localStorage', async () => {
    const id = await playedWhileFull(['e5'], ['d4']);
    const app = await reload((l) => unreadable(full(l)));
    expect(app.store.getState().id).toBe(id);
    expect(texts(app.store.getState())).toEqual(['e5', 'd4']);
    expect(app.store.getState().storageProblem?.code).toBe('failed');
  });
});
