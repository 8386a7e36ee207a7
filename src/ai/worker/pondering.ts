import type { PonderRequest } from './protocol';
import type { WorkerLike } from './workerLike';

/**
 * Whether the client's worker is pondering (`PonderRequest`), and how that ends. Pondering
 * posts nothing back, so it is not a running search: the next request ends it. A `think`
 * ends it in the worker itself, keeping what it found; anything else sends a `stop`.
 */
export interface Pondering {
  start(worker: WorkerLike, request: PonderRequest): void;
  /** The next `think` takes pondering over: no `stop`. */
  handOver(): void;
  /** Sends the `stop`, under an id from `newId`, if the worker ponders. */
  stop(worker: WorkerLike | undefined, newId: () => number): void;
}

export function createPondering(): Pondering {
  let active = false;
  return {
    start(worker, request) {
      active = true;
      worker.postMessage({ type: 'ponder', ...request });
    },
    handOver() {
      active = false;
    },
    stop(worker, newId) {
      if (active) worker?.postMessage({ type: 'stop', id: newId() });
      active = false;
    },
  };
}
