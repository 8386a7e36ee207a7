import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker: registered once the page has loaded, so that precaching never
 * competes with the first frame. When a new version has been downloaded, `onUpdate` is
 * told, with the function that switches to it (a reload).
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: false,
    onNeedRefresh: () => onUpdate(() => void update(true)),
  });
}
