/**
 * The Web Worker entry: a thin wrapper around `createRequestHost`. The app creates it with
 * `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })` and talks to
 * it through `createAiClient`, which cancels a search by terminating the worker.
 */
import { createRequestHost, type WorkerRequest, type WorkerResponse } from './protocol';

/** The part of a dedicated worker's global scope this file uses (the DOM lib lacks it). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
}

const scope = self as unknown as WorkerScope;
const host = createRequestHost((response) => scope.postMessage(response));
scope.onmessage = (event) => host.receive(event.data);
