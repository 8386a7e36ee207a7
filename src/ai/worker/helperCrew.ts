import { tableLength } from '../search/tt';
import { helperDepthOffset } from './parallel';
import type { HelperPool } from './pool';
import type { HelpRequest, WorkerResponse } from './protocol';
import type { WorkerLike } from './workerLike';

/** The shared table's size: 2^19 entries, 10 MB, as a worker's own. */
const TABLE_BITS = 19;

/** What a shared-mode helper is asked to search; the crew adds the table, stop flag and depth. */
export type HelpTask = Omit<HelpRequest, 'table' | 'stop' | 'depthOffset'>;

/** How a split search hears from its helpers, numbered from 1 (0 is the worker's own part). */
export interface SplitListener {
  receive(k: number, data: WorkerResponse): void;
  /** Helper `k` failed and left the search: its part will report nothing more. */
  lost(k: number): void;
}

/**
 * The helpers one client's search borrows from the pool (`pool.ts`), one search at a time.
 * In the pool's `shared` mode they search beside the worker on one shared table and stop
 * at a shared flag (`parallel.ts`); in `split` mode each searches a part of the root moves.
 */
export interface HelperCrew {
  readonly shared: boolean;
  /** The table shared with the helpers, kept between searches; none unless `shared`. */
  table(): SharedArrayBuffer | undefined;
  /** Split mode: borrows the idle helpers at once; their reports go to `listener`. */
  split(listener: SplitListener): readonly WorkerLike[];
  /**
   * Shared mode: borrows the idle helpers for `task` once the worker first reports on the
   * search (`reported`). Started with it, they would slow its first answer (each has its
   * code to load and compile), and they catch up at once through the table.
   */
  recruit(task: HelpTask): void;
  /** The worker reported on the search: the recruited helpers join it now. */
  reported(): void;
  /** Ends the helpers' part in the search; `cancelled` if the search did not finish. */
  dismiss(cancelled: boolean): void;
}

interface Borrowed {
  readonly workers: WorkerLike[];
  /** Shared mode: the flag that stops them. Split helpers have none. */
  readonly stop: Int32Array | undefined;
}

export function createHelperCrew(pool: HelperPool | undefined): HelperCrew {
  const shared = pool?.plan.mode === 'shared';
  let sharedTable: SharedArrayBuffer | undefined;
  let borrowed: Borrowed | undefined;
  let recruited: HelpTask | undefined;

  const table = (): SharedArrayBuffer | undefined =>
    shared ? (sharedTable ??= new SharedArrayBuffer(tableLength(TABLE_BITS) * 4)) : undefined;

  const borrow = (stop: Int32Array | undefined, listener: SplitListener | undefined) => {
    const workers = pool?.take(pool.plan.threads - 1) ?? [];
    if (workers.length === 0) return workers;
    const own: Borrowed = { workers, stop };
    borrowed = own;
    workers.forEach((h, i) => {
      h.onmessage = ({ data }) => {
        if (own === borrowed) listener?.receive(i + 1, data);
      };
      h.onerror = () => {
        // A helper that fails leaves the search: a split part then reports nothing.
        if (own !== borrowed) return;
        own.workers.splice(own.workers.indexOf(h), 1);
        pool?.give([h], true);
        listener?.lost(i + 1);
      };
    });
    return workers;
  };

  return {
    shared,
    table,
    split: (listener) => borrow(undefined, listener),
    recruit(task) {
      recruited = task;
    },
    reported() {
      const task = recruited;
      recruited = undefined;
      if (!task) return;
      const flag = new SharedArrayBuffer(4);
      borrow(new Int32Array(flag), undefined).forEach((h, i) =>
        h.postMessage({
          type: 'help',
          ...task,
          table: table()!,
          stop: flag,
          depthOffset: helperDepthOffset(i + 1),
        }),
      );
    },
    dismiss(cancelled) {
      recruited = undefined;
      const own = borrowed;
      borrowed = undefined;
      if (!own) return;
      if (own.stop) Atomics.store(own.stop, 0, 1);
      // Split helpers cannot be stopped midway: a cancelled split search ends them.
      pool?.give(own.workers, cancelled && !own.stop);
    },
  };
}
