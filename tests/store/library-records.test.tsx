import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openDB } from 'idb';
import { beforeEach, describe, expect, test } from 'vitest';
import { type Library, openLibrary } from '../../src/store/library/library';
import { renderApp, storeFor } from '../components/render';

beforeEach(() => {
  // A new, empty browser profile for every test.
  globalThis.indexedDB = new IDBFactory();
});

/** A record as the app writes it; each case breaks one field. */
const GOOD = {
  id: 'good',
  revision: 1,
  created: Date.UTC(2026, 10, 30),
  updated: Date.UTC(2026, 10, 30),
  summary: {
    title: 'Abacus',
    n: 5,
    layout: 'standard',
    plies: 0,
    result: '*',
    black: 'Human',
    white: 'Human',
    game: 'abacus',
    players: { black: 'human', white: 'human' },
  },
  data: { version: 4, spec: { game: 'abacus', n: 5, layout: 'standard' }, moves: [], cursor: 0 },
};

/** Opens the library, then writes `records` behind its back, as another program could. */
async function libraryWith(records: readonly unknown[]): Promise<Library> {
  const opened = await openLibrary();
  if (!opened.ok) throw new Error(opened.error.message);
  const raw = await openDB('hexplay');
  // Tampered with where the app keeps it: the game, and its entry for the list.
  for (const record of records) {
    await raw.put('games', record);
    const { data, ...entry } = record as Record<string, unknown>;
    await raw.put('entries', entry);
  }
  raw.close();
  return opened.value;
}

const broken: [string, unknown, string][] = [
  ['a summary of null', { ...GOOD, id: 'b', summary: null }, 'summary is not an object'],
  ['an update time of "x"', { ...GOOD, id: 'b', updated: 'x' }, 'last change is not a time'],
  ['a creation time past Date', { ...GOOD, id: 'b', created: 1e20 }, 'creation time'],
  ['a revision of -1', { ...GOOD, id: 'b', revision: -1 }, 'revision is not a whole number'],
  ['a title of 7', { ...GOOD, id: 'b', summary: { ...GOOD.summary, title: 7 } }, 'title'],
  ['plies of 1.5', { ...GOOD, id: 'b', summary: { ...GOOD.summary, plies: 1.5 } }, 'plies'],
  ['a game of 7', { ...GOOD, id: 'b', summary: { ...GOOD.summary, game: 7 } }, 'game'],
  ['players of null', { ...GOOD, id: 'b', summary: { ...GOOD.summary, players: null } }, 'players'],
];

describe('a library record with a field that does not read', () => {
  test.each(broken)(
    '(%s) is quarantined with its error, and the rest still list',
    async (_, record, error) => {
      const library = await libraryWith([GOOD, record]);
      expect((await library.list()).map((r) => r.id)).toEqual(['good']);
      const kept = await library.quarantined();
      expect(kept).toHaveLength(1);
      expect(kept[0].error).toContain(error);
      expect(kept[0].data).toEqual(record);
      // Moved, not copied: a second reading finds nothing more to set aside.
      expect(await library.get('b')).toBeUndefined();
      await library.list();
      expect(await library.quarantined()).toHaveLength(1);
    },
  );

  test('read by its id, is quarantined too', async () => {
    const library = await libraryWith([{ ...GOOD, summary: null }]);
    expect(await library.get('good')).toBeUndefined();
    expect(await library.quarantined()).toHaveLength(1);
  });

  test('with codes this version does not know, is listed in the words it was stored with', async () => {
    const user = userEvent.setup();
    const summary = {
      ...GOOD.summary,
      title: 'Chess as stored',
      black: 'Zeus',
      game: 'chess',
      players: { black: 'god', white: 'human' },
    };
    const library = await libraryWith([{ ...GOOD, summary }]);
    renderApp(storeFor(), library);
    await user.click(screen.getByRole('button', { name: 'Games' }));
    const [item] = await within(await screen.findByTestId('games')).findAllByRole('listitem');
    expect(item).toHaveTextContent('Chess as stored');
    expect(item).toHaveTextContent('Zeus v Human');
  });

  test('leaves the Games panel open, listing the good game and the quarantined one', async () => {
    const user = userEvent.setup();
    const library = await libraryWith([GOOD, { ...GOOD, id: 'b', summary: null }]);
    renderApp(storeFor(), library);
    await user.click(screen.getByRole('button', { name: 'Games' }));
    const games = await screen.findByTestId('games');
    const listed = await within(games).findAllByRole('listitem');
    expect(listed.some((item) => item.getAttribute('data-game-id') === 'good')).toBe(true);
    expect(await within(games).findByText(/summary is not an object/)).toBeInTheDocument();
  });
});
