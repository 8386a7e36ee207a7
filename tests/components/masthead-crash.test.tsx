/**
 * A crash outside the game screen, in the masthead: the page shows the crash screen, not a
 * blank, and its way out puts the preferences back to their defaults.
 */
import { expect, test, vi } from 'vitest';
import App from '../../src/App';
import { usePrefs } from '../../src/store/context';
import { createPrefsStore } from '../../src/store/prefs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { appOf, storeFor } from './render';

// A build whose language picker cannot draw with sound on.
vi.mock('../../src/components/settings/LanguagePicker', () => ({
  LanguagePicker: () => {
    if (usePrefs((p) => p.sound)) throw new Error('the sound switch broke the picker');
    return <p data-testid="picker">picker</p>;
  },
}));

test('the masthead crashes: the crash screen, then defaults that draw again', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const prefs = createPrefsStore(undefined, ['en']);
  render(<App app={appOf(storeFor())} prefs={prefs} />);
  expect(screen.getByTestId('picker')).toBeInTheDocument();
  act(() => prefs.getState().set('sound', true));
  expect(screen.getByTestId('crash')).toHaveTextContent('the sound switch broke the picker');
  fireEvent.click(screen.getByRole('button', { name: 'Start a fresh game' }));
  expect(screen.queryByTestId('crash')).toBeNull();
  expect(screen.getByTestId('picker')).toBeInTheDocument();
  expect(prefs.getState().sound).toBe(false);
});
