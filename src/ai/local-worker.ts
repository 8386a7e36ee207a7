import type { WorkerLike } from './client';
import { createRequestHost } from './protocol';

/**
 * A worker stand-in that serves requests on the current thread, one macrotask after
 * they are posted, like a real worker would. For tests and for environments without
 * Web Workers (it blocks the thread while searching). After `terminate` it drops queued
 * requests and posts nothing more, as a terminated worker would.
 */
export function createLocalWorker(): WorkerLike {
  let terminated = false;
  const host = createRequestHost((response) => {
    if (!terminated) worker.onmessage?.({ data: response });
  });
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
