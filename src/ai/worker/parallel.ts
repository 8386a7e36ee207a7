import { WIN_BOUND } from '../search/search';

/**
 * How the computer searches with several workers. Where the page is cross-origin
 * isolated it can share memory, and the workers search one position together on one
 * transposition table (Lazy SMP, `shared`): the helpers fill the table, the main worker
 * reads it and answers. Elsewhere no memory can be shared, and each worker searches its
 * own part of the root moves with a table of its own (`split`); the best part wins.
 */
export const PARALLEL_MODES = ['shared', 'split'] as const;
export type ParallelMode = (typeof PARALLEL_MODES)[number];

/** Workers a search may use: more rarely pay on a phone, and each holds a large table. */
export const MAX_THREADS = 4;

/**
 * Cores left to the page while the computer searches. With every core searching, the
 * browser's own frames wait behind the workers and run as long tasks (3–9 over 50 ms in six
 * Expert moves at 4× CPU on two cores, none with one left free), while a second worker on
 * two cores measured no gain in games (docs/ai.md, "Several workers").
 */
export const PAGE_CORES = 1;

export interface ParallelPlan {
  readonly mode: ParallelMode;
  /** Workers searching at once, the main one included (1: no helpers). */
  readonly threads: number;
}

/** What the plan is read from: the page's (or a worker's) global scope. */
export interface ParallelEnvironment {
  readonly crossOriginIsolated?: boolean;
  readonly navigator?: { readonly hardwareConcurrency?: number };
}

export function parallelPlan(env: ParallelEnvironment): ParallelPlan {
  const cores = env.navigator?.hardwareConcurrency ?? 1;
  const shared = env.crossOriginIsolated === true && typeof SharedArrayBuffer !== 'undefined';
  return {
    mode: shared ? 'shared' : 'split',
    threads: Math.max(1, Math.min(MAX_THREADS, (Math.floor(cores) || 1) - PAGE_CORES)),
  };
}

/**
 * The plies helper `k` (1, 2, …) searches ahead of the main worker: every other helper
 * one ply deeper, so that the table holds the next iteration's results before the main
 * search needs them, while the others widen the current one.
 */
export const helperDepthOffset = (k: number): number => k % 2;

/** What one part of a split root reported: its score after each completed depth. */
export interface SplitPart {
  /** `scores[d]`: the part's best score at depth d, for every depth it completed. */
  readonly scores: readonly number[];
  /** Its final answer's depth and score (0 and -Infinity if it found none). */
  readonly depth: number;
  readonly score: number;
}

/**
 * The part whose move to play. Scores from different depths do not compare, so the parts
 * are compared at the deepest depth all of them completed, except that a proven win or
 * loss counts as found, at whatever depth. Ties go to the earlier part, which holds the
 * moves the static order puts first.
 */
export function chooseSplitPart(parts: readonly SplitPart[]): number {
  const open = parts.filter((p) => p.depth > 0 && !proven(p));
  const common = open.length === 0 ? 0 : Math.min(...open.map((p) => p.depth));
  const value = (p: SplitPart): number =>
    p.depth === 0 ? -Infinity : proven(p) ? p.score : (p.scores[common] ?? p.score);
  let best = 0;
  for (let i = 1; i < parts.length; i++) if (value(parts[i]) > value(parts[best])) best = i;
  return best;
}

/** The deepest depth every part has completed so far (0 before all have one). */
export const commonDepth = (parts: readonly SplitPart[]): number =>
  Math.min(...parts.map((p) => (proven(p) ? Infinity : p.depth)));

/** A part whose score is a win or a loss the search found. */
const proven = (p: SplitPart): boolean => Number.isFinite(p.score) && Math.abs(p.score) > WIN_BOUND;

export const isParallelMode = (text: string): text is ParallelMode =>
  (PARALLEL_MODES as readonly string[]).includes(text);
