import { registerSW } from 'virtual:pwa-register';
import { switchVersion } from './switchVersion';

/**
 * Runs `task` a while after the page has loaded, once the browser is idle: loading
 * workbox took a phone ~200 ms of its main thread, and precaching the app competes with
 * start-up, which on a first visit is still reading the library and drawing the board.
 */
function whenSettled(task: () => void): void {
  const idle = (): void => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
    else task();
  };
  const later = (): void => void setTimeout(idle, 2000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * The service worker: registered once the page has loaded and settled, so that
 * precaching never competes with the first frame. When a new version has been
 * downloaded, `onUpdate` is told, with the function that switches to it (a reload, in
 * any tab: `switchVersion`).
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  whenSettled(() => {
    let registration: ServiceWorkerRegistration | undefined;
    const update = registerSW({
      immediate: true,
      onRegisteredSW: (_url, registered) => {
        registration = registered;
      },
      onNeedRefresh: () =>
        onUpdate(
          () =>
            void switchVersion({
              controlled: navigator.serviceWorker.controller !== null,
              waiting: registration?.waiting,
              skipWaiting: () => update(true),
              reload: () => location.reload(),
            }),
        ),
    });
  });
}
