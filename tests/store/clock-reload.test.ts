import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, expect, test, vi } from 'vitest';
import { bootApp } from '../../src/store/app/bootApp';
import { defaultSpec } from '../../src/store/game';
import { UNTIMED_MOVES } from '../../src/store/game/clocks/clocks';
import { selectLegal } from '../../src/store/game/selectors';
import { openLibrary } from '../../src/store/library/library';
import { MemoryStorage } from './memory-storage';

afterEach(() => {
  vi.useRealTimers();
});

// Issue 43: Black thought 22 s of its three minutes (2:38 left) and reloaded the page, to find
// 3:00 again. Here Black thinks 45 s, longer than a reload's gap is trusted (`MAX_AWAY_MS`),
// so only the checkpoint as the page goes can charge it. The page goes as a browser ends it,
// on a pagehide, and the app starts again on the same storage; only the clocks are the
// test's, the timers and IndexedDB real.
test('a reload charges the side to move the time it spent on its move, and the reload’s', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  globalThis.indexedDB = new IDBFactory();
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const page = await bootApp({ openLibrary, local, session, channel: undefined });
  await page.opened();
  page.store.getState().newGame({ ...defaultSpec(), timeControl: { base: 180, increment: 0 } });
  // Each side's untimed first move: Black's clock runs from here.
  for (let i = 0; i < UNTIMED_MOVES; i++) {
    page.store.getState().play(selectLegal(page.store.getState())[0]);
  }
  vi.advanceTimersByTime(45_000);
  window.dispatchEvent(new Event('pagehide'));
  vi.advanceTimersByTime(1500);

  const reloaded = await bootApp({ openLibrary, local, session, channel: undefined });
  expect(reloaded.store.getState().id).toBe(page.store.getState().id);
  expect(reloaded.store.getState().clockReading()).toEqual({
    black: 133_500,
    white: 180_000,
    running: undefined,
    paused: true,
  });
});
