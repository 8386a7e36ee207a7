import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { ABALONE, renderApp, storeFor } from './render';

test("the result's New game opens the setup on the finished game, and Start begins it", async () => {
  const user = userEvent.setup();
  const store = storeFor(ABALONE, ['a4b4']);
  store.getState().setPlayers({ black: 'human', white: 'medium' });
  renderApp(store);
  act(() => store.getState().resign());
  const result = screen.getByTestId('result');
  // The dialog's code loads when it is first opened, and the dialog is drawn once it has.
  fireEvent.click(within(result).getByRole('button', { name: 'New game' }));
  const dialog = await screen.findByTestId('new-game');
  expect(screen.queryByTestId('result')).toBeNull();
  expect(within(dialog).getByLabelText('Game', { exact: true })).toHaveValue('abalone');
  expect(within(dialog).getByLabelText('White')).toHaveValue('medium');
  await user.click(within(dialog).getByRole('button', { name: 'Start game' }));
  // A finished game is lost to nothing, so nothing asks first.
  expect(screen.queryByTestId('confirm')).toBeNull();
  expect(store.getState().moves).toEqual([]);
  expect(store.getState().players).toEqual({ black: 'human', white: 'medium' });
});
