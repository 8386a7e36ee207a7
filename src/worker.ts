/**
 * The AI worker's entry: the request host of `src/ai`, handed every game's rules and AI by
 * the registry. The app creates it with
 * `new Worker(new URL('…/worker.ts', import.meta.url), { type: 'module' })` and talks to
 * it through `createAiClient`, which cancels a search by terminating the worker.
 */
import { createRequestHost, type WorkerRequest, type WorkerResponse } from './ai/worker/protocol';
import { loadAiTable } from './games';

/** The part of a dedicated worker's global scope this file uses (the DOM lib lacks it). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
}

const scope = self as unknown as WorkerScope;
// Requests wait for the solvers to load; chained on one promise, they keep their order.
const host = loadAiTable().then(
  (games) => createRequestHost((response) => scope.postMessage(response), games),
  (error: unknown) => {
    // Thrown from a task of its own, the failure reaches the app as the worker's error.
    setTimeout(() => {
      throw error;
    });
    throw error;
  },
);
scope.onmessage = (event) => {
  void host.then((h) => h.receive(event.data));
};
