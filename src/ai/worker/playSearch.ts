import { LEVEL_SETTINGS } from '../search/levels';
import type { DoneResponse, ProgressResponse, ThinkRequest, WorkerResponse } from './protocol';
import { createSplitMerge, type SplitMerge } from './splitMerge';
import type { SearchContext, WorkerSearch } from './workerSearch';

/**
 * The computer's move (`think`). Only a search on the clock at a level that plays its best
 * move borrows helpers: the others choose among their moves, and a node budget must give
 * the same answer every time. In shared mode the helpers join once the worker reports; in
 * split mode each searches a part of the root moves from the start, merged by `splitMerge.ts`.
 */
export function playSearch(
  { worker, id, crew, resolve, reject }: SearchContext<DoneResponse>,
  input: Omit<ThinkRequest, 'id'>,
  onProgress: ((progress: ProgressResponse) => void) | undefined,
): WorkerSearch {
  const onClock = input.maxNodes === undefined;
  const wanted = onClock && LEVEL_SETTINGS[input.level].temperature === 0;
  let merge: SplitMerge | undefined;

  /** A report of part `k` of a split search (0: the worker's own). */
  const receivePart = (k: number, data: WorkerResponse): void => {
    if (!merge || data.id !== id) return;
    switch (data.type) {
      case 'progress': {
        const lead = merge.progress(k, data);
        if (lead) onProgress?.(lead);
        return;
      }
      case 'done': {
        const answer = merge.done(k, data);
        if (answer) resolve(answer);
        return;
      }
      case 'error':
        reject(new Error(data.message));
        return;
    }
  };

  const receiveAlone = (data: WorkerResponse): void => {
    switch (data.type) {
      case 'progress':
        onProgress?.(data);
        return;
      case 'done':
        resolve(data);
        return;
      case 'error':
        reject(new Error(data.message));
        return;
    }
  };

  return {
    start() {
      const helpers =
        wanted && !crew.shared
          ? crew.split({
              receive: receivePart,
              lost(k) {
                const answer = merge?.lost(k);
                if (answer) resolve(answer);
              },
            })
          : [];
      const parts = helpers.length + 1;
      if (parts > 1) merge = createSplitMerge(id, parts);
      if (wanted && crew.shared) {
        crew.recruit({
          id,
          purpose: 'think',
          position: input.position,
          history: input.history,
          level: input.level,
          timeMs: input.timeMs ?? LEVEL_SETTINGS[input.level].timeMs,
          maxDepth: input.maxDepth,
        });
      }
      worker.postMessage({
        type: 'think',
        id,
        ...input,
        table: onClock ? crew.table() : undefined,
        split: parts === 1 ? undefined : { index: 0, of: parts },
      });
      helpers.forEach((h, i) =>
        h.postMessage({ type: 'think', id, ...input, split: { index: i + 1, of: parts } }),
      );
    },
    receive(data) {
      if (data.type === 'progress') crew.reported();
      if (merge) receivePart(0, data);
      else receiveAlone(data);
    },
  };
}
