import { clonePosition, type Position } from '../../engine';
import { type GameAi, solverCache } from '../game-ai';
import { type Level, LEVEL_SETTINGS } from './levels';
import { createRng, type Rng } from './rng';
import {
  type Evaluator,
  type RootScore,
  type RootSplit,
  type SearchInfo,
  Searcher,
  WIN,
} from './search';
import { tableBits } from './tt';

/**
 * The computer's move at a level: the one entry point the worker, the arena and the
 * tests share. Pure apart from the reusable search buffers, so it runs in Node and in a
 * Web Worker alike.
 */
export interface ThinkOptions {
  readonly level: Level;
  /** Seeds the lower levels' noise; the same seed and budget give the same move. */
  readonly seed?: number;
  /** Overrides the level's time budget. */
  readonly timeMs?: number;
  /** A node budget instead of the clock: the deterministic mode tests use. */
  readonly maxNodes?: number;
  /** Caps the level's depth. */
  readonly maxDepth?: number;
  /** `positionKey`s of the game's earlier positions, so that repetitions score as draws. */
  readonly history?: readonly string[];
  readonly shouldStop?: () => boolean;
  readonly onProgress?: (info: SearchInfo) => void;
  /** The clock in ms (default `performance.now`); tests inject one to check time use. */
  readonly now?: () => number;
  /** A transposition table shared with other workers (`parallel.ts`), kept between moves. */
  readonly table?: SharedArrayBuffer;
  /**
   * Helps another worker's search of this position on their shared `table` (Lazy SMP):
   * no book and no exact solve, the table's age kept, `depthOffset` plies deeper each iteration.
   */
  readonly join?: boolean;
  readonly depthOffset?: number;
  /** Searches only this part of the root moves (root splitting, `parallel.ts`). */
  readonly split?: RootSplit;
}

export interface ThinkResult extends SearchInfo {
  /** Whether the move comes from an exact endgame solve (a proven win). */
  readonly solved: boolean;
  /** Whether the move comes from the game's opening book, unsearched (score 0, depth 0). */
  readonly booked?: boolean;
}

/**
 * The computer prefers playing on to a repetition draw unless it stands worse than this
 * fraction of a marble: against a person, a shuffle to a draw is a poor game, and
 * against a defence that only waits, playing on is the only way to win. Ahead in
 * marbles, a repetition also costs it its whole lead, so it repeats only when every
 * other move would lose more than that.
 */
const CONTEMPT = 1;

function drawScore(pos: Position, ai: GameAi): number {
  return -(CONTEMPT + Math.max(0, ai.lead(pos))) * ai.unit;
}

/**
 * One searcher per level, since each keeps its table from move to move: when two levels
 * play each other in one thread (the arena), neither may read the other's analysis.
 * Each also remembers the evaluation it last searched with: in Abalone it depends on the
 * computer's colour (`GameAi.player`), so scores stored for the other colour (a hint for
 * the person, the other side in a game between two computers) must not be read back.
 */
const searchers = new Map<Level, Searcher>();
const searcherEvaluators = new Map<Level, Evaluator>();
const searcherTables = new Map<Level, SharedArrayBuffer | undefined>();
const solverOf = solverCache();

/** The level's searcher, on the shared `table` if one is given (a new searcher if it changed). */
function searcherFor(level: Level, table: SharedArrayBuffer | undefined): Searcher {
  let searcher = searchers.get(level);
  if (!searcher || searcherTables.get(level) !== table) {
    searcher = table ? new Searcher(tableBits(table.byteLength / 4), table) : new Searcher();
    searchers.set(level, searcher);
    searcherTables.set(level, table);
    searcherEvaluators.delete(level);
  }
  return searcher;
}

export function think(position: Position, ai: GameAi, options: ThinkOptions): ThinkResult {
  const now = options.now ?? (() => performance.now());
  const start = now();
  const settings = LEVEL_SETTINGS[options.level];
  const pos = clonePosition(position);
  const budgetMs = options.maxNodes === undefined ? (options.timeMs ?? settings.timeMs) : undefined;
  const deadline = budgetMs === undefined ? Infinity : start + budgetMs;

  // The game's opening book, for the levels it serves: a deeper search's move, stored.
  // A helper joining a search must search, as it does past the solver's reach too.
  const booked = options.join ? undefined : ai.book?.(pos, options.level);
  if (booked !== undefined) {
    const elapsedMs = now() - start;
    return {
      move: booked,
      score: 0,
      depth: 0,
      nodes: 0,
      pv: [booked],
      elapsedMs,
      solved: false,
      booked: true,
    };
  }

  const empty = pos.board.cellCount - pos.count[1] - pos.count[2];
  const { solver } = ai;
  if (!options.join && solver?.tries(pos, options.level)) {
    const solution = solverOf(solver).solve(
      pos,
      options.maxNodes ?? Infinity,
      budgetMs === undefined ? Infinity : start + budgetMs / 2,
      options.shouldStop,
      now,
    );
    if (solution?.win) {
      return {
        move: solution.move,
        score: WIN,
        depth: empty,
        nodes: solution.nodes,
        pv: [solution.move],
        elapsedMs: now() - start,
        solved: true,
      };
    }
  }

  const searcher = searcherFor(options.level, options.table);
  // On the clock the table carries over from move to move (its entries age out), since
  // most of the last search's tree is still there. Under a node budget a fresh table
  // makes the answer depend on the request alone: reproducible tests and hints. A helper
  // never clears the table it shares: the search it helps decides that.
  const evaluator = ai.player(pos.turn);
  const stale =
    options.maxNodes !== undefined || searcherEvaluators.get(options.level) !== evaluator;
  if (stale && !options.join) searcher.reset();
  searcherEvaluators.set(options.level, evaluator);
  const result = searcher.search(pos, evaluator, {
    maxDepth: Math.min(options.maxDepth ?? settings.maxDepth, settings.maxDepth),
    timeMs: budgetMs === undefined ? undefined : Math.max(1, deadline - now()),
    now,
    maxNodes: options.maxNodes,
    shouldStop: options.shouldStop,
    history: options.history,
    drawScore: drawScore(pos, ai),
    exactRoot: settings.temperature > 0,
    onIteration: options.onProgress,
    join: options.join,
    depthOffset: options.depthOffset,
    split: options.split,
  });
  const elapsedMs = now() - start;
  if (settings.temperature === 0) return { ...result, elapsedMs, solved: false };
  const rng = createRng(options.seed ?? Math.floor(Math.random() * 2 ** 31));
  const pick = softmaxPick(result.root, settings.temperature * ai.unit * (ai.noise ?? 1), rng);
  return {
    ...result,
    move: pick.move,
    score: pick.score,
    pv: pick.move === result.move ? result.pv : [pick.move],
    elapsedMs,
    solved: false,
  };
}

/** Draws a root move with probability ∝ exp(score / temperature): near-best moves stay likely. */
export function softmaxPick(root: readonly RootScore[], temperature: number, rng: Rng): RootScore {
  const best = Math.max(...root.map((r) => r.score));
  const weights = root.map((r) => Math.exp((r.score - best) / temperature));
  let x = rng.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < root.length; i++) {
    x -= weights[i];
    if (x < 0) return root[i];
  }
  return root[0];
}
