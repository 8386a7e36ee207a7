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
  // The dialog's code loads when it is first opened (React.lazy), and React reveals it no
  // sooner than 300 ms of real time after the empty fallback drawn meanwhile (its throttle
  // on Suspense reveals), which a loaded machine stretched past findByTestId's one-second
  // limit. Inside act there is no throttle and no limit: act stays open until the dialog's
  // module, imported here after the lazy component asked for it, has loaded, and draws the
  // dialog before it returns. fireEvent, since user-event steps out of act's environment
  // while it runs, and React would warn of a load that settled there.
  await act(async () => {
    fireEvent.click(within(result).getByRole('button', { name: 'New game' }));
    await import('../../src/components/NewGameDialog');
  });
  expect(screen.queryByTestId('result')).toBeNull();
  const dialog = screen.getByTestId('new-game');
  expect(within(dialog).getByLabelText('Game', { exact: true })).toHaveValue('abalone');
  expect(within(dialog).getByLabelText('White')).toHaveValue('medium');
  await user.click(within(dialog).getByRole('button', { name: 'Start game' }));
  // A finished game is lost to nothing, so nothing asks first.
  expect(screen.queryByTestId('confirm')).toBeNull();
  expect(store.getState().moves).toEqual([]);
  expect(store.getState().players).toEqual({ black: 'human', white: 'medium' });
});
