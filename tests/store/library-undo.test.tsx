import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import App from '../../src/App';
import { type AppStore, bootApp } from '../../src/store/app/bootApp';
import { type Library, openLibrary } from '../../src/store/library/library';
import { recordOf } from '../../src/store/library/sync';
import { playTokens, storeFor } from '../components/render';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { channels } from './channels';
import { MemoryStorage } from './memory-storage';

let channel: ReturnType<typeof channels>;
let local: MemoryStorage;

beforeEach(() => {
  // A new, empty browser profile for every test.
  globalThis.indexedDB = new IDBFactory();
  channel = channels();
  local = new MemoryStorage();
});

/** A tab of the browser, started as far as its first frame. */
async function tab(): Promise<AppStore> {
  const app = await bootApp({
    openLibrary,
    local,
    session: new MemoryStorage(),
    channel: channel(),
  });
  await app.opened();
  return app;
}

const plies = async (library: Library, id: string) =>
  ((await library.get(id))?.data as { moves: unknown[] } | undefined)?.moves.length;

/** Tab B plays game X to two moves; tab A, on a game of its own, opens Games. */
async function twoTabs() {
  const b = await tab();
  playTokens(b.store, ['e5', 'd4']);
  const x = b.store.getState().id;
  await vi.waitFor(async () => expect(await plies(b.library!, x)).toBe(2));
  const a = await tab();
  a.store.getState().newGame({ game: 'abacus', n: 5, layout: 'standard' });
  render(<App app={a} />);
  fireEvent.click(screen.getByRole('button', { name: 'Games' }));
  const games = await screen.findByTestId('games');
  /** X's entry in the list, once listed. */
  const item = () =>
    waitFor(() => {
      const listed = games.querySelector<HTMLElement>(`[data-game-id="${x}"]`);
      if (!listed) throw new Error('X is not listed yet');
      return listed;
    });
  expect(within(await item()).getByText('2 plies')).toBeTruthy();
  return { a, b, x, games, item };
}

describe('Games while another tab plays', () => {
  test('the list follows what another tab stores', async () => {
    const { b, item } = await twoTabs();
    playTokens(b.store, ['c3', 'b2', 'a1']);
    await waitFor(async () => expect(within(await item()).getByText('5 plies')).toBeTruthy());
  });

  test('undoing a delete brings back the game as stored when deleted, not as listed', async () => {
    const { a, x, games, item } = await twoTabs();
    // Tab B's three further moves are stored, and the list not told yet: it says 2 plies.
    const later = recordOf(storeFor(undefined, ['e5', 'd4', 'c3', 'b2', 'a1']).getState(), 2, 0, 1);
    await a.library!.put({ ...later, id: x }, 1);
    fireEvent.click(within(await item()).getByRole('button', { name: /^Delete/ }));
    await vi.waitFor(async () => expect(await plies(a.library!, x)).toBeUndefined());
    fireEvent.click(await within(games).findByRole('button', { name: 'Undo' }));
    await vi.waitFor(async () => expect(await plies(a.library!, x)).toBe(5));
    expect((await a.library!.get(x))?.revision).toBe(2);
  });

  test('an undo is refused, and says so, when the game was stored again since', async () => {
    const { a, x, games, item } = await twoTabs();
    fireEvent.click(within(await item()).getByRole('button', { name: /^Delete/ }));
    await vi.waitFor(async () => expect(await plies(a.library!, x)).toBeUndefined());
    const again = recordOf(storeFor(undefined, ['e5', 'd4', 'c3']).getState(), 1, 0, 0);
    await a.library!.put({ ...again, id: x }, 0);
    fireEvent.click(await within(games).findByRole('button', { name: 'Undo' }));
    expect((await within(games).findByRole('alert')).textContent).toContain(
      'could not be brought back',
    );
    expect(await plies(a.library!, x)).toBe(3);
  });
});

test('take deletes a game and returns it as stored at that moment', async () => {
  const opened = await openLibrary();
  if (!opened.ok) throw new Error(opened.error.message);
  const library = opened.value;
  const first = recordOf(storeFor(undefined, ['e5']).getState(), 1, 0, 0);
  await library.put(first, 0);
  const later = recordOf(storeFor(undefined, ['e5', 'd4']).getState(), 2, 0, 1);
  await library.put({ ...later, id: first.id }, 1);
  const taken = await library.take(first.id);
  expect(taken?.revision).toBe(2);
  expect(await library.get(first.id)).toBeUndefined();
});
