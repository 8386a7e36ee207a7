/**
 * A library of 10,000 games: the Games panel draws only the rows in view, finds games by
 * their words, and reads a game's data only when one is exported.
 */
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { LibraryRecord } from '../../src/store/library/library';
import { recordOf } from '../../src/store/library/sync';
import { fireEvent, screen, within } from '@testing-library/react';
import { libraryOf } from '../store/library-stub';
import { ABACUS, renderApp, storeFor } from './render';

const COUNT = 10_000;

/** Game i, updated at time i, Black named after it: the latest first, as a library lists them. */
function library() {
  const base = recordOf(storeFor(ABACUS, ['e5']).getState(), 1, 0, 0);
  const records = Array.from({ length: COUNT }, (_, i) => ({
    ...base,
    id: `game-${i}`,
    updated: i,
    summary: { ...base.summary, black: `Player ${i}`, players: undefined },
  })).reverse();
  const get = vi.fn(async (id: string): Promise<LibraryRecord | undefined> =>
    records.find((r) => r.id === id),
  );
  return { records, get };
}

test('10,000 games: a window of rows is drawn, a search finds one, a scroll shows others', async () => {
  const user = userEvent.setup();
  const { records, get } = library();
  renderApp(storeFor(), libraryOf(records, [], { get }));
  await user.click(screen.getByRole('button', { name: 'Games' }));
  const games = await screen.findByTestId('games');
  const rows = await within(games).findAllByRole('listitem');
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThan(50);
  expect(rows[0]).toHaveAttribute('data-game-id', 'game-9999');
  expect(rows[0]).toHaveAttribute('aria-setsize', String(COUNT));
  expect(get).not.toHaveBeenCalled();

  fireEvent.scroll(within(games).getByTestId('games-scroll'), { target: { scrollTop: 500_000 } });
  const scrolled = within(games)
    .getAllByRole('listitem')
    .map((row) => Number(row.getAttribute('aria-posinset')));
  expect(scrolled).toContain(5001);
  expect(scrolled).not.toContain(1);

  const search = within(games).getByRole('searchbox', { name: 'Search by game, player or result' });
  await user.type(search, 'player 1234');
  expect(within(games).getByTestId('games-found')).toHaveTextContent('1 of 10,000 games');
  const [found] = within(games).getAllByRole('listitem');
  expect(found).toHaveAttribute('data-game-id', 'game-1234');
  await user.click(within(found).getByRole('button', { name: /^Export/ }));
  expect(get).toHaveBeenCalledWith('game-1234');
});
