import { expect, test } from 'vitest';
import { helperDepthOffset, MAX_THREADS, parallelPlan } from '../../src/ai/worker/parallel';
import { createHelperPool } from '../../src/ai/worker/pool';
import type { WorkerLike } from '../../src/ai/worker/workerLike';

test.each([
  [{ crossOriginIsolated: true, navigator: { hardwareConcurrency: 8 } }, 'shared', MAX_THREADS],
  [{ crossOriginIsolated: true, navigator: { hardwareConcurrency: 5 } }, 'shared', 4],
  [{ crossOriginIsolated: true, navigator: { hardwareConcurrency: 4 } }, 'shared', 3],
  [{ crossOriginIsolated: true, navigator: { hardwareConcurrency: 2 } }, 'shared', 1],
  [{ crossOriginIsolated: false, navigator: { hardwareConcurrency: 3 } }, 'split', 2],
  [{ navigator: { hardwareConcurrency: 6 } }, 'split', 4],
  [{ navigator: { hardwareConcurrency: 1 } }, 'split', 1],
  [{ crossOriginIsolated: true, navigator: {} }, 'shared', 1],
  [{}, 'split', 1],
  [{ navigator: { hardwareConcurrency: 0 } }, 'split', 1],
] as const)('parallelPlan(%j): %s with %i threads', (env, mode, threads) => {
  expect(parallelPlan(env)).toEqual({ mode, threads });
});

test('every other helper searches a ply ahead', () => {
  expect([1, 2, 3].map(helperDepthOffset)).toEqual([1, 0, 1]);
});

function fakeWorker(): WorkerLike & { terminated: boolean } {
  return {
    onmessage: null,
    onerror: null,
    terminated: false,
    postMessage() {},
    terminate() {
      this.terminated = true;
    },
  };
}

test('the pool lends at most threads − 1 helpers, reuses those given back, ends discarded ones', () => {
  let made = 0;
  const pool = createHelperPool(
    () => {
      made++;
      return fakeWorker();
    },
    { mode: 'shared', threads: 3 },
  );
  const first = pool.take(5);
  expect(first).toHaveLength(2);
  expect(pool.take(1)).toHaveLength(0);
  pool.give([first[0]]);
  const again = pool.take(2);
  expect(again).toEqual([first[0]]);
  pool.give([first[1]], true);
  expect((first[1] as ReturnType<typeof fakeWorker>).terminated).toBe(true);
  expect(pool.take(2)).toHaveLength(1);
  expect(made).toBe(3);
});

test('a disposed pool ends its idle helpers and lends no more', () => {
  const pool = createHelperPool(fakeWorker, { mode: 'split', threads: 2 });
  const [helper] = pool.take(1);
  pool.give([helper]);
  pool.dispose();
  expect((helper as ReturnType<typeof fakeWorker>).terminated).toBe(true);
  expect(pool.take(1)).toHaveLength(0);
});
