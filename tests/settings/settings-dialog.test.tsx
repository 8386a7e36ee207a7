import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import App from '../../src/App';
import { passedPosition } from '../../src/store/game/premove/premover';
import { createPrefsStore } from '../../src/store/prefs';
import { move } from '../fixtures';
import { appOf, ABACUS, ABALONE, playTokens, renderApp, storeFor } from '../components/render';

afterEach(() => {
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.motion;
});

async function openSettings(user: ReturnType<typeof userEvent.setup>, action = 'settings') {
  await user.click(document.querySelector(`[data-action="${action}"]`) as HTMLElement);
  return screen.findByTestId('settings', {}, { timeout: 5000 });
}

/** A preferences store kept in a map, as localStorage would keep it. */
function prefsInMemory() {
  const storage = new Map<string, string>();
  const prefs = createPrefsStore(
    {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
    ['en'],
  );
  return { storage, prefs };
}

test('the theme is put on <html> and remembered; the system theme leaves it off', async () => {
  const user = userEvent.setup();
  const { storage, prefs } = prefsInMemory();
  const store = storeFor();
  const app = appOf(store);
  render(<App app={app} prefs={prefs} />);
  const dialog = await openSettings(user);
  expect(within(dialog).getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  const theme = within(dialog).getByLabelText('Theme');
  expect(theme).toHaveValue('system');
  expect(document.documentElement).not.toHaveAttribute('data-theme');
  await user.selectOptions(theme, 'dark');
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  expect(JSON.parse(storage.get('hexplay.prefs') ?? '{}')).toMatchObject({ theme: 'dark' });
  await user.selectOptions(theme, 'system');
  expect(document.documentElement).not.toHaveAttribute('data-theme');
});

test('sound is off until chosen, and turning it on in a page without audio does no harm', async () => {
  const user = userEvent.setup();
  renderApp();
  const dialog = await openSettings(user);
  const sound = within(dialog).getByRole('checkbox', { name: 'Sound' });
  expect(sound).not.toBeChecked();
  await user.click(sound);
  expect(sound).toBeChecked();
});

test('animation off is put on <html>, where the move animation reads it', async () => {
  const user = userEvent.setup();
  renderApp();
  const dialog = await openSettings(user);
  await user.click(within(dialog).getByRole('checkbox', { name: 'Animate moves' }));
  expect(document.documentElement).toHaveAttribute('data-motion', 'off');
});

test('the board settings are the game’s, reached from the controls too', async () => {
  const user = userEvent.setup();
  const store = renderApp(storeFor(ABACUS));
  expect(screen.queryByRole('checkbox', { name: 'Coordinates' })).toBeNull();
  const dialog = await openSettings(user, 'board-settings');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Coordinates' }));
  expect(store.getState().settings.coordinates).toBe(false);
  expect(screen.queryByTestId('coordinates')).toBeNull();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Mark stones that can slide' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Show group sizes' }));
  expect(store.getState().settings.board).toEqual({ slideMarks: false, groupSizes: true });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByTestId('settings')).toBeNull();
});

test.each([
  ['Abacus', ABACUS, ['coordinates', 'hints', 'group-sizes'], [true, true, false]],
  ['Abalone', ABALONE, ['coordinates'], [true]],
])(
  '%s: the board settings shown are the shared ones and the game’s own, at their defaults',
  async (_name, spec, shown, checked) => {
    const user = userEvent.setup();
    renderApp(storeFor(spec));
    const dialog = await openSettings(user);
    const board = within(dialog).getByRole('group', { name: 'This board' });
    const boxes = within(board).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((c) => c.getAttribute('data-setting'))).toEqual(shown);
    expect(boxes.map((c) => c.checked)).toEqual(checked);
  },
);

test('the language chosen in the dialog speaks at once, the dialog included', async () => {
  const user = userEvent.setup();
  renderApp();
  const dialog = await openSettings(user);
  await user.selectOptions(within(dialog).getByLabelText('Language'), 'de');
  expect(
    await within(dialog).findByRole('heading', { name: 'Einstellungen' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Einstellungen' })).toHaveAttribute(
    'data-action',
    'settings',
  );
});

test('each move is announced politely, in notation and in words; so are takebacks and results', async () => {
  const store = renderApp(storeFor(ABALONE));
  const announcer = screen.getByTestId('announcer');
  expect(announcer).toHaveAttribute('aria-live', 'polite');
  expect(announcer).toBeEmptyDOMElement();
  act(() => playTokens(store, ['c3c5d4']));
  expect(announcer).toHaveTextContent('Move 1, c3c5d4: Black moves c3 c4 c5 sideways to d4 d5 d6.');
  act(() => store.getState().undo());
  expect(announcer).toHaveTextContent('One move taken back.');
  act(() => store.getState().resign());
  expect(announcer).toHaveTextContent(/^White wins: Black resigned\.$/);
});

test('confirming moves, the movable marks, the board colours and the piece style are chosen here and remembered', async () => {
  const user = userEvent.setup();
  const { storage, prefs } = prefsInMemory();
  render(<App app={appOf(storeFor(ABALONE))} prefs={prefs} />);
  const board = await screen.findByTestId('board');
  expect(board).toHaveAttribute('data-board-theme', 'classic');
  expect(board).toHaveAttribute('data-piece-style', 'standard');
  expect(document.querySelector('[data-movable]')).toBeNull();

  const dialog = await openSettings(user);
  const field = (name: string) => dialog.querySelector(`[data-field="${name}"]`) as HTMLElement;
  expect(field('confirm-moves')).toHaveValue('touch');
  expect(within(dialog).getByLabelText('Confirm each move')).toBe(field('confirm-moves'));
  await user.selectOptions(field('confirm-moves'), 'always');
  expect(within(dialog).getByRole('checkbox', { name: 'Mark every piece that can move' })).toBe(
    field('show-movable'),
  );
  await user.click(field('show-movable'));
  await user.selectOptions(within(dialog).getByLabelText('Board colours'), 'wood');
  await user.selectOptions(within(dialog).getByLabelText('Pieces'), 'contrast');

  expect(board).toHaveAttribute('data-board-theme', 'wood');
  expect(board).toHaveAttribute('data-piece-style', 'contrast');
  expect(document.querySelectorAll('[data-movable]')).toHaveLength(14);
  expect(JSON.parse(storage.get('hexplay.prefs') ?? '{}')).toMatchObject({
    confirmMoves: 'always',
    showMovable: true,
    boardTheme: 'wood',
    pieceStyle: 'contrast',
  });
});

test('premoves are on and the blunder warning off until chosen; each is a described checkbox, remembered', async () => {
  const user = userEvent.setup();
  const { storage, prefs } = prefsInMemory();
  render(<App app={appOf(storeFor(ABALONE))} prefs={prefs} />);
  const dialog = await openSettings(user);
  const premoves = within(dialog).getByRole('checkbox', {
    name: 'Premoves: move while the other side thinks',
  });
  const warning = within(dialog).getByRole('checkbox', {
    name: 'Warn before a move that gives something away',
  });
  expect(premoves).toBe(dialog.querySelector('[data-field="premoves"]'));
  expect(warning).toBe(dialog.querySelector('[data-field="blunder-warning"]'));
  expect(premoves).toBeChecked();
  expect(warning).not.toBeChecked();
  expect(premoves).toHaveAccessibleDescription(/played when your turn comes if it is still legal/);
  expect(warning).toHaveAccessibleDescription(/never online/);
  await user.click(premoves);
  await user.click(warning);
  expect(JSON.parse(storage.get('hexplay.prefs') ?? '{}')).toMatchObject({
    premoves: false,
    blunderWarning: true,
  });
});

test('the computer’s move and the premove played on it are announced together', () => {
  const store = storeFor(ABACUS);
  store.getState().setPlayers({ black: 'human', white: 'easy' });
  renderApp(store);
  act(() => playTokens(store, ['e5']));
  const pos = store.getState().line().position(1);
  const passed = passedPosition(pos);
  act(() => store.getState().makePremove(move(passed, 'c3')));
  act(() => playTokens(store, ['a1']));
  const announcer = screen.getByTestId('announcer');
  expect(announcer).toHaveTextContent(/move 2, a1: .* Move 3, c3: Black places a stone on c3/);
});
