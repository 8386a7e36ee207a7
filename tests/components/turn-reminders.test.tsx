/** The page's look for games waiting for this player: at once, then every minute. */
import { act, render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { TurnReminders } from '../../src/components/library/TurnReminders';
import { markLinked } from '../../src/store/app/linked';
import type { ReminderEnv } from '../../src/store/app/turnReminders';
import { AppProvider, PrefsProvider } from '../../src/store/context';
import type { LibraryRecord } from '../../src/store/library/library';
import { libraryOf } from '../store/library-stub';
import { MemoryStorage } from '../store/memory-storage';
import { appOf, prefsWith, storeFor } from './render';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

test('looks at once and every minute; notifies once the chosen time has passed', async () => {
  vi.useFakeTimers({ now: Date.UTC(2026, 11, 5) });
  const start = Date.now();
  markLinked('g', 3, start);
  const record: LibraryRecord = {
    id: 'g',
    revision: 1,
    created: 0,
    updated: 0,
    summary: {
      title: 'Abacus',
      n: 5,
      layout: 'standard',
      plies: 3,
      result: '*',
      black: 'Ann',
      white: 'Bob',
    },
    data: {},
  };
  const env: ReminderEnv = {
    now: () => Date.now(),
    storage: new MemoryStorage(),
    notify: vi.fn(async () => {}),
    badge: vi.fn(),
  };
  render(
    <PrefsProvider prefs={prefsWith({ turnReminder: '15m' })}>
      <AppProvider app={appOf(storeFor(), libraryOf([record]))}>
        <TurnReminders env={env} />
      </AppProvider>
    </PrefsProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(env.badge).toHaveBeenLastCalledWith(1);
  await act(() => vi.advanceTimersByTimeAsync(14 * 60_000));
  expect(env.notify).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(60_000));
  expect(env.notify).toHaveBeenCalledTimes(1);
  await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
  expect(env.notify).toHaveBeenCalledTimes(1);
});
