import {
  clonePosition,
  generateMoves,
  makeMove,
  MAX_MOVES,
  type Move,
  type Position,
} from '../../engine';
import { type GameAi, solverCache } from '../game-ai';
import { type SearchResult, Searcher, WIN, WIN_BOUND } from './search';
import { tableBits } from './tt';

/**
 * The analysis board's search: the best few lines of a position, deepened for as long as
 * it is allowed, reported after every completed depth. It uses the playing search as it
 * is: `exactRoot` scores every root move exactly, so the best few are known at each depth,
 * and a second searcher finds the continuation of the runners-up. Where the game solves
 * small endings exactly (`GameAi.solver`), a quick solve first gives the proven verdict.
 */
export interface AnalyseOptions {
  /** How many lines to report, best first (default 3). */
  readonly lines?: number;
  readonly maxDepth?: number;
  /** Wall-clock budget; without one (or a node budget) it runs until stopped. */
  readonly timeMs?: number;
  /** Node budget for the main search: reproducible results for tests. */
  readonly maxNodes?: number;
  /** `positionKey`s of the earlier positions, so that repetitions score as draws. */
  readonly history?: readonly string[];
  readonly shouldStop?: () => boolean;
  /** Called after each completed depth with the lines found so far. */
  readonly onUpdate?: (update: AnalysisUpdate) => void;
  readonly now?: () => number;
  /** A transposition table shared with helpers (`parallel.ts`), kept between requests. */
  readonly table?: SharedArrayBuffer;
}

/** What a helper of an analysis needs (`helpAnalyse`). */
export interface HelpAnalyseOptions {
  readonly table: SharedArrayBuffer;
  readonly depthOffset: number;
  readonly maxDepth?: number;
  readonly timeMs?: number;
  readonly history?: readonly string[];
  readonly shouldStop?: () => boolean;
}

export interface AnalysedLine {
  /** The line's moves from the analysed position; its first is the root move. */
  readonly moves: readonly Move[];
  /** For the side to move in the analysed position. */
  readonly score: number;
}

export interface AnalysisUpdate {
  readonly depth: number;
  readonly nodes: number;
  /** Best first; fewer than asked when the position has fewer moves. */
  readonly lines: readonly AnalysedLine[];
  /** Whether the side to move wins (true) or loses (false) with best play, when proven. */
  readonly solved: boolean | undefined;
  readonly elapsedMs: number;
}

/** How long the exact solve may take before the search takes over. */
const SOLVE_MS = 1000;

const buffer = new Int32Array(MAX_MOVES);
let main: Searcher | undefined;
let mainTable: SharedArrayBuffer | undefined;
let helper: Searcher | undefined;
let helperTable: SharedArrayBuffer | undefined;
let side: Searcher | undefined;
const solverOf = solverCache();

/** The continuation after `move`, searched to `depth` more plies by the second searcher. */
function continuation(
  pos: Position,
  ai: GameAi,
  move: Move,
  depth: number,
  history: readonly string[],
): Move[] {
  const child = clonePosition(pos);
  makeMove(child, move);
  if (depth <= 0 || generateMoves(child, buffer) === 0) return [move];
  side ??= new Searcher(16);
  const found = side.search(child, ai.evaluator, { maxDepth: depth, history });
  return [move, ...found.pv];
}

/** Analyses `position`, which must have a legal move; returns the last update. */
export function analyse(
  position: Position,
  ai: GameAi,
  options: AnalyseOptions = {},
): AnalysisUpdate {
  const now = options.now ?? (() => performance.now());
  const start = now();
  const want = Math.max(1, options.lines ?? 3);
  const history = options.history ?? [];
  const pos = clonePosition(position);
  let solved: boolean | undefined;
  let winning: Move | undefined;
  let last: AnalysisUpdate = { depth: 0, nodes: 0, lines: [], solved, elapsedMs: 0 };
  const report = (update: AnalysisUpdate): void => {
    last = update;
    options.onUpdate?.(update);
  };

  const empty = pos.board.cellCount - pos.count[1] - pos.count[2];
  if (ai.solver?.tries(pos, 'analysis')) {
    const solution = solverOf(ai.solver).solve(
      clonePosition(pos),
      options.maxNodes ?? Infinity,
      // A node budget's answer must not hang on the clock: the solver stops on nodes alone.
      options.maxNodes === undefined
        ? start + Math.min(SOLVE_MS, options.timeMs ?? SOLVE_MS)
        : Infinity,
      options.shouldStop,
      now,
    );
    if (solution) {
      solved = solution.win;
      if (solution.win) winning = solution.move;
      report({
        depth: empty,
        nodes: solution.nodes,
        lines: [{ moves: [solution.move], score: solution.win ? WIN : -WIN }],
        solved,
        elapsedMs: now() - start,
      });
    }
  }

  if (options.maxNodes !== undefined) {
    // A node budget asks for an answer that depends on the request alone.
    main?.reset();
    side?.reset();
  }
  if (!main || mainTable !== options.table) {
    main = options.table ? tableSearcher(options.table) : new Searcher();
    mainTable = options.table;
  }
  let proven = false;
  main.search(pos, ai.evaluator, {
    maxDepth: options.maxDepth,
    timeMs: options.timeMs,
    maxNodes: options.maxNodes,
    now,
    history,
    exactRoot: true,
    shouldStop: () => proven || (options.shouldStop?.() ?? false),
    onIteration: (info) => {
      // The iteration's result carries every root move's score (`SearchResult.root`).
      let root = (info as SearchResult).root ?? [{ move: info.move, score: info.score }];
      if (winning !== undefined && root[0].move !== winning) {
        // The search has not seen the proven win yet: the solver's move leads.
        root = [{ move: winning, score: WIN }, ...root.filter((r) => r.move !== winning)];
      }
      const lines: AnalysedLine[] = root.slice(0, want).map((r, i) => ({
        score: r.score,
        moves:
          i === 0 && r.move === info.move
            ? info.pv
            : continuation(pos, ai, r.move, info.depth - 1, history),
      }));
      const best = lines[0].score;
      // A won or lost game needs no deeper look; the solver's verdict stands over the search's.
      if (Math.abs(best) > WIN_BOUND) proven = true;
      report({
        depth: info.depth,
        nodes: info.nodes,
        lines,
        solved: solved ?? (Math.abs(best) > WIN_BOUND ? best > 0 : undefined),
        elapsedMs: now() - start,
      });
    },
  });
  return last;
}

const tableSearcher = (table: SharedArrayBuffer): Searcher =>
  new Searcher(tableBits(table.byteLength / 4), table);

/**
 * Searches beside an analysis of `position` on their shared table (Lazy SMP): the same
 * evaluation and full-window root, so that what it stores is what the analysis would,
 * `depthOffset` plies deeper. No solve and no lines: the analysis reports.
 */
export function helpAnalyse(position: Position, ai: GameAi, options: HelpAnalyseOptions): number {
  if (!helper || helperTable !== options.table) {
    helper = tableSearcher(options.table);
    helperTable = options.table;
  }
  return helper.search(clonePosition(position), ai.evaluator, {
    maxDepth: options.maxDepth,
    timeMs: options.timeMs,
    history: options.history,
    shouldStop: options.shouldStop,
    exactRoot: true,
    join: true,
    depthOffset: options.depthOffset,
  }).depth;
}
