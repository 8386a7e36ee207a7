import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { parseMove } from '../../src/engine';
import {
  type AppStore,
  bootApp,
  type BootEnvironment,
  OPENING_KEY,
  TAB_KEY,
} from '../../src/store/app/bootApp';
import { makeCrashMark } from '../../src/store/app/crashMark';
import { BACKUP_KEY, SAVE_KEY } from '../../src/store/library/legacySaves';
import { type Library, openLibrary } from '../../src/store/library/library';
import { serialiseGame } from '../../src/store/records/saveFormat';
import { selectPosition } from '../../src/store/game/selectors';
import type { Channel } from '../../src/store/library/sync';
import { texts } from '../fixtures';
import { channels } from './channels';
import { MemoryStorage } from './memory-storage';

let local: MemoryStorage;
let channel: () => Channel;

beforeEach(() => {
  // A new, empty browser profile for every test.
  globalThis.indexedDB = new IDBFactory();
  local = new MemoryStorage();
  channel = channels();
});

/** A tab: its own session storage (kept across its reloads) and channel end. */
function tab(overrides: Partial<BootEnvironment> = {}) {
  const session = new MemoryStorage();
  /** Starts the app in this tab, as far as its first frame (which `opened` records). */
  const open = async (more: Partial<BootEnvironment> = {}): Promise<AppStore> => {
    const app = await start(more);
    await app.opened();
    return app;
  };
  /** Starts the app but never draws its first frame, as when opening the game crashes. */
  const start = (more: Partial<BootEnvironment> = {}): Promise<AppStore> =>
    bootApp({ openLibrary, local, session, channel: channel(), ...overrides, ...more });
  return { session, open, start };
}

function play(app: AppStore, ...tokens: string[]): void {
  for (const token of tokens) {
    const move = parseMove(selectPosition(app.store.getState()), token);
    if (!move.ok) throw new Error(move.error.message);
    app.store.getState().play(move.value);
  }
}

/** Lets the deferred writes and the other tabs' reactions happen. */
const settle = () => vi.waitFor(() => new Promise((resolve) => setTimeout(resolve, 20)));
const idle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

async function libraryNow(): Promise<Library> {
  const opened = await openLibrary();
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

describe('the game library', () => {
  test('every change is saved, and a reload of the tab resumes its game', async () => {
    const t = tab();
    const app = await t.open();
    play(app, 'e5', 'a1', 'b2');
    app.store.getState().goTo(2);
    app.store.getState().setSetting('coordinates', false);
    await idle();
    const again = (await t.open()).store.getState();
    expect(again.id).toBe(app.store.getState().id);
    expect(texts(again)).toEqual(['e5', 'a1', 'b2']);
    expect(again.cursor).toBe(2);
    expect(again.settings.coordinates).toBe(false);
    expect(again.notice).toBeUndefined();
  });

  test('new game and rematch keep the old games in the library', async () => {
    const app = await tab().open();
    play(app, 'e5');
    await idle();
    app.store.getState().newGame({ game: 'abalone', n: 5, layout: 'german' });
    play(app, 'b1c2');
    app.store.getState().resign();
    await idle();
    app.store.getState().rematch();
    await idle();
    const games = await (await libraryNow()).list();
    expect(games.map((g) => [g.summary.title, g.summary.plies, g.summary.result])).toEqual([
      ['Abalone', 0, '*'],
      ['Abalone', 1, '1-0'],
      ['Abacus', 1, '*'],
    ]);
  });

  test('resume opens an earlier game, and later moves continue it', async () => {
    const app = await tab().open();
    play(app, 'e5');
    await idle();
    const first = app.store.getState().id;
    app.store.getState().newGame({ game: 'abacus', n: 3, layout: 'standard' });
    await idle();
    await app.resume(first);
    expect(texts(app.store.getState())).toEqual(['e5']);
    play(app, 'a1');
    await idle();
    const stored = await (await libraryNow()).get(first);
    expect(stored?.summary.plies).toBe(2);
    expect((await (await libraryNow()).list()).length).toBe(2);
  });

  test('a new tab continues the latest unfinished game', async () => {
    const a = await tab().open();
    play(a, 'e5');
    await idle();
    const b = await tab().open();
    expect(b.store.getState().id).toBe(a.store.getState().id);
    expect(texts(b.store.getState())).toEqual(['e5']);
  });
});

describe('tabs never overwrite each other', () => {
  test('two tabs on different games each keep their own', async () => {
    const ta = tab();
    const tb = tab();
    const a = await ta.open();
    a.store.getState().newGame({ game: 'abacus', n: 4, layout: 'standard' });
    play(a, 'd4');
    const b = await tb.open();
    b.store.getState().newGame({ game: 'abalone', n: 5, layout: 'standard' });
    play(b, 'a1b2');
    await idle();
    expect((await ta.open()).store.getState().spec.game).toBe('abacus');
    expect(texts((await tb.open()).store.getState())).toEqual(['a1b2']);
  });

  test('a tab with no change of its own shows what the other tab played', async () => {
    const a = await tab().open();
    play(a, 'e5');
    await idle();
    const b = await tab().open();
    play(a, 'a1');
    await settle();
    await idle();
    expect(texts(b.store.getState())).toEqual(['e5', 'a1']);
    expect(b.store.getState().id).toBe(a.store.getState().id);
  });

  test('both tabs changing the same game keep both, as two games', async () => {
    const a = await tab().open();
    play(a, 'e5');
    await idle();
    const b = await tab().open();
    play(a, 'a1');
    play(b, 'c3');
    await idle();
    await settle();
    await idle();
    const games = await (await libraryNow()).list();
    expect(games.map((g) => g.summary.plies).sort()).toEqual([2, 2]);
    expect(a.store.getState().id).not.toBe(b.store.getState().id);
    const forked = [a, b].find((x) => x.store.getState().notice !== undefined);
    expect(forked?.store.getState().notice).toEqual([{ code: 'forked' }]);
  });
});

describe('an earlier version’s save', () => {
  test('today’s localStorage save and backup move into the library and leave localStorage', async () => {
    const gameApp = await tab().open();
    play(gameApp, 'e5', 'a1');
    const save = serialiseGame(gameApp.store.getState());
    globalThis.indexedDB = new IDBFactory();
    local.setItem(SAVE_KEY, save);
    local.setItem(BACKUP_KEY, 'garbage from a crash');
    const app = await tab().open();
    expect(texts(app.store.getState())).toEqual(['e5', 'a1']);
    expect(local.getItem(SAVE_KEY)).toBeNull();
    expect(local.getItem(BACKUP_KEY)).toBeNull();
    const lib = await libraryNow();
    expect((await lib.list()).map((g) => g.summary.plies)).toEqual([2]);
    const kept = await lib.quarantined();
    expect(kept.map((k) => [k.data, k.source])).toEqual([
      ['garbage from a crash', 'the backup kept by an earlier version'],
    ]);
    expect(app.store.getState().notice).toEqual([{ code: 'quarantined', count: 1 }]);
  });
});

describe('quarantine', () => {
  test('an unreadable game is kept with its error, never overwritten, and said exactly', async () => {
    const t = tab();
    const app = await t.open();
    play(app, 'e5');
    await idle();
    const id = app.store.getState().id;
    const lib = await libraryNow();
    const record = await lib.get(id);
    await lib.put({ ...record!, revision: 2, data: { version: 1, moves: 'nonsense' } }, 1);
    const again = await t.open();
    expect(again.store.getState().id).not.toBe(id);
    expect(again.store.getState().notice).toEqual([{ code: 'quarantined', count: 1 }]);
    const kept = await lib.quarantined();
    expect(kept).toHaveLength(1);
    expect(kept[0].error).toMatch(/spec/);
    play(again, 'e5');
    await idle();
    expect(await lib.quarantined()).toHaveLength(1);
    await lib.release(kept[0].id!);
    expect(await lib.quarantined()).toHaveLength(0);
  });

  test('a crash while opening a game quarantines it and opens a fresh game, once', async () => {
    const t = tab();
    const app = await t.open();
    play(app, 'e5');
    await idle();
    const crashing = await t.start();
    expect(texts(crashing.store.getState())).toEqual(['e5']);
    // Its first frame never came: the opening flag is still set at the next start.
    expect(t.session.getItem(OPENING_KEY)).toBe(makeCrashMark({ id: app.store.getState().id }));
    const next = await t.open();
    expect(next.store.getState().notice).toEqual([{ code: 'crashed' }]);
    expect(texts(next.store.getState())).toEqual([]);
    expect(await (await libraryNow()).quarantined()).toHaveLength(1);
    const third = await t.open();
    expect(third.store.getState().notice).toBeUndefined();
    expect(t.session.getItem(TAB_KEY)).toBe(third.store.getState().id);
  });
});

describe('storage faults', () => {
  test('a full quota says the game is not saved, and the next move tries again', async () => {
    const app = await tab().open();
    const lib = app.library!;
    const put = vi
      .spyOn(lib, 'put')
      .mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    play(app, 'e5');
    await idle();
    expect(app.store.getState().storageProblem?.code).toBe('quota');
    play(app, 'a1');
    await idle();
    expect(put).toHaveBeenCalledTimes(2);
    expect(app.store.getState().storageProblem).toBeUndefined();
    expect((await lib.get(app.store.getState().id))?.summary.plies).toBe(2);
  });

  test('no IndexedDB at all: the game plays and the reason is shown', async () => {
    const app = await tab({
      openLibrary: async () => ({
        ok: false,
        error: { code: 'unavailable', message: 'this browser keeps no storage for the site' },
      }),
    }).open();
    expect(app.library).toBeUndefined();
    expect(app.store.getState().storageProblem?.code).toBe('unavailable');
    play(app, 'e5');
    expect(texts(app.store.getState())).toEqual(['e5']);
  });

  test('a read that throws never replaces a stored game', async () => {
    const t = tab();
    const app = await t.open();
    play(app, 'e5', 'a1');
    await idle();
    const id = app.store.getState().id;
    const failing = async () => {
      const opened = await openLibrary();
      if (!opened.ok) return opened;
      const lib = opened.value;
      lib.get = () => Promise.reject(new Error('read failed'));
      return opened;
    };
    const broken = await t.open({ openLibrary: failing });
    expect(broken.store.getState().storageProblem).toMatchObject({
      code: 'failed',
      detail: 'read failed',
    });
    play(broken, 'c3');
    await idle();
    expect((await (await libraryNow()).get(id))?.summary.plies).toBe(2);
  });
});
