import type { AnalyseRequest, AnalysisResponse } from './protocol';
import type { SearchContext, WorkerSearch } from './workerSearch';

/**
 * An analysis (the analysis board's, and the review's one line per position): the worker
 * reports after every depth, the last report being the answer. A split analysis would need
 * every root move's score from every part at one depth, so only shared-mode helpers join,
 * and only on the clock: a node budget must give the same answer every time.
 */
export function analysisSearch(
  { worker, id, crew, resolve, reject }: SearchContext<AnalysisResponse>,
  input: Omit<AnalyseRequest, 'id'>,
  onUpdate: (update: AnalysisResponse) => void,
): WorkerSearch {
  const onClock = input.maxNodes === undefined;
  return {
    start() {
      if (onClock && crew.shared) {
        crew.recruit({
          id,
          purpose: 'analyse',
          position: input.position,
          history: input.history,
          level: 'hard',
          timeMs: input.timeMs,
          maxDepth: input.maxDepth,
        });
      }
      worker.postMessage({
        type: 'analyse',
        id,
        ...input,
        table: onClock ? crew.table() : undefined,
      });
    },
    receive(data) {
      if (data.type === 'analysis') {
        if (!data.done) crew.reported();
        onUpdate(data);
        if (data.done) resolve(data);
      } else if (data.type === 'error') {
        reject(new Error(data.message));
      }
    },
  };
}
