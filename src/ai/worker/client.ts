import { analysisSearch } from './analysisSearch';
import { createHelperCrew } from './helperCrew';
import { playSearch } from './playSearch';
import { createPondering } from './pondering';
import type { HelperPool } from './pool';
import type {
  AnalyseRequest,
  AnalysisResponse,
  DoneResponse,
  PonderRequest,
  ProgressResponse,
  ThinkRequest,
} from './protocol';
import type { WorkerFactory, WorkerLike } from './workerLike';
import type { SearchContext, WorkerSearch } from './workerSearch';

/**
 * The app's handle on the AI worker. One search runs at a time. A synchronous search
 * cannot read messages while it runs, so cancelling terminates the worker, which stops
 * the search at once; the next request starts a fresh worker.
 *
 * Each mode is its own file: the computer's move (`playSearch.ts`), an analysis
 * (`analysisSearch.ts`), pondering (`pondering.ts`). Given a pool of helpers (`pool.ts`),
 * the searches on the clock borrow idle ones (`helperCrew.ts`).
 */

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

export function createAiClient(factory: WorkerFactory, pool?: HelperPool): AnalysisClient {
  const crew = createHelperCrew(pool);
  const pondering = createPondering();
  let worker: WorkerLike | undefined;
  let nextId = 1;
  let disposed = false;
  let running:
    { readonly id: number; readonly search: WorkerSearch; reject(error: Error): void } | undefined;

  const start = (): WorkerLike => {
    const w = factory();
    w.onmessage = ({ data }) => {
      if (running && data.id === running.id) running.search.receive(data);
    };
    w.onerror = (event) => {
      // A crashed worker is unusable: drop it so that the next search starts afresh.
      w.terminate();
      if (worker === w) worker = undefined;
      const r = running;
      running = undefined;
      crew.dismiss(true);
      r?.reject(new Error(event.message ?? 'the AI worker failed'));
    };
    return w;
  };

  const cancel = (): void => {
    pondering.stop(worker, () => nextId++);
    const r = running;
    running = undefined;
    if (!r) return;
    crew.dismiss(true);
    worker?.terminate();
    worker = undefined;
    r.reject(new AiCancelledError());
  };

  /** Runs a mode's search as the only one, cancelling any other. */
  const run = <T>(open: (context: SearchContext<T>) => WorkerSearch): Promise<T> => {
    if (disposed) return Promise.reject(new Error('the AI client is disposed'));
    cancel();
    const w = (worker ??= start());
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const end = (cancelled: boolean): boolean => {
        if (running?.id !== id) return false;
        running = undefined;
        crew.dismiss(cancelled);
        return true;
      };
      const search = open({
        worker: w,
        id,
        crew,
        resolve: (answer) => {
          if (end(false)) resolve(answer);
        },
        reject: (error) => {
          if (end(true)) reject(error);
        },
      });
      running = { id, search, reject };
      search.start();
    });
  };

  return {
    think(input, onProgress) {
      pondering.handOver();
      return run((context) => playSearch(context, input, onProgress));
    },
    ponder(input) {
      if (disposed) return;
      cancel();
      worker ??= start();
      pondering.start(worker, { id: nextId++, ...input, table: crew.table() });
    },
    analyse(input, onUpdate) {
      return run((context) => analysisSearch(context, input, onUpdate));
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
