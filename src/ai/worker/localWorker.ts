import type { AiTable } from '../game-ai';
import { createRequestHost } from './protocol';
import type { WorkerLike } from './workerLike';

/**
 * A worker stand-in that serves requests on the current thread, one macrotask after they
 * are posted, as a real worker would (it blocks the thread while searching). After
 * `terminate` it drops queued requests and posts nothing more, as a terminated worker
 * would. For the tests and the CLIs that run the app's clients in Node.
 */
export function createLocalWorker(games: AiTable): WorkerLike {
  let terminated = false;
  const host = createRequestHost((response) => {
    if (!terminated) worker.onmessage?.({ data: response });
  }, games);
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
