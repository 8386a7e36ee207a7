import { chooseSplitPart, commonDepth, type SplitPart } from './parallel';
import type { DoneResponse, ProgressResponse } from './protocol';

/**
 * A think split by root moves over the worker and its helpers, merged into one search's
 * reports: progress shows the leading part each time every part has completed a new depth,
 * and the answer is the best part's move (`chooseSplitPart`) once every part has answered.
 */
export interface SplitMerge {
  /** Part `k`'s progress (0: the worker's); the progress to show, if there is new. */
  progress(k: number, report: ProgressResponse): ProgressResponse | undefined;
  /** Part `k`'s answer; the search's, once every part has one. */
  done(k: number, report: DoneResponse): DoneResponse | undefined;
  /** Part `k`'s helper failed: the part answers nothing, as `done` does. */
  lost(k: number): DoneResponse | undefined;
}

/** One part: what it reported so far. */
interface Part {
  readonly scores: number[];
  done: DoneResponse | undefined;
  last: ProgressResponse | undefined;
}

const partOf = (part: Part): SplitPart => ({
  scores: part.scores,
  depth: part.done?.depth ?? 0,
  score: part.done && part.done.depth > 0 ? part.done.score : -Infinity,
});

export function createSplitMerge(id: number, count: number): SplitMerge {
  const parts: Part[] = Array.from({ length: count }, () => ({
    scores: [],
    done: undefined,
    last: undefined,
  }));
  /** The common depth last shown as progress. */
  let shown = 0;

  const done = (k: number, report: DoneResponse): DoneResponse | undefined => {
    const part = parts[k];
    part.done = report;
    if (report.depth > 0)
      part.scores[report.depth] = Math.max(part.scores[report.depth] ?? -Infinity, report.score);
    if (!parts.every((p) => p.done)) return undefined;
    const best = parts[chooseSplitPart(parts.map(partOf))].done!;
    const nodes = parts.reduce((sum, p) => sum + (p.done?.nodes ?? 0), 0);
    const elapsedMs = Math.max(...parts.map((p) => p.done?.elapsedMs ?? 0));
    return { ...best, id, nodes, elapsedMs };
  };

  return {
    progress(k, report) {
      const part = parts[k];
      part.scores[report.depth] = report.score;
      part.last = report;
      const views = parts.map((p) => ({
        scores: p.scores,
        depth: p.last?.depth ?? 0,
        score: p.last?.score ?? -Infinity,
      }));
      const depth = commonDepth(views);
      if (depth <= shown || !Number.isFinite(depth)) return undefined;
      shown = depth;
      return parts[chooseSplitPart(views)].last;
    },
    done,
    lost: (k) =>
      done(k, {
        type: 'done',
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
      }),
  };
}
