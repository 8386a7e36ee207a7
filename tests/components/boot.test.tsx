import { act, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import App from '../../src/App';
import type { AppStore } from '../../src/store/app/bootApp';
import { upgradeWatch } from '../../src/store/library/upgradeProgress';
import userEvent from '@testing-library/user-event';
import { renderApp, storeFor } from './render';

test('the page frame shows at once while the game opens', () => {
  // The e2e tests open every game through this path in the browser, to the board.
  render(<App app={new Promise<AppStore>(() => {})} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Hexplay' })).toBeInTheDocument();
  expect(screen.getByTestId('loading')).toHaveTextContent('Opening your game');
});

test('a start-up that fails shows why and a Reload, never a blank page', async () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  const failing = Promise.reject(new Error('the library exploded'));
  await act(async () => {
    render(<App app={failing} />);
    await failing.catch(() => undefined);
  });
  const alert = screen.getByTestId('crash');
  expect(alert).toHaveTextContent('the library exploded');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  spy.mockRestore();
});

test('a library being upgraded says how far it has come instead of “Opening”', () => {
  // The update as it goes is seen in e2e/faults.spec.ts: jsdom's act holds back a
  // fallback's passive effects, where it would subscribe.
  const upgrade = upgradeWatch();
  upgrade.set({ done: 4_000, total: 12_000 });
  render(<App app={new Promise<AppStore>(() => {})} upgrade={upgrade} />);
  expect(screen.getByTestId('loading')).toHaveTextContent(
    'Updating your library for this version: 4,000 of 12,000 games',
  );
  expect(screen.getByRole('progressbar', { name: 'Library update' })).toHaveAttribute(
    'value',
    '4000',
  );
});

test.each([
  ['timeout', 'Your library could not be opened at this start'],
  ['blocked', 'Your library could not be opened at this start'],
  ['unavailable', 'This browser keeps no games for the site'],
] as const)('Games, after the library was “%s” at start, says: %s', async (code, says) => {
  const store = storeFor();
  store.setState({ storageProblem: { code, message: '' } });
  renderApp(store);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Games' }));
  expect(await screen.findByTestId('library-unopened')).toHaveTextContent(says);
});
