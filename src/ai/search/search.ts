import {
  generateMoves,
  makeMove,
  makeNullMove,
  MAX_MOVES,
  type Move,
  type Position,
  unmakeMove,
  unmakeNullMove,
} from '../../engine';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, NO_MOVE, TranspositionTable } from './tt';

/**
 * Iterative-deepening negamax with principal-variation search, shared by both games.
 * A game plugs in through an `Evaluator`; everything else (transposition table, killer
 * and history ordering, late-move reductions, quiescence, repetition, budgets) is here.
 *
 * The search plays make/unmake on the caller's position and restores it before
 * returning. Nothing in the node loop allocates: move and ordering buffers are kept per
 * ply, and the table lives in typed arrays.
 */

/** Score of a won game, less the plies it takes, so that quicker wins score higher. */
export const WIN = 1_000_000;
export const MAX_PLY = 128;
/** Scores beyond this are wins or losses found by the search, not evaluations. */
export const WIN_BOUND = WIN - MAX_PLY;
const INF = WIN + 1;
/** Pushes chain; cap the horizon search so that a long push war cannot explode it. */
const MAX_QPLY = 6;
const MAX_DEPTH = 64;

export interface Evaluator {
  /** Whether to extend the horizon with tactical moves (Abalone pushes). */
  readonly quiescence: boolean;
  /** Whether positions can recur (Abalone), so that repetitions must score as draws. */
  readonly repetition: boolean;
  /** Static score for the side to move, strictly inside ±WIN_BOUND. */
  evaluate(pos: Position): number;
  /** 0 for a quiet move; otherwise how forcing it is, for ordering and quiescence. */
  tactical(pos: Position, move: Move): number;
  /** Whether the game is over, cheaply, for quiescence, which generates no quiet moves. */
  decided(pos: Position): boolean;
  /** Writes only the tactical moves into `out` and returns their count, for quiescence. */
  tacticalMoves(pos: Position, out: Int32Array): number;
  /** +1 if the side to move has won, -1 if lost, for a position with no legal moves. */
  terminal(pos: Position): number;
  /**
   * Whether passing is never better than moving, so that a null move may prune. False
   * for Abacus, where a spare tempo is the whole game.
   */
  readonly nullMove: boolean;
  /** Most a quiet move can gain statically per ply of depth left; 0 disables futility pruning. */
  readonly futilityMargin: number;
  /**
   * Writes into `out`, for each of the first `n` moves, its order among the moves of its
   * kind (tactical or quiet), 1–255, highest first: a rough static gain. 0 marks quiet
   * moves that leave the evaluation exactly as any other move marked 0 does (Abacus: a
   * placement touching no stone); they go last, and one ply from the horizon only the
   * first of them is searched, since the rest would score the same. Without it, quiet
   * moves go by history and tactical ones by `tactical`.
   */
  orderHints?(pos: Position, moves: Int32Array, n: number, out: Int32Array): void;
  /** Late-move pruning and deeper reductions; without them, the plain reductions. */
  readonly lateMoves?: LateMoves;
  /**
   * The least `tactical` a move needs to be tried in quiescence after its first ply, where
   * every tactical move is (default 1: every tactical move at every ply); a weaker one is
   * left to the evaluation's own threat terms.
   */
  readonly quiescenceFloor?: number;
  /**
   * Writes only the tactical moves of at least `quiescenceFloor` into `out`, in the order
   * `tacticalMoves` has them, and returns their count: cheaper than generating every
   * tactical move to keep a few.
   */
  floorMoves?(pos: Position, out: Int32Array): number;
}

/**
 * For games with many quiet moves of which few matter (Abacus: most placements), so
 * that the search goes deeper where the game is decided.
 */
export interface LateMoves {
  /**
   * Away from the principal variation, up to this depth, only the first
   * `keep + perDepth · depth²` quiet moves are searched.
   */
  readonly pruneDepth: number;
  readonly keep: number;
  readonly perDepth: number;
  /** Late moves are searched `⌊base + ln(depth) · ln(index) / divisor⌋` plies shallower first. */
  readonly base: number;
  readonly divisor: number;
  /** Tactical moves from this index on are reduced too. */
  readonly tacticalFrom: number;
}

export interface SearchLimits {
  /** Nominal depth cap in plies (default 64). */
  readonly maxDepth?: number;
  /**
   * Wall-clock budget. The search deepens while the next iteration is predicted (from the
   * effective branching factor) to finish inside it with a margin, allowing such an
   * iteration up to `OVERRUN` of the budget should the prediction be wrong; an iteration
   * predicted not to fit still runs until `AIM` of the budget is spent, since a root move that
   * beats the best so far, searched in full, is worth playing.
   */
  readonly timeMs?: number;
  /** The clock, in ms; injectable so that tests can check time use without wall time. */
  readonly now?: () => number;
  /** Node budget: unlike time, it makes the search reproducible. */
  readonly maxNodes?: number;
  /** Polled every few thousand nodes; returning true aborts the search. */
  readonly shouldStop?: () => boolean;
  /** Zobrist keys (`positionKey`) of the game's earlier positions: reaching one scores a draw. */
  readonly history?: readonly string[];
  /**
   * What a repetition draw is worth to the side to move at the root (negative: it plays
   * on rather than repeat while its position is no worse than this).
   */
  readonly drawScore?: number;
  /** Score every root move with a full window, for levels that choose among them. */
  readonly exactRoot?: boolean;
  /** Called after each completed iteration. */
  readonly onIteration?: (info: SearchInfo) => void;
  /**
   * A helper of Lazy SMP (`parallel.ts`): it searches beside another worker on their
   * shared table, so it keeps that search's age rather than starting one of its own.
   */
  readonly join?: boolean;
  /**
   * Plies added to every iteration's depth: a helper one ply ahead of the main search
   * fills the table with what the main one is about to need.
   */
  readonly depthOffset?: number;
  /**
   * Root splitting (`parallel.ts`): search only the root moves whose place in the
   * static order (`Evaluator.tactical`, then the move's number) is `index` modulo `of`.
   * With fewer moves than parts every worker searches them all.
   */
  readonly split?: RootSplit;
}

export interface RootSplit {
  readonly index: number;
  readonly of: number;
}

export interface SearchInfo {
  readonly move: Move;
  /** From the side to move's point of view. */
  readonly score: number;
  /** Nominal depth of the last completed iteration. */
  readonly depth: number;
  readonly nodes: number;
  readonly pv: readonly Move[];
  readonly elapsedMs: number;
}

export interface RootScore {
  readonly move: Move;
  readonly score: number;
}

export interface SearchResult extends SearchInfo {
  /**
   * Every root move with its score from the last completed iteration, best first. Only
   * the best score is exact unless `exactRoot` was set; the others are upper bounds.
   */
  readonly root: readonly RootScore[];
}

const ORDER_TT = 1 << 30;
const ORDER_TACTICAL = 1 << 26;
const ORDER_KILLER1 = 1 << 25;
const ORDER_KILLER2 = 1 << 24;
const HISTORY_MAX = (1 << 24) - 1;
/** Both games encode a move in 17 bits. */
const HISTORY_SLOTS = 1 << 17;

const toTT = (score: number, ply: number): number =>
  score > WIN_BOUND ? score + ply : score < -WIN_BOUND ? score - ply : score;
const fromTT = (score: number, ply: number): number =>
  score > WIN_BOUND ? score - ply : score < -WIN_BOUND ? score + ply : score;

const wallClock = (): number => performance.now();
/** How far past its budget an iteration predicted to fit may run before it is cut off. */
export const OVERRUN = 1.1;
/**
 * Where an iteration not predicted to fit is cut off. A little short of the budget: the
 * caller still has to report the move, and an iteration predicted to fit that turns out
 * longer runs past the budget, so stopping the others early keeps the mean at or under it.
 */
export const AIM = 0.97;
/**
 * An iteration counts as predicted to fit only with this much to spare: predictions run
 * short as often as long, and one that misses by a little would otherwise be cut off at
 * the overrun limit, wasting the overrun and most of the iteration with it.
 */
const FIT_MARGIN = 2;
/**
 * Nodes between looks at the clock: an Abacus node can cost 30 µs on a busy machine, so
 * this keeps a 100 ms budget from being overrun by more than a few ms.
 */
const POLL_MASK = 255;
/**
 * Static evaluations kept per search, by position: the re-searches of principal-variation
 * search and of late-move reductions, and each deeper iteration, reach the same leaves
 * again (at 400,000 nodes on Abalone, 41% of the evaluations were of a position already
 * evaluated). Direct-mapped on the hash; a search starts with none kept, because the hash
 * does not hold everything an evaluation reads (Abalone's marbles off), only what one
 * search cannot change without changing the hash.
 */
const EVAL_BITS = 16;
const EVAL_MASK = (1 << EVAL_BITS) - 1;

/**
 * One searcher per thread: it owns the buffers, the table and the ordering heuristics,
 * and can be reused across moves and games.
 */
export class Searcher {
  private readonly tt: TranspositionTable;
  private readonly moves: Int32Array[] = [];
  private readonly orders: Int32Array[] = [];
  private readonly killers = new Int32Array(MAX_PLY * 2);
  private readonly historyTable = new Int32Array(HISTORY_SLOTS * 2);
  /** The order hints of the node being ordered; read before any child is searched. */
  private readonly hints = new Int32Array(MAX_MOVES);
  private readonly pathLo = new Int32Array(MAX_PLY + 1);
  private readonly pathHi = new Int32Array(MAX_PLY + 1);
  private readonly pv = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLength = new Int32Array(MAX_PLY + 1);
  private gameLo = new Int32Array(0);
  private gameHi = new Int32Array(0);
  private gameMask = 0;
  private readonly evalLo = new Int32Array(1 << EVAL_BITS);
  private readonly evalHi = new Int32Array(1 << EVAL_BITS);
  private readonly evalScore = new Float64Array(1 << EVAL_BITS);
  /** `evalSearch[i] === search`: slot i was written in this search. */
  private readonly evalSearch = new Int32Array(1 << EVAL_BITS);
  private searchCount = 0;

  private reductions = new Int8Array(0);
  private reductionsOf: LateMoves | undefined;

  private pos!: Position;
  private ev!: Evaluator;
  private nodes = 0;
  private drawScore = 0;
  private stopped = false;
  private deadline = Infinity;
  private now: () => number = wallClock;
  private nodeLimit = Infinity;
  private shouldStop: (() => boolean) | undefined;

  /** With `shared`, the table is that buffer, which other workers search with too. */
  constructor(ttBits = 19, shared?: SharedArrayBuffer) {
    this.tt = new TranspositionTable(ttBits, shared);
  }

  /** Forgets everything learnt, so that the next search depends only on its inputs. */
  reset(): void {
    this.tt.clear();
    this.killers.fill(NO_MOVE);
    this.historyTable.fill(0);
  }

  search(pos: Position, ev: Evaluator, limits: SearchLimits = {}): SearchResult {
    const now = limits.now ?? wallClock;
    this.now = now;
    const start = now();
    const budgetEnd = limits.timeMs === undefined ? Infinity : start + limits.timeMs * AIM;
    this.pos = pos;
    this.ev = ev;
    this.nodes = 0;
    this.stopped = false;
    this.deadline = budgetEnd;
    this.nodeLimit = limits.maxNodes ?? Infinity;
    this.shouldStop = limits.shouldStop;
    this.drawScore = limits.drawScore ?? 0;
    this.searchCount++;
    this.loadHistory(limits.history ?? []);
    this.tt.nextSearch(limits.join === true);
    this.killers.fill(NO_MOVE);
    for (let i = 0; i < this.historyTable.length; i++) this.historyTable[i] >>= 3;

    const generated = this.movesAt(0).subarray(0, generateMoves(pos, this.movesAt(0)));
    const rootMoves = limits.split
      ? splitRoot(pos, ev, generated, limits.split)
      : Int32Array.from(generated);
    const count = rootMoves.length;
    if (count === 0) throw new Error('search: the game is over, there is no move to choose');
    const rootScores = new Int32Array(count);
    // Seed the first iteration's order with the tactical prior and the table's move.
    const slot = this.tt.probe(pos.hashLo, pos.hashHi);
    const ttMove = slot >= 0 ? this.tt.move(slot) : NO_MOVE;
    for (let i = 0; i < count; i++) {
      rootScores[i] = rootMoves[i] === ttMove ? ORDER_TT : ev.tactical(pos, rootMoves[i]);
    }
    sortRoot(rootMoves, rootScores);

    let result: SearchResult = {
      move: rootMoves[0],
      score: 0,
      depth: 0,
      nodes: 0,
      pv: [rootMoves[0]],
      elapsedMs: 0,
      root: Array.from(rootMoves, (move) => ({ move, score: 0 })),
    };
    const maxDepth = Math.min(limits.maxDepth ?? MAX_DEPTH, MAX_DEPTH);
    const offset = limits.depthOffset ?? 0;
    this.pathLo[0] = pos.hashLo;
    this.pathHi[0] = pos.hashHi;
    let lastIterationMs = 0;
    let branching = 0;
    for (let depth = 1 + offset; depth <= maxDepth; depth++) {
      const iterationStart = now();
      if (depth > 1 + offset && budgetEnd !== Infinity) {
        // Time of the next iteration ≈ the last one × the effective branching factor.
        const predicted = lastIterationMs * (branching > 0 ? branching : 4);
        this.deadline =
          iterationStart + predicted * FIT_MARGIN <= budgetEnd
            ? start + (limits.timeMs ?? 0) * OVERRUN
            : budgetEnd;
        if (iterationStart >= budgetEnd) break;
      }
      const iterScores = new Int32Array(count).fill(-INF);
      const best = this.searchRoot(depth, rootMoves, iterScores, limits.exactRoot === true);
      if (this.stopped) {
        // A root move that beat the previous best was searched in full: it is safe to play.
        if (best >= 0 && best !== 0) {
          const pv = this.principalVariation();
          result = {
            ...result,
            move: rootMoves[best],
            score: iterScores[best],
            pv,
            nodes: this.nodes,
          };
        }
        break;
      }
      rootScores.set(iterScores);
      sortRoot(rootMoves, rootScores);
      const iterationMs = now() - iterationStart;
      if (lastIterationMs > 0 && iterationMs > 0) {
        // Smoothed over iterations: odd and even depths grow by different factors.
        const ratio = Math.min(10, Math.max(1.5, iterationMs / lastIterationMs));
        branching = branching > 0 ? Math.sqrt(branching * ratio) : ratio;
      }
      lastIterationMs = Math.max(iterationMs, 0.01);
      const elapsedMs = now() - start;
      result = {
        move: rootMoves[0],
        score: rootScores[0],
        depth,
        nodes: this.nodes,
        pv: this.principalVariation(),
        elapsedMs,
        root: Array.from(rootMoves, (move, i) => ({ move, score: rootScores[i] })),
      };
      limits.onIteration?.(result);
      // A part of a split root with one move must still deepen: its score is compared
      // with the other parts' at the depth they all reached.
      if (count === 1 && !limits.exactRoot && !limits.split) break;
      if (Math.abs(rootScores[0]) > WIN_BOUND && !limits.exactRoot) break;
    }
    return { ...result, nodes: this.nodes, elapsedMs: now() - start };
  }

  /**
   * Searches every root move; returns the index of the best one, or -1 if none finished.
   * With `exact`, every move gets a full window so that its score is exact, not a bound.
   */
  private searchRoot(depth: number, moves: Int32Array, scores: Int32Array, exact: boolean): number {
    const pos = this.pos;
    let alpha = -INF;
    let bestIndex = -1;
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i];
      const undo = makeMove(pos, move);
      let score: number;
      if (i === 0 || exact) {
        score = -this.negamax(depth - 1, 1, -INF, exact ? INF : -alpha);
      } else {
        score = -this.negamax(depth - 1, 1, -alpha - 1, -alpha);
        if (score > alpha && !this.stopped) score = -this.negamax(depth - 1, 1, -INF, -alpha);
      }
      unmakeMove(pos, move, undo);
      if (this.stopped) return bestIndex;
      scores[i] = score;
      if (score > alpha) {
        alpha = score;
        bestIndex = i;
        this.pv[0] = move;
        const len = this.pvLength[1];
        for (let k = 1; k < len; k++) this.pv[k] = this.pv[MAX_PLY + k];
        this.pvLength[0] = Math.max(len, 1);
      }
    }
    return bestIndex;
  }

  private principalVariation(): Move[] {
    return Array.from(this.pv.subarray(0, this.pvLength[0]));
  }

  private negamax(
    depth: number,
    ply: number,
    alpha: number,
    beta: number,
    allowNull = true,
  ): number {
    const pos = this.pos;
    const ev = this.ev;
    this.pvLength[ply] = ply;
    this.pathLo[ply] = pos.hashLo;
    this.pathHi[ply] = pos.hashHi;
    if (ev.repetition && this.repeated(ply)) return ply & 1 ? -this.drawScore : this.drawScore;
    if (depth <= 0 || ply >= MAX_PLY - MAX_QPLY - 1) return this.quiesce(ply, alpha, beta, 0);
    if ((++this.nodes & POLL_MASK) === 0) this.poll();
    if (this.stopped) return 0;

    const tt = this.tt;
    const pvNode = beta - alpha > 1;
    let ttMove = NO_MOVE;
    const slot = tt.probe(pos.hashLo, pos.hashHi);
    if (slot >= 0) {
      ttMove = tt.move(slot);
      if (!pvNode && tt.depth(slot) >= depth) {
        const score = fromTT(tt.score(slot), ply);
        const bound = tt.bound(slot);
        if (
          bound === BOUND_EXACT ||
          (bound === BOUND_LOWER && score >= beta) ||
          (bound === BOUND_UPPER && score <= alpha)
        ) {
          return score;
        }
      }
    }

    const moves = this.movesAt(ply);
    const n = generateMoves(pos, moves);
    if (n === 0) return ev.terminal(pos) * (WIN - ply);

    // Null move: if passing still holds beta, a real move surely would.
    if (
      ev.nullMove &&
      allowNull &&
      !pvNode &&
      depth >= 3 &&
      beta < WIN_BOUND &&
      this.evaluate() >= beta
    ) {
      makeNullMove(pos);
      const score = -this.negamax(depth - 3, ply + 1, -beta, -beta + 1, false);
      unmakeNullMove(pos);
      if (this.stopped) return 0;
      if (score >= beta) return score > WIN_BOUND ? beta : score;
    }

    const order = this.orders[ply];
    const colourBase = (pos.turn - 1) * HISTORY_SLOTS;
    const killer1 = this.killers[ply * 2];
    const killer2 = this.killers[ply * 2 + 1];
    const hints = this.hints;
    const hinted = ev.orderHints !== undefined;
    if (hinted) ev.orderHints!(pos, moves, n, hints);
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      const t = ev.tactical(pos, move);
      const history = this.historyTable[colourBase + (move & (HISTORY_SLOTS - 1))];
      if (move === ttMove) order[i] = ORDER_TT;
      else if (!hinted) {
        order[i] =
          t > 0
            ? ORDER_TACTICAL + t
            : move === killer1
              ? ORDER_KILLER1
              : move === killer2
                ? ORDER_KILLER2
                : history;
      } else if (t === 0 && (move === killer1 || move === killer2)) {
        order[i] = move === killer1 ? ORDER_KILLER1 : ORDER_KILLER2;
      } else {
        // Hint first, history to break ties; below zero for the interchangeable moves.
        const h = hints[i];
        const within =
          h === 0 ? history - HISTORY_MAX - 1 : h * 65536 + Math.min(65535, history >> 4);
        order[i] = t > 0 ? ORDER_TACTICAL + within : within;
      }
    }

    // Futility: near the horizon, a quiet move cannot lift a hopeless static score to alpha.
    const futility =
      ev.futilityMargin > 0 && !pvNode && depth <= 2 && alpha > -WIN_BOUND
        ? this.evaluate() + ev.futilityMargin * depth
        : INF;
    const futile = futility <= alpha;

    const alpha0 = alpha;
    const late = ev.lateMoves;
    const lateReductions = late === undefined ? undefined : this.reductionsFor(late);
    const keepQuiet =
      late !== undefined && !pvNode && depth <= late.pruneDepth
        ? late.keep + late.perDepth * depth * depth
        : INF;
    let quietCount = 0;
    let best = -INF;
    let bestMove = NO_MOVE;
    for (let i = 0; i < n; i++) {
      pickNext(moves, order, i, n);
      const move = moves[i];
      const quiet = order[i] < ORDER_KILLER2;
      if (futile && i > 0 && order[i] < ORDER_TACTICAL) {
        if (futility > best) best = futility;
        continue;
      }
      // Moves marked 0 by the hints are ordered last and score alike one ply from the
      // horizon: search the first of them only.
      if (depth === 1 && order[i] < 0 && i > 0 && order[i - 1] < 0) break;
      // Quiet moves come last, so every move after this one would be skipped too.
      if (quiet && ++quietCount > keepQuiet && best > -WIN_BOUND) break;
      const undo = makeMove(pos, move);
      let score: number;
      if (i === 0) {
        score = -this.negamax(depth - 1, ply + 1, -beta, -alpha);
      } else {
        // Late quiet moves rarely matter after good ordering: look at them shallower first.
        let reduction = depth >= 2 && i >= 2 && quiet ? (depth >= 4 && i >= 6 ? 2 : 1) : 0;
        if (
          lateReductions !== undefined &&
          depth >= 2 &&
          i >= 2 &&
          (quiet || (order[i] >= ORDER_TACTICAL && order[i] < ORDER_TT && i >= late!.tacticalFrom))
        ) {
          reduction = lateReductions[Math.min(depth, 63) * 64 + Math.min(i, 63)] - (pvNode ? 1 : 0);
          reduction = Math.max(0, Math.min(depth - 1, reduction));
        }
        score = -this.negamax(depth - 1 - reduction, ply + 1, -alpha - 1, -alpha);
        if (score > alpha && reduction > 0) {
          score = -this.negamax(depth - 1, ply + 1, -alpha - 1, -alpha);
        }
        if (score > alpha && score < beta) {
          score = -this.negamax(depth - 1, ply + 1, -beta, -alpha);
        }
      }
      unmakeMove(pos, move, undo);
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          bestMove = move;
          this.updatePv(ply, move);
          if (score >= beta) {
            if (ev.tactical(pos, move) === 0) this.rememberCutoff(ply, move, depth, colourBase);
            break;
          }
        }
      }
    }
    const bound = best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER;
    tt.store(pos.hashLo, pos.hashHi, depth, bound, toTT(best, ply), bestMove);
    return best;
  }

  /** The static evaluation of the current position, kept for the rest of the search. */
  private evaluate(): number {
    const pos = this.pos;
    const i = pos.hashLo & EVAL_MASK;
    if (
      this.evalSearch[i] === this.searchCount &&
      this.evalLo[i] === pos.hashLo &&
      this.evalHi[i] === pos.hashHi
    )
      return this.evalScore[i];
    const score = this.ev.evaluate(pos);
    this.evalSearch[i] = this.searchCount;
    this.evalLo[i] = pos.hashLo;
    this.evalHi[i] = pos.hashHi;
    this.evalScore[i] = score;
    return score;
  }

  /** Stand pat, or try the tactical moves, until the position is quiet. */
  private quiesce(ply: number, alpha: number, beta: number, qply: number): number {
    const pos = this.pos;
    const ev = this.ev;
    this.pvLength[ply] = ply;
    if ((++this.nodes & POLL_MASK) === 0) this.poll();
    if (this.stopped) return 0;
    if (!ev.quiescence) return this.evaluate();
    if (ev.decided(pos)) return ev.terminal(pos) * (WIN - ply);
    const stand = this.evaluate();
    if (stand >= beta || qply >= MAX_QPLY) return stand;
    if (stand > alpha) alpha = stand;
    const moves = this.movesAt(ply);
    const floor = qply === 0 ? 1 : (ev.quiescenceFloor ?? 1);
    const generated =
      floor > 1 && ev.floorMoves !== undefined
        ? ev.floorMoves(pos, moves)
        : ev.tacticalMoves(pos, moves);
    const order = this.orders[ply];
    let k = 0;
    for (let i = 0; i < generated; i++) {
      const t = ev.tactical(pos, moves[i]);
      if (t < floor) continue;
      moves[k] = moves[i];
      order[k++] = t;
    }
    let best = stand;
    for (let i = 0; i < k; i++) {
      pickNext(moves, order, i, k);
      const move = moves[i];
      const undo = makeMove(pos, move);
      const score = -this.quiesce(ply + 1, -beta, -alpha, qply + 1);
      unmakeMove(pos, move, undo);
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          if (score >= beta) break;
        }
      }
    }
    return best;
  }

  /** `⌊base + ln(depth) · ln(index) / divisor⌋` by depth and move index, both below 64. */
  private reductionsFor(late: LateMoves): Int8Array {
    if (this.reductionsOf !== late) {
      this.reductionsOf = late;
      this.reductions = new Int8Array(64 * 64);
      for (let d = 1; d < 64; d++)
        for (let i = 1; i < 64; i++)
          this.reductions[d * 64 + i] = Math.max(
            0,
            Math.floor(late.base + (Math.log(d) * Math.log(i)) / late.divisor),
          );
    }
    return this.reductions;
  }

  private updatePv(ply: number, move: Move): void {
    const pv = this.pv;
    const row = ply * MAX_PLY;
    const next = row + MAX_PLY;
    pv[row + ply] = move;
    const len = this.pvLength[ply + 1];
    for (let k = ply + 1; k < len; k++) pv[row + k] = pv[next + k];
    this.pvLength[ply] = Math.max(len, ply + 1);
  }

  private rememberCutoff(ply: number, move: Move, depth: number, colourBase: number): void {
    if (this.killers[ply * 2] !== move) {
      this.killers[ply * 2 + 1] = this.killers[ply * 2];
      this.killers[ply * 2] = move;
    }
    const h = colourBase + (move & (HISTORY_SLOTS - 1));
    this.historyTable[h] = Math.min(HISTORY_MAX, this.historyTable[h] + depth * depth);
  }

  /** A position seen earlier on this line, or earlier in the game, is a draw. */
  private repeated(ply: number): boolean {
    const lo = this.pathLo[ply];
    const hi = this.pathHi[ply];
    for (let k = ply - 4; k >= 0; k -= 2) {
      if (this.pathLo[k] === lo && this.pathHi[k] === hi) return true;
    }
    if (this.gameMask === 0) return false;
    for (let i = lo & this.gameMask; ; i = (i + 1) & this.gameMask) {
      if (this.gameLo[i] === 0 && this.gameHi[i] === 0) return false;
      if (this.gameLo[i] === lo && this.gameHi[i] === hi) return true;
    }
  }

  /** Builds an open-addressing set of the game's keys so that each lookup is O(1). */
  private loadHistory(keys: readonly string[]): void {
    if (keys.length === 0) {
      this.gameMask = 0;
      return;
    }
    let size = 16;
    while (size < keys.length * 2) size *= 2;
    this.gameLo = new Int32Array(size);
    this.gameHi = new Int32Array(size);
    this.gameMask = size - 1;
    for (const key of keys) {
      const [hiText, loText] = key.split(':');
      const hi = Number(hiText) | 0;
      const lo = Number(loText) | 0;
      let i = lo & this.gameMask;
      while (this.gameLo[i] !== 0 || this.gameHi[i] !== 0) {
        if (this.gameLo[i] === lo && this.gameHi[i] === hi) break;
        i = (i + 1) & this.gameMask;
      }
      this.gameLo[i] = lo;
      this.gameHi[i] = hi;
    }
  }

  private poll(): void {
    if (
      this.nodes >= this.nodeLimit ||
      this.now() >= this.deadline ||
      (this.shouldStop !== undefined && this.shouldStop())
    ) {
      this.stopped = true;
    }
  }

  private movesAt(ply: number): Int32Array {
    while (this.moves.length <= ply) {
      this.moves.push(new Int32Array(MAX_MOVES));
      this.orders.push(new Int32Array(MAX_MOVES));
    }
    return this.moves[ply];
  }
}

/** Moves the highest-ordered remaining move to index `i` (lazy selection sort). */
function pickNext(moves: Int32Array, order: Int32Array, i: number, n: number): void {
  let best = i;
  for (let j = i + 1; j < n; j++) if (order[j] > order[best]) best = j;
  if (best !== i) {
    const m = moves[i];
    moves[i] = moves[best];
    moves[best] = m;
    const o = order[i];
    order[i] = order[best];
    order[best] = o;
  }
}

/** The root moves of one part of a split (`SearchLimits.split`), in the static order. */
function splitRoot(pos: Position, ev: Evaluator, moves: Int32Array, split: RootSplit): Int32Array {
  const order = Array.from(moves, (move) => ({ move, prior: ev.tactical(pos, move) }));
  order.sort((a, b) => b.prior - a.prior || a.move - b.move);
  if (order.length < split.of) return Int32Array.from(order, (o) => o.move);
  return Int32Array.from(
    order.filter((_, i) => i % split.of === split.index),
    (o) => o.move,
  );
}

/** Stable sort of the root moves by score, best first. */
function sortRoot(moves: Int32Array, scores: Int32Array): void {
  const idx = Array.from(moves.keys()).sort((a, b) => scores[b] - scores[a] || a - b);
  const m = idx.map((i) => moves[i]);
  const s = idx.map((i) => scores[i]);
  moves.set(m);
  scores.set(s);
}
