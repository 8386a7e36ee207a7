import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { OnlinePanel } from '../../src/components/online/OnlinePanel';
import { live } from '../../src/online/live';
import { openOnlineGame } from '../../src/online/onlineGame';
import { AppProvider, PrefsProvider } from '../../src/store/context';
import { createGameStore } from '../../src/store/game';
import { appOf, prefsWith } from './render';

afterEach(() => {
  live.setState({ peer: undefined, problem: undefined, session: undefined });
});

/** A game online whose connection is being made, its panel on the screen. */
function panel() {
  const store = createGameStore();
  openOnlineGame(store, { game: 'abacus', n: 3, layout: 'standard' }, 'game-1', {
    me: 'black',
    myName: 'Ana',
    theirName: 'Bo',
  });
  live.setState({ peer: 'connecting', problem: undefined, session: undefined });
  render(
    <PrefsProvider prefs={prefsWith()}>
      <AppProvider app={appOf(store)}>
        <OnlinePanel />
      </AppProvider>
    </PrefsProvider>,
  );
}

test('no route found: the panel says so in words and what to try, and stops saying it connects', () => {
  panel();
  expect(screen.getByTestId('peer-status')).toHaveAttribute('data-state', 'connecting');
  expect(screen.queryByTestId('no-route')).toBeNull();
  act(() => live.setState({ peer: 'lost', problem: 'no-route' }));
  expect(screen.getByTestId('peer-status')).toHaveAttribute('data-state', 'lost');
  const alert = screen.getByRole('alert');
  expect(alert).toHaveAttribute('data-testid', 'no-route');
  expect(alert.textContent).toMatch(/same Wi-Fi/);
  expect(alert.textContent).toMatch(/TURN server/);
  expect(alert.textContent).toMatch(/play by link/);
});

test('a connection that dropped after it was up is no missing route', () => {
  panel();
  act(() => live.setState({ peer: 'reconnecting', problem: 'failed' }));
  expect(screen.getByTestId('peer-status')).toHaveAttribute('data-state', 'reconnecting');
  expect(screen.queryByTestId('no-route')).toBeNull();
});
