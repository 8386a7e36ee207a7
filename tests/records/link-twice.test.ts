import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, expect, test } from 'vitest';
import { openLink } from '../../src/store/app/adopt';
import type { AppStore } from '../../src/store/app/bootApp';
import { makeLink } from '../../src/store/records/link';
import { storeFor } from '../components/render';
import { startApp } from '../store/start-app';

beforeEach(() => {
  // A new, empty browser profile for every test.
  globalThis.indexedDB = new IDBFactory();
});

/** Lets the deferred library writes happen. */
const idle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

const LINK = makeLink(
  storeFor({ game: 'abacus', n: 5, layout: 'standard' }, ['e5', 'd4']).getState(),
  'https://hexplay.example/',
);

/** The library's games holding the link's moves. */
async function copies(app: AppStore): Promise<number> {
  const records = (await app.library!.list()).filter((r) => {
    const moves = (r.data as { moves: unknown[] }).moves;
    return moves.length === 2 && moves[0] === 'e5' && moves[1] === 'd4';
  });
  return records.length;
}

test('the same link opened twice at once opens one game', async () => {
  const app = await startApp();
  const shown = new Set<string>();
  app.store.subscribe((s) => shown.add(s.id));
  const both = await Promise.all([openLink(app, LINK), openLink(app, LINK)]);
  expect(both.every((opened) => opened.ok)).toBe(true);
  expect(shown.size).toBe(1);
  await idle();
  expect(await copies(app)).toBe(1);
});

test('the same link opened again before its game is stored opens the same game', async () => {
  const app = await startApp();
  expect(await openLink(app, LINK)).toEqual({ ok: true, value: 'new', checked: true });
  const id = app.store.getState().id;
  expect(await openLink(app, LINK)).toEqual({ ok: true, value: 'known', checked: true });
  expect(app.store.getState().id).toBe(id);
  await idle();
  expect(await copies(app)).toBe(1);
});
