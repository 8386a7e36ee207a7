import { type WorkerPort, workerRun } from '../schedule/workerRun';
import type { PackAnswer } from './packStored';

/** The progress worker as this module uses it; tests hand in one that runs on their thread. */
export type PackWorker = WorkerPort<null, PackAnswer>;

const browserWorker = (): PackWorker =>
  // The DOM's Worker types its handlers for any message; this one posts a PackAnswer.
  new Worker(new URL('../../progress-worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as PackWorker;

/**
 * Has a worker of its own write the library's plain puzzle progress back packed, so that
 * the page never copies the plain form out of storage: 200,000 puzzles in it are 400,000
 * objects, most of a second of one task. Resolves once done, or failed (the page then
 * reads the plain form itself, as it does where there are no workers).
 */
export async function packProgressAway(
  make: (() => PackWorker) | undefined = typeof Worker === 'undefined' ? undefined : browserWorker,
): Promise<PackAnswer> {
  if (!make) return { ok: false, message: 'this browser runs no workers' };
  const answer = await workerRun(make, null, {
    answer: (data) => data,
    failed: (message): PackAnswer => ({ ok: false, message }),
  });
  return answer === 'cancelled' ? { ok: false, message: 'cancelled' } : answer;
}
