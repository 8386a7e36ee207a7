import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import App from '../../src/App';
import { type AppStore, bootApp, OPENING_KEY } from '../../src/store/app/bootApp';
import { makeCrashMark, parseCrashMark } from '../../src/store/app/crashMark';
import { openLibrary } from '../../src/store/library/library';
import { usePrefs } from '../../src/store/context';
import { createPrefsStore, PREFS_KEY } from '../../src/store/prefs';
import { playTokens } from '../components/render';
import { texts } from '../fixtures';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryStorage } from './memory-storage';

// A build that cannot draw the game in the dark theme: a preference that crashes the page.
vi.mock('../../src/components/play/GameScreen', () => ({
  GameScreen: () => {
    if (usePrefs((p) => p.theme) === 'dark') throw new Error('the dark theme broke');
    return <p data-testid="game-screen">game</p>;
  },
}));

let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  // A new, empty browser profile for every test.
  globalThis.indexedDB = new IDBFactory();
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** This tab started, its first frame drawn (`opened`) or not (a crash while opening). */
async function start({ drawn }: { drawn: boolean }): Promise<AppStore> {
  const app = await bootApp({ openLibrary, local, session, channel: undefined });
  if (drawn) await app.opened();
  return app;
}

/** Waits until the app's game is in the library with all its moves. */
async function stored(app: AppStore): Promise<void> {
  const { id, moves } = app.store.getState();
  await vi.waitFor(async () =>
    expect((await app.library!.get(id))?.summary.plies).toBe(moves.length),
  );
}

async function quarantined(): Promise<number> {
  const opened = await openLibrary();
  if (!opened.ok) throw new Error(opened.error.message);
  return (await opened.value.quarantined()).length;
}

describe('a crash while opening', () => {
  test('when a fresh game crashes too, the game is not blamed: it opens again, preferences reset', async () => {
    local.setItem(PREFS_KEY, JSON.stringify({ theme: 'dark', sound: true }));
    const first = await start({ drawn: true });
    playTokens(first.store, ['e5', 'd4']);
    await stored(first);
    await start({ drawn: false }); // the game crashes while opening
    const fresh = await start({ drawn: false }); // a fresh game is tried, and crashes too
    expect(texts(fresh.store.getState())).toEqual([]);
    expect(local.getItem(PREFS_KEY)).not.toBeNull();

    const next = await start({ drawn: true });
    expect(texts(next.store.getState())).toEqual(['e5', 'd4']);
    expect(next.store.getState().notice).toEqual([{ code: 'prefsReset' }]);
    expect(local.getItem(PREFS_KEY)).toBeNull();
    expect(await quarantined()).toBe(0);
    expect(session.getItem(OPENING_KEY)).toBeNull();
  });

  test('when a fresh game opens, the game that crashed is quarantined', async () => {
    const first = await start({ drawn: true });
    playTokens(first.store, ['e5']);
    await stored(first);
    await start({ drawn: false });
    const fresh = await start({ drawn: false });
    expect(await quarantined()).toBe(0);
    await fresh.opened();
    expect(await quarantined()).toBe(1);
    expect(fresh.store.getState().notice).toEqual([{ code: 'crashed' }]);
  });
});

test('Start a fresh game after a crash resets the preferences, and says it will', async () => {
  local.setItem(PREFS_KEY, JSON.stringify({ theme: 'dark', language: 'en' }));
  const app = await start({ drawn: true });
  playTokens(app.store, ['e5']);
  const prefs = createPrefsStore(local, ['en']);
  render(<App app={app} prefs={prefs} />);
  const crash = await screen.findByTestId('crash');
  expect(crash.textContent).toContain('also resets your preferences');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Start a fresh game' }));
  });
  expect(screen.getByTestId('game-screen')).toBeTruthy();
  expect(prefs.getState().theme).toBe('system');
  expect(local.getItem(PREFS_KEY)).toBeNull();
  expect(texts(app.store.getState())).toEqual([]);
});

describe('parseCrashMark', () => {
  test.each([
    ['an id alone, as earlier versions wrote', 'g1', { ok: true, value: { id: 'g1' } }],
    ['a mark', '{"id":"g2"}', { ok: true, value: { id: 'g2' } }],
    ['a trial', '{"id":"g3","trial":"g2"}', { ok: true, value: { id: 'g3', trial: 'g2' } }],
  ])('reads %s', (_name, text, read) => {
    expect(parseCrashMark(text)).toEqual(read);
    if (read.ok && text.startsWith('{')) expect(makeCrashMark(read.value)).toBe(text);
  });

  test.each([
    ['nothing', '', 'empty'],
    ['broken JSON', '{"id"', 'not valid JSON'],
    ['no id', '{"trial":"g1"}', 'names no game'],
    ['a trial of 7', '{"id":"g1","trial":7}', 'trial names no game'],
  ])('refuses %s, saying why', (_name, text, reason) => {
    const parsed = parseCrashMark(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toContain(reason);
  });
});
