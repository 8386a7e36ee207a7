import type {
  AnalyseRequest,
  AnalysisResponse,
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
export type AnalyseInput = Omit<AnalyseRequest, 'id'>;

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

/** A client that also runs the analysis board's searches. */
export interface AnalysisClient extends AiClient {
  /**
   * Starts an analysis (cancelling any search), calling `onUpdate` after every depth;
   * resolves with the last update once it stops by itself, rejects if cancelled.
   */
  analyse(
    input: AnalyseInput,
    onUpdate: (update: AnalysisResponse) => void,
  ): Promise<AnalysisResponse>;
}

interface Pending {
  readonly id: number;
  readonly resolve: (done: DoneResponse) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress?: (progress: ProgressResponse) => void;
}

export function createAiClient(factory: WorkerFactory): AnalysisClient {
  let worker: WorkerLike | undefined;
  let pending: Pending | undefined;
  let nextId = 1;
  let disposed = false;
  let pondering = false;

  let analysing:
    | {
        readonly id: number;
        readonly onUpdate: (update: AnalysisResponse) => void;
        readonly resolve: (done: AnalysisResponse) => void;
        readonly reject: (error: Error) => void;
      }
    | undefined;

  const settle = (): Pending | undefined => {
    const p = pending;
    pending = undefined;
    return p;
  };
  const settleAnalysis = () => {
    const a = analysing;
    analysing = undefined;
    return a;
  };

  const start = (): WorkerLike => {
    const w = factory();
    w.onmessage = ({ data }) => {
      if (analysing && data.id === analysing.id) {
        if (data.type === 'analysis') {
          analysing.onUpdate(data);
          if (data.done) settleAnalysis()?.resolve(data);
        } else if (data.type === 'error') settleAnalysis()?.reject(new Error(data.message));
        return;
      }
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
      const message = event.message ?? 'the AI worker failed';
      settle()?.reject(new Error(message));
      settleAnalysis()?.reject(new Error(message));
    };
    return w;
  };

  const cancel = (): void => {
    if (pondering) worker?.postMessage({ type: 'stop', id: nextId++ });
    pondering = false;
    const a = settleAnalysis();
    const p = settle();
    if (a) {
      worker?.terminate();
      worker = undefined;
      a.reject(new AiCancelledError());
    }
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
    analyse(input, onUpdate) {
      if (disposed) return Promise.reject(new Error('the AI client is disposed'));
      cancel();
      worker ??= start();
      const id = nextId++;
      const w = worker;
      return new Promise<AnalysisResponse>((resolve, reject) => {
        analysing = { id, onUpdate, resolve, reject };
        w.postMessage({ type: 'analyse', id, ...input });
      });
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
