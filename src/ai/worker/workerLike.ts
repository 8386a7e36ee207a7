import type { WorkerRequest, WorkerResponse } from './protocol';

/**
 * An event handler checked bivariantly (as methods are), so that a DOM `Worker`, whose
 * handlers take the wider `MessageEvent` and `ErrorEvent`, is a `WorkerLike`.
 */
type Handler<E> = { handle(event: E): void }['handle'];

/** What the client needs of a worker: a real `Worker`, or an in-process stand-in for tests. */
export interface WorkerLike {
  onmessage: Handler<{ readonly data: WorkerResponse }> | null;
  onerror: Handler<{ readonly message?: string }> | null;
  postMessage(message: WorkerRequest): void;
  terminate(): void;
}

export type WorkerFactory = () => WorkerLike;
