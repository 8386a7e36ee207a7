import type { StoreApi } from 'zustand/vanilla';

/**
 * The store, with its changes told to listeners late: once per burst of changes, when
 * `schedule` runs (in the app: after the next frame is drawn). React redraws what reads
 * it in a task of its own: the panels beside the board read the game through one, so a
 * tap on the board redraws only the board before the frame that shows it. Reading it
 * always gives the store's current state, never a stale copy, so a panel that happens to
 * render early shows the game as it is (and its derived values, such as the line, agree
 * with the rest of the state). Subscribed to the store only while something listens.
 *
 * Given `next`, each listener after the first is told in a task of its own that `next`
 * starts: React then redraws each panel apart (a component whose hooks are told later
 * finds itself drawn already), and a phone never spends one long task on all of them,
 * in which a tap would wait. A change stops the telling: the next catch-up tells everyone.
 */
export function followStore<T>(
  store: StoreApi<T>,
  schedule: (task: () => void) => void,
  next?: (task: () => void) => void,
): StoreApi<T> {
  type Listener = (state: T, previous: T) => void;
  const listeners = new Set<Listener>();
  let told = store.getState();
  let pending = false;
  let unsubscribe: (() => void) | undefined;
  let round = 0;

  const tell = (): void => {
    pending = false;
    const previous = told;
    const state = store.getState();
    told = state;
    if (state === previous) return;
    if (!next) {
      listeners.forEach((listener) => listener(state, previous));
      return;
    }
    const mine = ++round;
    const queue = [...listeners];
    const step = (): void => {
      if (mine !== round) return;
      const listener = queue.shift();
      // Scheduled first, so that a listener that throws does not strand the rest.
      if (queue.length > 0) next(step);
      if (listener && listeners.has(listener)) listener(state, previous);
    };
    step();
  };
  const changed = (): void => {
    // Listeners still waiting their turn wait for the next catch-up instead, which tells
    // everyone: the change is drawn on the board first, not after the rest of them.
    round++;
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
