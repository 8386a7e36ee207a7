import { useSyncExternalStore } from 'react';

/** A finger rather than a mouse as the main pointer: a phone or a tablet. */
const COARSE = '(pointer: coarse)';

// Read through `window.matchMedia` at each call, so that a test can put its own in place.
const coarseQuery = (): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(COARSE) : undefined;

function subscribe(onChange: () => void): () => void {
  const query = coarseQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const coarseNow = (): boolean => coarseQuery()?.matches ?? false;

/**
 * Whether the main pointer is coarse, so that help and lessons speak of taps rather than
 * clicks and keys; without `matchMedia`, a mouse is assumed, as before.
 */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, coarseNow);
}
