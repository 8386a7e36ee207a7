import { parentPort, Worker } from 'node:worker_threads';

/**
 * Runs every task through `script` (a module that calls `serveTasks` when it is not the
 * main thread), `jobs` at a time in worker threads, each handed the next task as it
 * finishes one. Results come back in task order, whatever order they finish in. A worker
 * does not see the command line (its `process.argv` has no options): what every task
 * shares goes to it as `shared`, its `workerData`.
 */
export function runInWorkers<T, R>(
  script: URL,
  tasks: readonly T[],
  jobs: number,
  onResult: (done: number) => void = () => {},
  shared?: unknown,
): Promise<R[]> {
  return new Promise((resolve, reject) => {
    const results: R[] = [];
    if (tasks.length === 0) return resolve(results);
    let next = 0;
    let done = 0;
    const workers: Worker[] = [];
    const assign = (worker: Worker): void => {
      if (next < tasks.length) {
        worker.postMessage({ index: next, task: tasks[next] });
        next++;
      }
    };
    for (let j = 0; j < Math.min(jobs, tasks.length); j++) {
      const worker = new Worker(script, { workerData: shared });
      worker.on('message', ({ index, result }: { index: number; result: R }) => {
        results[index] = result;
        onResult(++done);
        if (done === tasks.length) {
          for (const w of workers) void w.terminate();
          resolve(results);
        } else assign(worker);
      });
      worker.on('error', (e) => {
        for (const w of workers) void w.terminate();
        reject(e);
      });
      workers.push(worker);
      assign(worker);
    }
  });
}

/** A worker thread's side of `runInWorkers`: answers each task with `work`'s result. */
export function serveTasks<T, R>(work: (task: T) => R): void {
  parentPort!.on('message', ({ index, task }: { index: number; task: T }) => {
    parentPort!.postMessage({ index, result: work(task) });
  });
}
