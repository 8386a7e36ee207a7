import { act, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import App from '../../src/App';
import type { AppStore } from '../../src/store/app/bootApp';

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
