import { parallelPlan } from '../../ai/worker/parallel';
import { createHelperPool, type HelperPool } from '../../ai/worker/pool';

/** A new AI worker (`src/worker.ts`): a client's own, or a helper of the pool. */
export const newAiWorker = (): Worker =>
  new Worker(new URL('../../worker.ts', import.meta.url), { type: 'module' });

let pool: HelperPool | undefined;

/**
 * The page's one pool of helper workers, which the computer player, the analysis board
 * and the review borrow from: one worker fewer than `navigator.hardwareConcurrency` search
 * at once (at least one, at most four), on a shared table where the page is cross-origin
 * isolated.
 */
export const helperPool = (): HelperPool =>
  (pool ??= createHelperPool(newAiWorker, parallelPlan(globalThis)));
