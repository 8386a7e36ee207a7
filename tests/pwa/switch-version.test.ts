import { describe, expect, test, vi } from 'vitest';
import { switchVersion } from '../../src/pwa/switchVersion';

/** The downloaded version's worker, whose state the test moves on by hand. */
function waitingWorker() {
  const worker = new EventTarget() as EventTarget & { state: ServiceWorkerState };
  worker.state = 'installed';
  const become = (state: ServiceWorkerState): void => {
    worker.state = state;
    worker.dispatchEvent(new Event('statechange'));
  };
  return { worker: worker as unknown as ServiceWorker, become };
}

/** Lets every promise already settled run its callbacks. */
const drain = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the update prompt’s Reload', () => {
  test('in a tab no service worker controls (a first visit), reloads once the new version is active', async () => {
    const { worker, become } = waitingWorker();
    const skipWaiting = vi.fn(async () => {});
    const reload = vi.fn();
    const switching = switchVersion({ controlled: false, waiting: worker, skipWaiting, reload });
    await drain();
    expect(skipWaiting).toHaveBeenCalledTimes(1);
    // The old worker would still answer a reload with the old version.
    expect(reload).not.toHaveBeenCalled();
    become('activating');
    become('activated');
    await switching;
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('in a controlled tab, leaves the reload to the new worker taking control', async () => {
    const { worker } = waitingWorker();
    const skipWaiting = vi.fn(async () => {});
    const reload = vi.fn();
    await switchVersion({ controlled: true, waiting: worker, skipWaiting, reload });
    expect(skipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});
