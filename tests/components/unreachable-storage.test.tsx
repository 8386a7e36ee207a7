import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import App from '../../src/App';
import { bootApp } from '../../src/store/app/bootApp';
import { openLibrary } from '../../src/store/library/library';
import { webStorage } from '../../src/store/library/webStorage';

const STORAGES = ['indexedDB', 'localStorage', 'sessionStorage'] as const;
const kept = STORAGES.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]);

afterEach(() => {
  for (const [name, descriptor] of kept) {
    if (descriptor) Object.defineProperty(globalThis, name as string, descriptor);
    else delete (globalThis as Record<string, unknown>)[name as string];
  }
});

/** Storage as Firefox has it with the site's data blocked: touching it throws. */
function blockSiteData(): void {
  for (const name of STORAGES) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
}

test('storage that throws when touched: the game plays without a library, with the banner and its download', async () => {
  blockSiteData();
  const booting = bootApp({
    openLibrary,
    local: webStorage('localStorage'),
    session: webStorage('sessionStorage'),
    channel: undefined,
  });
  await act(async () => {
    render(<App app={booting} />);
    await booting.catch(() => undefined);
  });
  expect(screen.queryByTestId('crash')).toBeNull();
  expect((await booting).library).toBeUndefined();
  expect(screen.getByTestId('storage-banner')).toHaveTextContent(
    'This game is not being saved: this browser denies the site its storage (its settings may block site data).',
  );
  expect(screen.getByRole('button', { name: 'Download this game' })).toBeInTheDocument();
});
