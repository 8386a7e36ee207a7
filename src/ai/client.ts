import type {
  DoneResponse,
  PonderRequest,
  ProgressResponse,
  ThinkRequest,
  WorkerRequest,
  WorkerResponse,
} from './protocol';

/**
 * The app's handle on the AI worker. One search runs at a time. A synchronous search
 * cannot read messages while it runs, so cancelling terminates the worker, which stops
 * the search at once; the next request starts a fresh worker.
 */

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

export type ThinkInput = Omit<ThinkRequest, 'id'>;
export type PonderInput = Omit<PonderRequest, 'id'>;

/** Rejection reason of a search that `cancel`, a newer `think` or `dispose` ended. */
export class AiCancelledError extends Error {
  constructor() {
    super('the search was cancelled');
    this.name = 'AiCancelledError';
  }
}

export interface AiClient {
  /** Starts a search, cancelling any running one; resolves with the chosen move. */
  think(
    input: ThinkInput,
    onProgress?: (progress: ProgressResponse) => void,
  ): Promise<DoneResponse>;
  /**
   * Right after the computer's move, with the position the person now faces: lets a
   * level that ponders (Expert) think on the person's time. The next `think` ends it
   * and, if the person played the move it expected, answers sooner or deeper. Cheap to
   * call for any level; the others ignore it.
   */
  ponder(input: PonderInput): void;
  /** Stops the running search, if any (its promise rejects with `AiCancelledError`), and pondering. */
  cancel(): void;
  /** Cancels and releases the worker; the client must not be used afterwards. */
  dispose(): void;
}

interface Pending {
  readonly id: number;
  readonly resolve: (done: DoneResponse) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress?: (progress: ProgressResponse) => void;
}

export function createAiClient(factory: WorkerFactory): AiClient {
  let worker: WorkerLike | undefined;
  let pending: Pending | undefined;
  let nextId = 1;
  let disposed = false;
  let pondering = false;

  const settle = (): Pending | undefined => {
    const p = pending;
    pending = undefined;
    return p;
  };

  const start = (): WorkerLike => {
    const w = factory();
    w.onmessage = ({ data }) => {
      if (!pending || data.id !== pending.id) return;
      switch (data.type) {
        case 'progress':
          pending.onProgress?.(data);
          return;
        case 'done':
          settle()?.resolve(data);
          return;
        case 'error':
          settle()?.reject(new Error(data.message));
          return;
      }
    };
    w.onerror = (event) => {
      // A crashed worker is unusable: drop it so that the next search starts afresh.
      w.terminate();
      if (worker === w) worker = undefined;
      settle()?.reject(new Error(event.message ?? 'the AI worker failed'));
    };
    return w;
  };

  const cancel = (): void => {
    if (pondering) worker?.postMessage({ type: 'stop', id: nextId++ });
    pondering = false;
    const p = settle();
    if (!p) return;
    worker?.terminate();
    worker = undefined;
    p.reject(new AiCancelledError());
  };

  return {
    think(input, onProgress) {
      if (disposed) return Promise.reject(new Error('the AI client is disposed'));
      // A think ends pondering in the worker itself, keeping what it found.
      pondering = false;
      cancel();
      worker ??= start();
      const id = nextId++;
      const w = worker;
      return new Promise<DoneResponse>((resolve, reject) => {
        pending = { id, resolve, reject, onProgress };
        w.postMessage({ type: 'think', id, ...input });
      });
    },
    ponder(input) {
      if (disposed) return;
      cancel();
      worker ??= start();
      pondering = true;
      worker.postMessage({ type: 'ponder', id: nextId++, ...input });
    },
    cancel,
    dispose() {
      cancel();
      worker?.terminate();
      worker = undefined;
      disposed = true;
    },
  };
}
