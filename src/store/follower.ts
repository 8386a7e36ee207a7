import type { StoreApi } from 'zustand/vanilla';

/**
 * The store, with its changes told to listeners late: once per burst of changes, when
 * `schedule` runs (in the app: after the next frame is drawn). React redraws what reads
 * it in a task of its own: the panels beside the board read the game through one, so a
 * tap on the board redraws only the board before the frame that shows it. Reading it
 * always gives the store's current state, never a stale copy, so a panel that happens to
 * render early shows the game as it is (and its derived values, such as the line, agree
 * with the rest of the state). Subscribed to the store only while something listens.
 */
export function followStore<T>(
  store: StoreApi<T>,
  schedule: (task: () => void) => void,
): StoreApi<T> {
  type Listener = (state: T, previous: T) => void;
  const listeners = new Set<Listener>();
  let told = store.getState();
  let pending = false;
  let unsubscribe: (() => void) | undefined;

  const tell = (): void => {
    pending = false;
    const previous = told;
    told = store.getState();
    if (told !== previous) listeners.forEach((listener) => listener(told, previous));
  };
  const changed = (): void => {
    if (pending) return;
    pending = true;
    schedule(tell);
  };

  return {
    getState: () => store.getState(),
    getInitialState: () => store.getInitialState(),
    setState: (partial, replace) =>
      replace ? store.setState(partial as T, true) : store.setState(partial),
    subscribe(listener) {
      if (!unsubscribe) {
        told = store.getState();
        unsubscribe = store.subscribe(changed);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = undefined;
        }
      };
    },
  };
}
