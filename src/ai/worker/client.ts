import { LEVEL_SETTINGS } from '../search/levels';
import { chooseSplitPart, commonDepth, helperDepthOffset, type SplitPart } from './parallel';
import type { HelperPool } from './pool';
import type { WorkerFactory, WorkerLike } from './workerLike';
import type {
  AnalyseRequest,
  AnalysisResponse,
  DoneResponse,
  PonderRequest,
  ProgressResponse,
  ThinkRequest,
  WorkerResponse,
} from './protocol';
import { tableLength } from '../search/tt';

/**
 * The app's handle on the AI worker. One search runs at a time. A synchronous search
 * cannot read messages while it runs, so cancelling terminates the worker, which stops
 * the search at once; the next request starts a fresh worker.
 *
 * Given a pool of helpers (`pool.ts`), a search on the clock at a level that plays its
 * best move, and an analysis, borrow idle helpers: in the pool's `shared` mode they
 * search beside the worker on one shared table and stop at a shared flag (`parallel.ts`);
 * in `split` mode each searches a part of the root moves and the best part's move is
 * played (analysis then stays with the worker alone).
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

/** The shared table's size: 2^19 entries, 10 MB, as a worker's own. */
const TABLE_BITS = 19;

interface Pending {
  readonly id: number;
  readonly resolve: (done: DoneResponse) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress?: (progress: ProgressResponse) => void;
}

/** One part of a split search: what it reported so far. */
interface Part {
  readonly scores: number[];
  done: DoneResponse | undefined;
  last: ProgressResponse | undefined;
}

/** The helpers a search borrowed, and how to end their work. */
interface Crew {
  readonly workers: WorkerLike[];
  /** Shared mode: the flag that stops them. */
  readonly stop?: Int32Array;
  /** Split mode: each part's reports, the worker's first. */
  readonly parts?: Part[];
  /** Split mode: the common depth last reported as progress. */
  shown: number;
}

const partOf = (part: Part): SplitPart => ({
  scores: part.scores,
  depth: part.done?.depth ?? 0,
  score: part.done && part.done.depth > 0 ? part.done.score : -Infinity,
});

export function createAiClient(factory: WorkerFactory, pool?: HelperPool): AnalysisClient {
  let worker: WorkerLike | undefined;
  let pending: Pending | undefined;
  let nextId = 1;
  let disposed = false;
  let pondering = false;
  let crew: Crew | undefined;
  /**
   * Shared mode: borrows the helpers once the worker first reports on the search. Started
   * with it, they would slow its first answer (each has its code to load and compile),
   * and they catch up at once through the table.
   */
  let recruit: (() => void) | undefined;
  let table: SharedArrayBuffer | undefined;
  const shared = pool?.plan.mode === 'shared';
  const sharedTable = (): SharedArrayBuffer | undefined =>
    shared ? (table ??= new SharedArrayBuffer(tableLength(TABLE_BITS) * 4)) : undefined;

  let analysing:
    | {
        readonly id: number;
        readonly onUpdate: (update: AnalysisResponse) => void;
        readonly resolve: (done: AnalysisResponse) => void;
        readonly reject: (error: Error) => void;
      }
    | undefined;

  /** Ends the helpers' part in the search; `cancelled` if the search did not finish. */
  const dismiss = (cancelled: boolean): void => {
    recruit = undefined;
    const c = crew;
    crew = undefined;
    if (!c) return;
    if (c.stop) Atomics.store(c.stop, 0, 1);
    // Split helpers cannot be stopped midway: a cancelled split search ends them.
    pool?.give(c.workers, cancelled && c.parts !== undefined);
  };
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

  /** A report of part `k` of a split search (0: the worker's own). */
  const receivePart = (k: number, data: WorkerResponse): void => {
    const parts = crew?.parts;
    if (!pending || !parts || data.id !== pending.id) return;
    const part = parts[k];
    switch (data.type) {
      case 'progress': {
        part.scores[data.depth] = data.score;
        part.last = data;
        const views = parts.map((p) => ({
          scores: p.scores,
          depth: p.last?.depth ?? 0,
          score: p.last?.score ?? -Infinity,
        }));
        const depth = commonDepth(views);
        if (depth > crew!.shown && Number.isFinite(depth)) {
          crew!.shown = depth;
          const lead = parts[chooseSplitPart(views)].last;
          if (lead) pending.onProgress?.(lead);
        }
        return;
      }
      case 'done':
        part.done = data;
        if (data.depth > 0)
          part.scores[data.depth] = Math.max(part.scores[data.depth] ?? -Infinity, data.score);
        if (parts.every((p) => p.done)) {
          const best = parts[chooseSplitPart(parts.map(partOf))].done!;
          const nodes = parts.reduce((sum, p) => sum + (p.done?.nodes ?? 0), 0);
          const elapsedMs = Math.max(...parts.map((p) => p.done?.elapsedMs ?? 0));
          dismiss(false);
          settle()?.resolve({ ...best, id: data.id, nodes, elapsedMs });
        }
        return;
      case 'error':
        dismiss(true);
        settle()?.reject(new Error(data.message));
        return;
      default:
        return;
    }
  };

  const start = (): WorkerLike => {
    const w = factory();
    w.onmessage = ({ data }) => {
      const reporting =
        (data.type === 'progress' || (data.type === 'analysis' && !data.done)) &&
        data.id === (pending ?? analysing)?.id;
      if (recruit && reporting) {
        const join = recruit;
        recruit = undefined;
        join();
      }
      if (analysing && data.id === analysing.id) {
        if (data.type === 'analysis') {
          analysing.onUpdate(data);
          if (data.done) {
            dismiss(false);
            settleAnalysis()?.resolve(data);
          }
        } else if (data.type === 'error') {
          dismiss(true);
          settleAnalysis()?.reject(new Error(data.message));
        }
        return;
      }
      if (crew?.parts) return receivePart(0, data);
      if (!pending || data.id !== pending.id) return;
      switch (data.type) {
        case 'progress':
          pending.onProgress?.(data);
          return;
        case 'done':
          dismiss(false);
          settle()?.resolve(data);
          return;
        case 'error':
          dismiss(true);
          settle()?.reject(new Error(data.message));
          return;
      }
    };
    w.onerror = (event) => {
      // A crashed worker is unusable: drop it so that the next search starts afresh.
      w.terminate();
      if (worker === w) worker = undefined;
      dismiss(true);
      const message = event.message ?? 'the AI worker failed';
      settle()?.reject(new Error(message));
      settleAnalysis()?.reject(new Error(message));
    };
    return w;
  };

  /** Borrows helpers for a search on the clock; in split mode, the parts to merge. */
  const gather = (split: boolean): WorkerLike[] => {
    const helpers = pool?.take(pool.plan.threads - 1) ?? [];
    if (helpers.length === 0) return helpers;
    crew = {
      workers: helpers,
      stop: split ? undefined : new Int32Array(new SharedArrayBuffer(4)),
      parts: split
        ? Array.from({ length: helpers.length + 1 }, () => ({
            scores: [],
            done: undefined,
            last: undefined,
          }))
        : undefined,
      shown: 0,
    };
    helpers.forEach((h, i) => {
      const own = crew;
      h.onmessage = ({ data }) => {
        if (own === crew && own?.parts) receivePart(i + 1, data);
      };
      h.onerror = () => {
        // A helper that fails leaves the search: a split part then reports nothing.
        if (own !== crew || !own) return;
        own.workers.splice(own.workers.indexOf(h), 1);
        pool?.give([h], true);
        if (own.parts) receivePart(i + 1, { type: 'done', ...emptyDone(pending?.id ?? -1) });
      };
    });
    return helpers;
  };

  const cancel = (): void => {
    if (pondering) worker?.postMessage({ type: 'stop', id: nextId++ });
    pondering = false;
    const a = settleAnalysis();
    const p = settle();
    if (a || p) dismiss(true);
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
      const onClock = input.maxNodes === undefined;
      const wanted = onClock && LEVEL_SETTINGS[input.level].temperature === 0;
      const helpers = wanted && !shared ? gather(true) : [];
      const parts = helpers.length + 1;
      if (wanted && shared) {
        recruit = () =>
          gather(false).forEach((h, i) =>
            h.postMessage({
              type: 'help',
              id,
              purpose: 'think',
              position: input.position,
              history: input.history,
              level: input.level,
              timeMs: input.timeMs ?? LEVEL_SETTINGS[input.level].timeMs,
              maxDepth: input.maxDepth,
              table: sharedTable()!,
              stop: crew!.stop!.buffer as SharedArrayBuffer,
              depthOffset: helperDepthOffset(i + 1),
            }),
          );
      }
      return new Promise<DoneResponse>((resolve, reject) => {
        pending = { id, resolve, reject, onProgress };
        w.postMessage({
          type: 'think',
          id,
          ...input,
          table: onClock ? sharedTable() : undefined,
          split: parts === 1 ? undefined : { index: 0, of: parts },
        });
        helpers.forEach((h, i) =>
          h.postMessage({ type: 'think', id, ...input, split: { index: i + 1, of: parts } }),
        );
      });
    },
    ponder(input) {
      if (disposed) return;
      cancel();
      worker ??= start();
      pondering = true;
      worker.postMessage({ type: 'ponder', id: nextId++, ...input, table: sharedTable() });
    },
    analyse(input, onUpdate) {
      if (disposed) return Promise.reject(new Error('the AI client is disposed'));
      cancel();
      worker ??= start();
      const id = nextId++;
      const w = worker;
      const onClock = input.maxNodes === undefined;
      // A split analysis would need every root move's score from every part at one depth:
      // only a shared table helps an analysis.
      if (onClock && shared) {
        recruit = () =>
          gather(false).forEach((h, i) =>
            h.postMessage({
              type: 'help',
              id,
              purpose: 'analyse',
              position: input.position,
              history: input.history,
              level: 'hard',
              timeMs: input.timeMs,
              maxDepth: input.maxDepth,
              table: sharedTable()!,
              stop: crew!.stop!.buffer as SharedArrayBuffer,
              depthOffset: helperDepthOffset(i + 1),
            }),
          );
      }
      return new Promise<AnalysisResponse>((resolve, reject) => {
        analysing = { id, onUpdate, resolve, reject };
        w.postMessage({
          type: 'analyse',
          id,
          ...input,
          table: onClock ? sharedTable() : undefined,
        });
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

/** The answer of a part that has none (its helper failed). */
const emptyDone = (id: number): Omit<DoneResponse, 'type'> => ({
  id,
  move: -1,
  moveText: '',
  score: -Infinity,
  depth: 0,
  nodes: 0,
  pv: [],
  elapsedMs: 0,
  solved: false,
  pondered: false,
});
