import type { HelperCrew } from './helperCrew';
import type { WorkerResponse } from './protocol';
import type { WorkerLike } from './workerLike';

/**
 * One search the client runs in its worker, as a mode (play, analysis) implements it and
 * the client's core drives it: the core picks its id, makes it the running search, then
 * starts it, and hands it the worker's reports that carry its id.
 */
export interface WorkerSearch {
  /** Posts its requests; it is already the running search, so no report can be missed. */
  start(): void;
  receive(data: WorkerResponse): void;
}

/** What the core gives a search. */
export interface SearchContext<T> {
  readonly worker: WorkerLike;
  readonly id: number;
  readonly crew: HelperCrew;
  /**
   * Ends the search with its answer, giving back its helpers; does nothing once the search
   * was cancelled or replaced, whose promise the core has already rejected.
   */
  resolve(answer: T): void;
  /** Ends the search with the worker's error, as `resolve`; its helpers' part is cancelled. */
  reject(error: Error): void;
}
