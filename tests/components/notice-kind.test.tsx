import { act, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { INFO_NOTICE_MS, Notice } from '../../src/components/shell/Notice';
import type { GameStore } from '../../src/store/game';
import { renderWith, storeFor } from './render';

interface Case {
  readonly what: string;
  readonly notice: GameStore['notice'];
  readonly kind: string;
  readonly role: string;
}

// Good news is a status drawn in the app's colour; only problems alert with the red border.
test.each<Case>([
  {
    what: 'a game imported',
    notice: { kind: 'info', text: 'Imported the Abacus game as a new game in Games.' },
    kind: 'info',
    role: 'status',
  },
  {
    what: 'a game opened from a link',
    notice: { kind: 'info', text: 'Opened the game from the link as a new game in Games.' },
    kind: 'info',
    role: 'status',
  },
  {
    what: 'a link that failed',
    notice: { kind: 'problem', text: 'The game link could not be opened.' },
    kind: 'problem',
    role: 'alert',
  },
  { what: 'a game that crashed', notice: [{ code: 'crashed' }], kind: 'problem', role: 'alert' },
])('$what is a notice of kind $kind', ({ notice, kind, role }) => {
  const store = storeFor();
  store.setState({ notice });
  renderWith(<Notice />, store);
  expect(screen.getByRole(role)).toHaveAttribute('data-kind', kind);
});

// On a phone a notice covers the masthead: good news goes by itself, a problem waits.
test.each<[string, GameStore['notice'], boolean]>([
  ['good news', { kind: 'info', text: 'Imported the Abacus game as a new game in Games.' }, true],
  ['a problem', { kind: 'problem', text: 'The game link could not be opened.' }, false],
  ['a coded problem', [{ code: 'crashed' }], false],
])('%s (%o) goes by itself after a while: %s', (_what, notice, goes) => {
  vi.useFakeTimers();
  try {
    const store = storeFor();
    store.setState({ notice });
    renderWith(<Notice />, store);
    act(() => vi.advanceTimersByTime(INFO_NOTICE_MS - 1));
    expect(screen.getByTestId('notice')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(store.getState().notice === undefined).toBe(goes);
    expect(screen.queryByTestId('notice') === null).toBe(goes);
  } finally {
    vi.useRealTimers();
  }
});
