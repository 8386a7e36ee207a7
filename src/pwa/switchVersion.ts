/** What switching versions needs of the page, handed in so that a test can stand in for it. */
export interface VersionSwitch {
  /** Whether a service worker controls this tab. */
  readonly controlled: boolean;
  /** The downloaded version's worker, waiting to take over. */
  readonly waiting: ServiceWorker | null | undefined;
  /** Tells the waiting worker to take over (workbox's SKIP_WAITING message). */
  readonly skipWaiting: () => Promise<void>;
  readonly reload: () => void;
}

const done = (worker: ServiceWorker): boolean =>
  worker.state === 'activated' || worker.state === 'redundant';

/**
 * Switches the tab to the downloaded version. A tab the service worker controls is
 * reloaded by workbox once the new worker takes control of it; a tab it does not control
 * (a first visit) sees no such change, so it reloads itself, once the new worker is
 * active: sooner, the old worker would answer the reload with the old version.
 */
export async function switchVersion({
  controlled,
  waiting,
  skipWaiting,
  reload,
}: VersionSwitch): Promise<void> {
  await skipWaiting();
  if (controlled) return;
  if (waiting && !done(waiting)) {
    await new Promise<void>((resolve) => {
      const settled = (): void => {
        if (!done(waiting)) return;
        waiting.removeEventListener('statechange', settled);
        resolve();
      };
      waiting.addEventListener('statechange', settled);
    });
  }
  reload();
}
