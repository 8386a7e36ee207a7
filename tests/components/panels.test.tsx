import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { ErrorBoundary } from '../../src/components/shell/ErrorBoundary';
import { texts } from '../fixtures';
import { ABALONE, cell, playTokens, renderApp, storeFor } from './render';

test('the New game dialog opens on the game in play, changes nothing until Start, and starts the chosen game', async () => {
  const user = userEvent.setup();
  const store = storeFor({ game: 'abacus', n: 6, layout: 'standard' });
  store.getState().newGame(store.getState().spec, { black: 'human', white: 'hard' });
  renderApp(store);
  expect(screen.getByRole('heading', { level: 1, name: 'Hexplay' })).toBeInTheDocument();
  // No setup control on the page itself: only the dialog sets a game up.
  expect(screen.queryByLabelText('Board size')).toBeNull();
  const options = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);

  await user.click(screen.getByRole('button', { name: 'New game' }));
  let dialog = await screen.findByTestId('new-game');
  const game = within(dialog).getByLabelText('Game', { exact: true });
  const size = within(dialog).getByLabelText('Board size');
  const layout = within(dialog).getByLabelText('Layout');
  expect(game).toHaveValue('abacus');
  expect(size).toHaveValue('6');
  expect(options(size)).toEqual(['3', '4', '5', '6', '7', '8']);
  expect(layout).toBeDisabled();
  expect(within(dialog).getByLabelText('Black')).toHaveValue('human');
  expect(within(dialog).getByLabelText('White')).toHaveValue('hard');

  await user.selectOptions(game, 'abalone');
  expect(options(size)).toEqual(['4', '5', '6', '7']);
  // The size carries over when the other game has it; Abalone's layouts are for n=5.
  expect(size).toHaveValue('6');
  expect(layout).toBeDisabled();
  await user.selectOptions(size, '5');
  expect(layout).toBeEnabled();
  expect(within(layout).getAllByRole('option')).toHaveLength(13);
  await user.selectOptions(layout, 'belgian');
  await user.selectOptions(within(dialog).getByLabelText('White'), 'human');
  expect(store.getState().spec).toEqual({ game: 'abacus', n: 6, layout: 'standard' });
  expect(document.querySelectorAll('[data-cell]')).toHaveLength(91);
  await user.click(within(dialog).getByRole('button', { name: 'Start game' }));
  expect(screen.queryByTestId('new-game')).toBeNull();
  expect(store.getState().spec).toEqual({ game: 'abalone', n: 5, layout: 'belgian' });
  expect(store.getState().players).toEqual({ black: 'human', white: 'human' });
  expect(document.querySelectorAll('[data-cell]')).toHaveLength(61);

  await user.click(screen.getByRole('button', { name: 'New game' }));
  dialog = await screen.findByTestId('new-game');
  expect(within(dialog).getByLabelText('Layout')).toHaveValue('belgian');
  await user.selectOptions(within(dialog).getByLabelText('Board size'), '7');
  expect(within(dialog).getByLabelText('Layout')).toBeDisabled();
  expect(within(dialog).getByLabelText('Layout')).toHaveValue('standard');
  await user.selectOptions(within(dialog).getByLabelText('Black'), 'easy');
  await user.click(within(dialog).getByRole('button', { name: 'Swap colours' }));
  expect(within(dialog).getByLabelText('Black')).toHaveValue('human');
  expect(within(dialog).getByLabelText('White')).toHaveValue('easy');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByTestId('new-game')).toBeNull();
  expect(store.getState().spec).toEqual({ game: 'abalone', n: 5, layout: 'belgian' });

  await user.click(screen.getByRole('button', { name: 'New game' }));
  dialog = await screen.findByTestId('new-game');
  expect(within(dialog).getByLabelText('Board size')).toHaveValue('5');
  await user.selectOptions(within(dialog).getByLabelText('Board size'), '7');
  await user.selectOptions(within(dialog).getByLabelText('White'), 'easy');
  await user.click(within(dialog).getByRole('button', { name: 'Start game' }));
  expect(store.getState().spec).toEqual({ game: 'abalone', n: 7, layout: 'standard' });
  expect(store.getState().players).toEqual({ black: 'human', white: 'easy' });
  expect(document.querySelectorAll('[data-cell]')).toHaveLength(127);
});

test('New game asks first while a game is in progress', async () => {
  const user = userEvent.setup();
  const store = renderApp();
  await user.click(cell('e5'));
  await user.click(screen.getByRole('button', { name: 'New game' }));
  const setup = await screen.findByTestId('new-game');
  await user.selectOptions(within(setup).getByLabelText('Board size'), '3');
  await user.click(within(setup).getByRole('button', { name: 'Start game' }));
  const dialog = screen.getByTestId('confirm');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(texts(store.getState())).toEqual(['e5']);
  // Cancelling returns to the form as it was left.
  expect(within(setup).getByLabelText('Board size')).toHaveValue('3');
  await user.click(within(setup).getByRole('button', { name: 'Start game' }));
  await user.click(screen.getByRole('button', { name: 'Start new game' }));
  expect(screen.queryByTestId('new-game')).toBeNull();
  expect(store.getState().spec.n).toBe(3);
  expect(texts(store.getState())).toEqual([]);
});

test('status: whose turn, Abacus counts, Abalone pushed-off counts', async () => {
  const user = userEvent.setup();
  const store = renderApp();
  expect(screen.getByTestId('turn')).toHaveTextContent('Black to move');
  await user.click(cell('e5'));
  expect(screen.getByTestId('turn')).toHaveTextContent('White to move');
  expect(screen.getByTestId('count-black')).toHaveTextContent('1');
  expect(screen.getByTestId('count-white')).toHaveTextContent('0');
  expect(screen.getByTestId('count-empty')).toHaveTextContent('60');

  act(() => {
    store.getState().newGame(ABALONE);
    playTokens(store, ['a4b4', 'i9h9', 'b4c4', 'g9h9', 'c4d4', 'i9h9', 'd4e4', 'g9h9', 'e4f4']);
  });
  expect(screen.getByTestId('off-by-black')).toHaveTextContent('1 / 6');
  expect(screen.getByTestId('off-by-white')).toHaveTextContent('0 / 6');
  expect(screen.getByTestId('turn')).toHaveTextContent('White');
});

test('history: the move list and keys only view; Undo/Redo take back and replay', async () => {
  const user = userEvent.setup();
  const store = renderApp();
  for (const c of ['e5', 'a1', 'b2']) await user.click(cell(c));
  const list = screen.getByTestId('move-list');
  expect(
    within(list)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['e5', 'a1', 'b2']);
  await user.click(within(list).getByRole('button', { name: 'Move 1, White: a1' }));
  expect(store.getState().cursor).toBe(2);
  expect(cell('b2')).not.toHaveAttribute('data-stone');
  expect(screen.getByTestId('viewing')).toHaveTextContent('Viewing move 1, White (ply 2 of 3)');

  // Undo takes back the game's last move, wherever the list is, and shows the game's end.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(texts(store.getState())).toEqual(['e5', 'a1']);
  expect(store.getState().cursor).toBe(2);
  expect(screen.queryByTestId('viewing')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(texts(store.getState())).toEqual(['e5', 'a1', 'b2']);
  expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();

  (document.activeElement as HTMLElement | null)?.blur();
  await user.keyboard('{Home}');
  expect(store.getState().cursor).toBe(0);
  await user.keyboard('{End}');
  expect(store.getState().cursor).toBe(3);
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(store.getState().cursor).toBe(1);
  await user.keyboard('{ArrowRight}');
  expect(store.getState().cursor).toBe(2);
  expect(texts(store.getState())).toEqual(['e5', 'a1', 'b2']);
  await user.keyboard('{Control>}z{/Control}');
  expect(texts(store.getState())).toEqual(['e5', 'a1']);
  await user.keyboard('{Control>}z{/Control}');
  expect(texts(store.getState())).toEqual(['e5']);
  await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
  expect(texts(store.getState())).toEqual(['e5', 'a1']);
  await user.keyboard('{Control>}y{/Control}');
  expect(texts(store.getState())).toEqual(['e5', 'a1', 'b2']);
  expect(store.getState().cursor).toBe(3);

  // Arrows in a form control are the control's own.
  screen.getByLabelText('White').focus();
  await user.keyboard('{ArrowLeft}');
  expect(store.getState().cursor).toBe(3);
});

test('the result dialog names the winner and why, and offers a rematch', async () => {
  const user = userEvent.setup();
  const store = renderApp(storeFor({ game: 'abacus', n: 3, layout: 'standard' }));
  const labels = [...document.querySelectorAll('[data-cell]')].map((e) =>
    e.getAttribute('data-cell'),
  );
  for (const label of labels) await user.click(cell(label!));
  const dialog = screen.getByTestId('result');
  expect(within(dialog).getByTestId('result-title')).toHaveTextContent('White wins');
  expect(dialog).toHaveTextContent('Black has 10 stones, White 9');
  expect(screen.getByTestId('turn')).toHaveTextContent('White wins');
  await user.click(within(dialog).getByRole('button', { name: 'Rematch' }));
  expect(screen.queryByTestId('result')).toBeNull();
  expect(texts(store.getState())).toEqual([]);
  expect(store.getState().spec.n).toBe(3);
});

test('Abalone: resign after a confirmation; a hot-seat draw offer the opponent accepts', async () => {
  const user = userEvent.setup();
  const store = renderApp(storeFor({ game: 'abalone', n: 5, layout: 'standard' }));
  await user.click(screen.getByRole('button', { name: 'Resign' }));
  await user.click(within(screen.getByTestId('confirm')).getByRole('button', { name: 'Resign' }));
  const dialog = screen.getByTestId('result');
  expect(dialog).toHaveTextContent('White wins');
  expect(dialog).toHaveTextContent('Black resigned.');
  await user.click(within(dialog).getByRole('button', { name: 'View board' }));
  expect(screen.queryByTestId('result')).toBeNull();
  expect(screen.getByRole('button', { name: 'Resign' })).toBeDisabled();

  act(() => store.getState().rematch());
  await user.click(screen.getByRole('button', { name: 'Offer draw' }));
  const offer = screen.getByRole('group', { name: 'Draw offer' });
  expect(offer).toHaveTextContent('Black offers a draw. White, do you accept?');
  expect(screen.queryByTestId('result')).toBeNull();
  await user.click(within(offer).getByRole('button', { name: 'Accept' }));
  expect(screen.getByTestId('result')).toHaveTextContent('The players agreed a draw.');
});

test('settings: coordinates toggle', async () => {
  const user = userEvent.setup();
  const store = renderApp();
  expect(screen.queryByTestId('coordinates')).not.toBeNull();
  // The board's settings are in the Settings dialog.
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  const dialog = await screen.findByTestId('settings', {}, { timeout: 5000 });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Coordinates' }));
  expect(document.querySelector('text')).toBeNull();
  expect(store.getState().settings.coordinates).toBe(false);
});

test('a notice is shown and can be dismissed', async () => {
  const user = userEvent.setup();
  const store = storeFor();
  store.setState({ notice: { kind: 'problem', text: 'The saved game could not be loaded.' } });
  renderApp(store);
  expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('the error boundary shows a way back instead of a blank page', async () => {
  const user = userEvent.setup();
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  function Bomb() {
    const [boom] = useState(() => store.getState().moves.length === 0);
    if (boom) throw new Error('kaboom');
    return <p>recovered</p>;
  }
  const store = storeFor();
  const onRecover = vi.fn(() => playTokens(store, ['e5']));
  render(
    <ErrorBoundary onRecover={onRecover}>
      <Bomb />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('kaboom');
  await user.click(screen.getByRole('button', { name: 'Start a fresh game' }));
  expect(onRecover).toHaveBeenCalled();
  expect(screen.getByText('recovered')).toBeInTheDocument();
  spy.mockRestore();
});
