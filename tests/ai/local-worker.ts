import type { WorkerLike } from '../../src/ai/worker/workerLike';
import { createRequestHost } from '../../src/ai/worker/protocol';
import { AIS } from './ais';

/**
 * A worker stand-in that serves requests on the current thread, one macrotask after
 * they are posted, like a real worker would (it blocks the thread while searching).
 * After `terminate` it drops queued
 * requests and posts nothing more, as a terminated worker would.
 */
export function createLocalWorker(): WorkerLike {
  let terminated = false;
  const host = createRequestHost((response) => {
    if (!terminated) worker.onmessage?.({ data: response });
  }, AIS);
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      setTimeout(() => {
        if (!terminated) host.receive(message);
      }, 0);
    },
    terminate() {
      terminated = true;
      host.close();
    },
  };
  return worker;
}
