import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, test } from 'vitest';
import { parseMove } from '../../src/engine';
import { adoptGames, openLink } from '../../src/store/app/adopt';
import type { AppStore } from '../../src/store/app/bootApp';
import { exportGame, exportLibrary } from '../../src/store/records/apgnExport';
import { parseImport, toSavedGame } from '../../src/store/records/apgnImport';
import type { Library } from '../../src/store/library/library';
import { makeLink } from '../../src/store/records/link';
import { selectPosition } from '../../src/store/game/selectors';
import { DEFAULT_SETTINGS } from '../../src/store/game/savedGame';
import { texts } from '../fixtures';
import { startApp } from '../store/start-app';

beforeEach(() => {
  // A new, empty browser profile for every test.
  globalThis.indexedDB = new IDBFactory();
});

function play(app: AppStore, ...tokens: string[]): void {
  for (const token of tokens) {
    const move = parseMove(selectPosition(app.store.getState()), token);
    if (!move.ok) throw new Error(move.error.message);
    app.store.getState().play(move.value);
  }
}

/** Lets the deferred library writes happen. */
const idle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

const library = (app: AppStore): Library => {
  if (!app.library) throw new Error('no library');
  return app.library;
};

const BASE = 'https://hexplay.example/';

describe('games from outside enter the library as new games', () => {
  test('a link opens as a new game, and the same link again switches back to it', async () => {
    const app = await startApp();
    play(app, 'e5', 'd4');
    await idle();
    const own = app.store.getState();
    const link = makeLink(own, BASE);
    app.store.getState().newGame({ game: 'abalone', n: 5, layout: 'standard' });
    await idle();
    expect(await openLink(app, link)).toEqual({ ok: true, value: 'known', checked: true });
    expect(app.store.getState().id).toBe(own.id);

    // The game goes on: its longer link is the library's game again.
    play(app, 'c3');
    const longer = makeLink(app.store.getState(), BASE);
    await idle();
    app.store.getState().newGame({ game: 'abalone', n: 5, layout: 'standard' });
    await idle();
    const before = (await library(app).list()).length;
    expect(await openLink(app, longer)).toEqual({ ok: true, value: 'known', checked: true });
    const shared = app.store.getState();
    const { spec, moves } = shared;
    // A link to a game this library lacks: a new game with its moves, at its end.
    const elsewhere = makeLink({ spec, moves: moves.slice(0, 1), ending: undefined }, BASE);
    expect(await openLink(app, elsewhere)).toEqual({ ok: true, value: 'new', checked: true });
    const opened = app.store.getState();
    expect(opened.id).not.toBe(shared.id);
    expect(texts(opened)).toEqual(['e5']);
    expect(opened.cursor).toBe(1);
    await idle();
    expect((await library(app).list()).length).toBe(before + 1);
  });

  test('a bad link changes nothing', async () => {
    const app = await startApp();
    play(app, 'e5');
    await idle();
    const before = app.store.getState();
    const opened = await openLink(app, `${BASE}#hexplay=1&game=abacus.5.standard&moves=9.A`);
    expect(opened.ok).toBe(false);
    expect(app.store.getState().id).toBe(before.id);
    expect(app.store.getState().moves).toBe(before.moves);
  });

  test('imported games are added, never written over; all of a file at once', async () => {
    const app = await startApp();
    play(app, 'e5');
    await idle();
    const mine = app.store.getState();
    const file = [
      exportGame({ ...mine, moves: [] }),
      exportGame(mine),
      exportGame({ ...mine, ending: { reason: 'resignation', winner: 'white' } }),
    ].join('\n');
    const imported = parseImport(file, { game: 'abacus' });
    if (!imported.ok) throw new Error(imported.error.message);
    await adoptGames(
      app,
      imported.value.map((g) => toSavedGame(g, DEFAULT_SETTINGS, 1)),
    );
    await idle();
    const list = await library(app).list();
    expect(list).toHaveLength(4);
    expect(list.find((r) => r.id === mine.id)?.summary.plies).toBe(1);
    expect(list.map((r) => r.summary.result).sort()).toEqual(['*', '*', '*', '0-1']);
    expect(app.store.getState().id).not.toBe(mine.id);
    expect(app.store.getState().moves).toEqual([]);

    // The whole library exported is the four games again.
    const all = parseImport(exportLibrary(list).text, { game: 'abacus' });
    if (!all.ok) throw new Error(all.error.message);
    expect(all.value.map((g) => texts(g.game).join(' ')).sort()).toEqual(['', 'e5', 'e5', 'e5']);
  });
});
