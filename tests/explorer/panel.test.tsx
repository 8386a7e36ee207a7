import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Explorer } from '../../src/components/analysis/Explorer';
import { ConfirmProvider } from '../../src/components/shell/ConfirmContext';
import { legalMoves, makeMoveText, play, positionKey } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { AppProvider, PrefsProvider } from '../../src/store/context';
import { selectPosition } from '../../src/store/game/selectors';
import type { GameSpec } from '../../src/store/game/savedGame';
import { appOf, prefsWith, storeFor } from '../components/render';

const BELGIAN: GameSpec = { game: 'abalone', n: 5, layout: 'belgian' };

function renderExplorer(spec: GameSpec, tokens: readonly string[] = []) {
  const store = storeFor(spec, tokens);
  render(
    <PrefsProvider prefs={prefsWith()}>
      <AppProvider app={appOf(store)}>
        <ConfirmProvider>
          <Explorer />
        </ConfirmProvider>
      </AppProvider>
    </PrefsProvider>,
  );
  return store;
}

const rows = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('[data-move]')];
const gamesIn = (list: HTMLElement[]): number =>
  list.reduce((n, row) => n + Number(row.dataset.games), 0);

test('at the Belgian Daisy start it counts every corpus game, and a move chosen is played', async () => {
  const user = userEvent.setup();
  const store = renderExplorer(BELGIAN);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 10_000 });
  const panel = screen.getByTestId('explorer');
  expect(within(panel).getByText('MiGs tournament games')).toBeInTheDocument();
  expect(gamesIn(rows())).toBe(2589);
  expect(
    screen.getByRole('heading', { name: 'Games that reached this position: 2,589' }),
  ).toBeInTheDocument();
  const top = rows()[0];
  expect(top).toHaveAttribute('data-move', 'a1b2');
  expect(top).toHaveAccessibleName(
    /^Play a1b2: 2,228 games, Black won \d+%, \d+% drawn, White won \d+%, \d+ plies on average$/,
  );
  const single = rows().find((row) => row.dataset.games === '1')!;
  expect(single).toHaveAccessibleName(new RegExp(`^Play ${single.dataset.move}: 1 game, `));
  // By keyboard: the row is a button, which Enter presses.
  top.focus();
  await user.keyboard('{Enter}');
  // At the end of the game, the move is the game's next move.
  expect(store.getState().cursor).toBe(1);
  expect(store.getState().moves.map((m) => m.text)).toEqual(['a1b2']);
  expect(store.getState().variations).toHaveLength(0);
  await waitFor(() => expect(gamesIn(rows())).toBe(2228));
});

test('the columns are named', async () => {
  renderExplorer(BELGIAN);
  const head = await screen.findByTestId('explorer-head', {}, { timeout: 10_000 });
  const named = [...head.querySelectorAll<HTMLElement>('[data-column]')].map((c) => [
    c.dataset.column,
    c.textContent,
  ]);
  expect(named).toEqual([
    ['move', 'Move'],
    ['games', 'Games'],
    ['results', 'Black wins / draws / White wins'],
    ['plies', 'Avg. plies'],
  ]);
  // Under them, the move, its games, three shares and the length.
  const cells = [...rows()[0].children].map((c) => c.textContent);
  expect(cells).toHaveLength(6);
  expect(cells.slice(2, 5).every((c) => /^\d+%$/.test(c ?? ''))).toBe(true);
});

test.each([
  ['at the end of the game, into the game', 2, ['a1b2', 'i5h5', 'b2c3'], 0],
  ['at an earlier move, into a side line', 1, ['a1b2', 'i5h5'], 1],
])('a move chosen %s', async (_, cursor, moves, sideLines) => {
  const user = userEvent.setup();
  const store = renderExplorer(BELGIAN, ['a1b2', 'i5h5']);
  act(() => store.getState().goTo(cursor));
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 10_000 });
  const row = rows().find((r) => r.dataset.move === (cursor === 2 ? 'b2c3' : 'a5b5'))!;
  await user.click(row);
  expect(store.getState().moves.map((m) => m.text)).toEqual(moves);
  expect(store.getState().variations).toHaveLength(sideLines);
  expect(store.getState().cursor).toBe(cursor + 1);
});

test('a move one game played leads to that game, where no moves are listed', async () => {
  const user = userEvent.setup();
  renderExplorer(BELGIAN);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 10_000 });
  const single = rows().find((row) => row.dataset.games === '1')!;
  await user.click(single);
  expect(await screen.findByTestId('explorer-no-moves')).toBeInTheDocument();
  expect(rows()).toHaveLength(0);
  const list = screen.getByRole('list', { name: 'Games that reached this position: 1' });
  expect(within(list).getAllByRole('button')).toHaveLength(1);
});

test('ten games at a time, and a game opens as a new game at the position', async () => {
  const user = userEvent.setup();
  const store = renderExplorer(BELGIAN, ['a1b2', 'i5h5']);
  const before = store.getState().id;
  const at = positionKey(selectPosition(store.getState()));
  const list = await screen.findByRole(
    'list',
    { name: /^Games that reached this position/ },
    { timeout: 10_000 },
  );
  expect(within(list).getAllByRole('button')).toHaveLength(10);
  await user.click(screen.getByRole('button', { name: 'Show more games' }));
  expect(within(list).getAllByRole('button')).toHaveLength(20);
  // Newest first.
  const dates = within(list)
    .getAllByRole('button')
    .map((b) => /\d{4}\.\d\d\.\d\d/.exec(b.getAttribute('aria-label') ?? '')![0]);
  expect(dates).toEqual([...dates].sort().reverse());
  const game = within(list).getAllByRole('button')[0];
  expect(game).toHaveAccessibleName(
    /^Open .+ against .+, \d{4}\.\d\d\.\d\d, (1-0|0-1|1\/2-1\/2|\*), in the analysis board$/,
  );
  await act(async () => {
    game.click();
  });
  await waitFor(() => expect(store.getState().id).not.toBe(before), { timeout: 10_000 });
  const s = store.getState();
  expect(s.moves.length).toBeGreaterThan(2);
  expect(s.cursor).toBe(2);
  expect(positionKey(selectPosition(s))).toBe(at);
  expect(s.tags?.find(([k]) => k === 'Event')?.[1]).toMatch(/^MIGS \d+$/);
});

test("Abacus on a small board: the computer's self-play", async () => {
  renderExplorer({ game: 'abacus', n: 4, layout: 'standard' });
  await screen.findByText('Computer self-play', {}, { timeout: 10_000 });
  expect(gamesIn(rows())).toBeGreaterThan(100);
  // Self-play lists no games to open, only how many reached the position.
  expect(screen.queryByRole('list', { name: /^Games that reached/ })).toBeNull();
  expect(screen.getByTestId('explorer-reached')).toHaveTextContent(
    /^Games that reached this position: \d/,
  );
});

test('a position no game reached says so', async () => {
  // The last legal move in the engine's order, six times: a line no one played.
  const tokens: string[] = [];
  let pos = initialPosition('abalone', 5, 'belgian');
  for (let ply = 0; ply < 6; ply++) {
    const legal = legalMoves(pos);
    const move = legal[legal.length - 1];
    tokens.push(makeMoveText(pos, move));
    pos = play(pos, move);
  }
  renderExplorer(BELGIAN, tokens);
  expect(
    await screen.findByText(
      'No game of the explorer reached this position.',
      {},
      { timeout: 10_000 },
    ),
  ).toBeInTheDocument();
  expect(rows()).toHaveLength(0);
});

test.each(['alien_attack', 'the_wall', 'checkerboard'])(
  'the %s layout, which has no book yet, shows no moves and says so',
  async (layout) => {
    renderExplorer({ game: 'abalone', n: 5, layout });
    expect(
      await screen.findByText(
        'No game of the explorer reached this position.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
  },
);
