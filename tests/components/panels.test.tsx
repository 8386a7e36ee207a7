import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { ErrorBoundary } from '../../src/components/ErrorBoundary';
import { texts } from '../fixtures';
import { ABALONE, cell, playTokens, renderApp, storeFor } from './render';

test('the new-game controls are labelled form controls and start the chosen game', async () => {
  const user = userEvent.setup();
  const store = renderApp();
  expect(screen.getByRole('heading', { level: 1, name: 'Hexplay' })).toBeInTheDocument();
  const game = screen.getByLabelText('Game', { exact: true });
  const size = screen.getByLabelText('Board size');
  const layout = screen.getByLabelText('Layout');
  expect(game).toHaveValue('abacus');
  expect(size).toHaveValue('5');
  expect(
    within(size)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['3', '4', '5', '6', '7', '8']);
  expect(layout).toBeDisabled();

  await user.selectOptions(game, 'abalone');
  expect(
    within(size)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['4', '5', '6', '7']);
  expect(layout).toBeEnabled();
  expect(within(layout).getAllByRole('option')).toHaveLength(6);
  await user.selectOptions(layout, 'belgian');
  await user.click(screen.getByRole('button', { name: 'New game' }));
  expect(store.getState().spec).toEqual({ game: 'abalone', n: 5, layout: 'belgian' });
  expect(document.querySelectorAll('[data-cell]')).toHaveLength(61);

  await user.selectOptions(size, '7');
  expect(layout).toBeDisabled();
  expect(layout).toHaveValue('standard');
  await user.click(screen.getByRole('button', { name: 'New game' }));
  expect(document.querySelectorAll('[data-cell]')).toHaveLength(127);
});

test('New game asks first while a game is in progress', async () => {
  const user = userEvent.setup();
  const store = renderApp();
  await user.click(cell('e5'));
  await user.selectOptions(screen.getByLabelText('Board size'), '3');
  await user.click(screen.getByRole('button', { name: 'New game' }));
  const dialog = screen.getByTestId('confirm');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(texts(store.getState())).toEqual(['e5']);
  await user.click(screen.getByRole('button', { name: 'New game' }));
  await user.click(screen.getByRole('button', { name: 'Start new game' }));
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

test('history: the move list, clicking a move, Undo/Redo buttons and keys', async () => {
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
  expect(screen.getByTestId('viewing')).toHaveTextContent('Viewing move 2 of 3');

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(store.getState().cursor).toBe(1);
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(store.getState().cursor).toBe(2);

  (document.activeElement as HTMLElement | null)?.blur();
  await user.keyboard('{Home}');
  expect(store.getState().cursor).toBe(0);
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await user.keyboard('{End}');
  expect(store.getState().cursor).toBe(3);
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(store.getState().cursor).toBe(1);
  await user.keyboard('{ArrowRight}');
  expect(store.getState().cursor).toBe(2);
  await user.keyboard('{Control>}z{/Control}');
  expect(store.getState().cursor).toBe(1);
  await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
  expect(store.getState().cursor).toBe(2);
  await user.keyboard('{Control>}y{/Control}');
  expect(store.getState().cursor).toBe(3);

  // Arrows in a form control are the control's own.
  screen.getByLabelText('Board size').focus();
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

test('Abalone: resign and agree draw, each after a confirmation', async () => {
  const user = userEvent.setup();
  renderApp(storeFor({ game: 'abalone', n: 5, layout: 'standard' }));
  await user.click(screen.getByRole('button', { name: 'Resign' }));
  await user.click(within(screen.getByTestId('confirm')).getByRole('button', { name: 'Resign' }));
  const dialog = screen.getByTestId('result');
  expect(dialog).toHaveTextContent('White wins');
  expect(dialog).toHaveTextContent('Black resigned.');
  await user.click(within(dialog).getByRole('button', { name: 'View board' }));
  expect(screen.queryByTestId('result')).toBeNull();
  expect(screen.getByRole('button', { name: 'Resign' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'New game' }));
  await user.click(screen.getByRole('button', { name: 'Agree draw' }));
  await user.click(
    within(screen.getByTestId('confirm')).getByRole('button', { name: 'Agree draw' }),
  );
  expect(screen.getByTestId('result')).toHaveTextContent('The players agreed a draw.');
});

test('settings: coordinates toggle', async () => {
  const user = userEvent.setup();
  const store = renderApp();
  expect(screen.queryByTestId('coordinates')).not.toBeNull();
  await user.click(screen.getByRole('checkbox', { name: 'Coordinates' }));
  expect(document.querySelector('text')).toBeNull();
  expect(store.getState().settings.coordinates).toBe(false);
});

test('a notice is shown and can be dismissed', async () => {
  const user = userEvent.setup();
  const store = storeFor();
  store.setState({ notice: 'The saved game could not be loaded.' });
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
