import type { WorkerFactory, WorkerLike } from './workerLike';
import type { ParallelPlan } from './parallel';

/**
 * The helper workers that every AI client of the page borrows from (the computer
 * player's, the analysis board's, the review's), so that together they never search
 * with more workers than the plan's threads. A search takes what is idle when it
 * starts and gives it back when it ends; one that finds none searches alone.
 */
export interface HelperPool {
  readonly plan: ParallelPlan;
  /** Up to `want` idle helpers (made when first needed), busy until given back. */
  take(want: number): WorkerLike[];
  /**
   * Gives helpers back. `discard` terminates them instead: a split search cancelled
   * midway, whose helpers cannot be told to stop, or a helper that failed.
   */
  give(workers: readonly WorkerLike[], discard?: boolean): void;
  /** Terminates every helper; the pool hands out none afterwards. */
  dispose(): void;
}

export function createHelperPool(factory: WorkerFactory, plan: ParallelPlan): HelperPool {
  const idle: WorkerLike[] = [];
  let busy = 0;
  let disposed = false;
  return {
    plan,
    take(want) {
      if (disposed) return [];
      const count = Math.max(0, Math.min(want, plan.threads - 1 - busy));
      const taken: WorkerLike[] = [];
      while (taken.length < count) taken.push(idle.pop() ?? factory());
      busy += taken.length;
      return taken;
    },
    give(workers, discard = false) {
      busy = Math.max(0, busy - workers.length);
      for (const w of workers) {
        w.onmessage = null;
        w.onerror = null;
        if (discard || disposed) w.terminate();
        else idle.push(w);
      }
    },
    dispose() {
      disposed = true;
      for (const w of idle.splice(0)) w.terminate();
    },
  };
}
