/**
 * The statistics of a seeded library: the counts shown, each figure listing its games in
 * the Games panel, the choice of game and period, the charts, and back again.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { complete } from '../../src/puzzles/progressParts';
import { packing } from '../../src/puzzles/packedProgress';
import { NO_PROGRESS } from '../../src/puzzles/progress';
import type { LibraryRecord } from '../../src/store/library/library';
import { libraryOf } from '../store/library-stub';
import { NOW, seededLibrary } from '../stats/entries';
import { renderApp } from './render';

const RATINGS = [1500, 1530, 1490, 1560].map((rating, i) => ({
  game: 'abalone' as const,
  time: NOW - (4 - i) * 86_400_000,
  rating,
}));

beforeEach(() => {
  // Only the date is fixed: the periods count back from it; timers run as they do.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function renderStats() {
  const records: LibraryRecord[] = seededLibrary().map((e) => ({ ...e, data: {} }));
  const progress = complete(packing({ ...NO_PROGRESS, history: RATINGS }, 1));
  renderApp(undefined, libraryOf(records, [], { puzzleProgress: async () => progress }));
}

async function openStats(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Games' }));
  // The first test of a run loads the dialogs' chunks, which takes a loaded machine a while.
  const games = await screen.findByTestId('games', {}, { timeout: 10_000 });
  await user.click(await within(games).findByRole('button', { name: 'Statistics' }));
  const stats = await screen.findByTestId('stats', {}, { timeout: 10_000 });
  await within(stats).findByTestId('stats-games');
  return stats;
}

const count = (root: HTMLElement, testId: string): string | null =>
  within(root).getByTestId(testId).getAttribute('data-count');

test('the counts of a seeded library', async () => {
  const user = userEvent.setup();
  renderStats();
  const stats = await openStats(user);
  expect(within(stats).getByRole('heading', { name: 'Statistics' })).toBeVisible();
  expect(count(stats, 'stats-games')).toBe('12');
  expect(within(stats).getByTestId('stats-games')).toHaveTextContent('12 games');
  expect(count(stats, 'stats-kind-computer')).toBe('5');
  expect(count(stats, 'stats-kind-imported')).toBe('1');
  expect(count(stats, 'stats-seat-all-won')).toBe('4');
  expect(count(stats, 'stats-seat-black-won')).toBe('3');
  expect(count(stats, 'stats-seat-white-drawn')).toBe('1');
  expect(within(stats).getByTestId('stats-seat-all-score')).toHaveTextContent('75%');
  const hard = within(within(stats).getByTestId('stats-opponent')).getByRole('row', {
    name: /Computer · Hard/,
  });
  expect(hard).toHaveAttribute('data-row', 'level:hard');
  expect(within(hard).getByRole('button', { name: '2 · Computer · Hard, Won' })).toBeVisible();
  expect(within(stats).getByRole('row', { name: /^Ada/ })).toHaveAttribute(
    'data-row',
    'person:Ada',
  );
  expect(count(stats, 'stats-local-won')).toBe('1');
  expect(count(stats, 'stats-board-abalone-5-belgian')).toBe('1');
  expect(within(stats).getByTestId('stats-time-chart')).toHaveAttribute('data-unit', 'month');
  expect(within(stats).getByTestId('stats-accuracy')).toHaveAttribute('data-points', '2');
  expect(within(stats).getByTestId('stats-accuracy')).toHaveAccessibleName(
    '2 reviewed games, 81% on average',
  );
  expect(within(stats).getByTestId('stats-ratings')).toHaveAttribute('data-points', '4');
  expect(within(stats).getByTestId('stats-rating-abalone')).toHaveTextContent(
    'Abalone: from 1,500 to 1,560',
  );
});

test('a figure lists its games in the Games panel; Show every game lists them all', async () => {
  const user = userEvent.setup();
  renderStats();
  const stats = await openStats(user);
  await user.click(within(stats).getByTestId('stats-seat-black-won'));
  const games = await screen.findByTestId('games');
  expect(screen.queryByTestId('stats')).toBeNull();
  expect(within(games).getByTestId('games-filter')).toHaveTextContent(
    'Showing won · As Black (3 games)',
  );
  expect(count(games, 'games-filter-count')).toBe('3');
  await user.click(within(games).getByRole('button', { name: 'Show every game' }));
  expect(within(games).queryByTestId('games-filter')).toBeNull();
  expect(within(games).getAllByRole('listitem')).toHaveLength(12);
});

test('the game and period chosen narrow every figure, and are kept on the way back', async () => {
  const user = userEvent.setup();
  renderStats();
  let stats = await openStats(user);
  await user.selectOptions(within(stats).getByRole('combobox', { name: 'Period' }), 'week');
  await vi.waitFor(() => expect(count(stats, 'stats-games')).toBe('6'));
  expect(within(stats).getByTestId('stats-time-chart')).toHaveAttribute('data-unit', 'day');
  await user.selectOptions(within(stats).getByRole('combobox', { name: 'Game' }), 'abacus');
  await vi.waitFor(() => expect(count(stats, 'stats-games')).toBe('2'));
  expect(within(stats).getByTestId('stats-none-yours')).toBeVisible();
  // No Abacus puzzle was rated.
  expect(within(stats).queryByTestId('stats-ratings')).toBeNull();

  await user.click(within(stats).getByTestId('stats-local-won'));
  const games = await screen.findByTestId('games');
  expect(within(games).getByTestId('games-filter')).toHaveTextContent(
    /^Showing Abacus · two at one screen · won by Black · from /,
  );
  expect(count(games, 'games-filter-count')).toBe('1');
  await user.click(within(games).getByRole('button', { name: 'Statistics' }));
  stats = await screen.findByTestId('stats');
  expect(within(stats).getByRole('combobox', { name: 'Period' })).toHaveValue('week');
  expect(within(stats).getByRole('combobox', { name: 'Game' })).toHaveValue('abacus');
});

test('a bar of the chart is a button: Enter lists the games of its month', async () => {
  const user = userEvent.setup();
  renderStats();
  const stats = await openStats(user);
  const bars = within(stats)
    .getAllByRole('button')
    .filter((b) => b.getAttribute('data-action') === 'stats-step');
  const december = bars.at(-1)!;
  expect(december).toHaveAccessibleName('Dec 26: 2 Won, 1 Lost, 1 Going on, 1 Other games');
  december.focus();
  await user.keyboard('{Enter}');
  const games = await screen.findByTestId('games');
  expect(count(games, 'games-filter-count')).toBe('5');
});

test('each game, each score and each accuracy dot lists its games', async () => {
  const user = userEvent.setup();
  renderStats();
  let stats = await openStats(user);
  expect(count(stats, 'stats-game-abalone')).toBe('9');
  await user.click(within(stats).getByRole('button', { name: '3 · Abacus' }));
  let games = await screen.findByTestId('games');
  expect(within(games).getByTestId('games-filter')).toHaveTextContent(/^Showing Abacus /);
  expect(count(games, 'games-filter-count')).toBe('3');

  await user.click(within(games).getByRole('button', { name: 'Statistics' }));
  stats = await screen.findByTestId('stats');
  await within(stats).findByTestId('stats-games');
  await user.click(within(stats).getByRole('button', { name: '75% · As Black, score' }));
  games = await screen.findByTestId('games');
  // Every game of the row: won, drawn, lost and going on.
  expect(count(games, 'games-filter-count')).toBe('5');

  await user.click(within(games).getByRole('button', { name: 'Statistics' }));
  stats = await screen.findByTestId('stats');
  const chart = await within(stats).findByTestId('stats-accuracy');
  const dots = within(chart).getAllByRole('button');
  expect(dots).toHaveLength(2);
  // One stop in the tab order, the latest game's; the arrows move it.
  expect(dots.map((d) => d.tabIndex)).toEqual([-1, 0]);
  expect(dots[0]).toHaveAccessibleName(/^Dec \d+, 2026: 70%$/);
  dots[1].focus();
  await user.keyboard('{ArrowLeft}');
  expect(dots[0]).toHaveFocus();
  expect(dots.map((d) => d.tabIndex)).toEqual([0, -1]);
  await user.keyboard('{Enter}');
  games = await screen.findByTestId('games');
  expect(count(games, 'games-filter-count')).toBe('1');
  expect(within(games).getByTestId('games-filter')).toHaveTextContent(/reviewed/);
});

test("one reviewed game is one game, in the chart's name too", async () => {
  const user = userEvent.setup();
  const [first] = seededLibrary();
  renderApp(undefined, libraryOf([{ ...first, data: {} }]));
  const stats = await openStats(user);
  expect(within(stats).getByTestId('stats-accuracy')).toHaveAccessibleName(
    '1 reviewed game, 92% on average',
  );
  expect(within(stats).getByTestId('stats-reviewed')).toHaveTextContent('1 reviewed game');
});

test('an empty library says so, and has no Statistics to open', async () => {
  const user = userEvent.setup();
  renderApp(undefined, libraryOf([]));
  await user.click(screen.getByRole('button', { name: 'Games' }));
  const games = await screen.findByTestId('games');
  await within(games).findByText(/no games/i);
  expect(within(games).queryByRole('button', { name: 'Statistics' })).toBeNull();
});
