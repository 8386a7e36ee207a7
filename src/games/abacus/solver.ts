import {
  type Board,
  generateMoves,
  makeMove,
  makeNullMove,
  MAX_MOVES,
  type Move,
  type Position,
  unmakeMove,
  unmakeNullMove,
  WHITE,
} from '../../engine';
import { isSlide, moveFrom, moveTo, placeMove, slideMove } from './moves';
import { PIECE_HI, PIECE_LO, TURN_HI, TURN_LO } from '../../engine/zobrist';
import { BITS_MAX_SIZE } from './bits';
import { BitSolver } from './bits-solver';
import { BOOK_3 } from './book-3';
import { type Symmetries, symmetriesOf } from '../../ai/search/symmetry';
import { BOUND_EXACT, NO_MOVE, TranspositionTable } from '../../ai/search/tt';
import type { EndgameSolver, GameSolver, Solution, SolveFor } from '../../ai/game-ai';

/**
 * Exact Abacus solver: a win/loss negamax over the whole remaining game.
 *
 * Abacus positions never repeat (placements fill cells; slides shrink the mover's group
 * sizes), so the tree is finite and every table entry is a proven result, independent of
 * the path. The first winning move found proves the node, so ordering matters more than
 * anything: first every child is looked up in the table (one proven lost for the opponent
 * wins at once), then the table's move, the move that last won at the same ply, and the
 * rest by the opponent's replies, fewest first. Together these cut random n=3 endings
 * with 9 empty cells from 1.08 M nodes to 0.14 M.
 *
 * The table is keyed by the least of the position's twelve symmetric Zobrist keys, kept
 * up to date move by move, so that a position and its rotations and mirror images are
 * solved once; moves are stored in that canonical frame and mapped back on use.
 *
 * Boards up to n=3 go to the bitboard solver instead (bits-solver.ts), which with
 * its book of opening moves plays the solved n=3 game from any position.
 */
export class AbacusSolver implements EndgameSolver {
  /** Whether the solver can play the whole game on this board, not only its endings. */
  static solvesWhole(board: Board): boolean {
    return board.n <= BITS_MAX_SIZE;
  }

  private small: BitSolver | undefined;
  /** Called every 2^22 nodes with the count and how many root moves are refuted so far. */
  onProgress: ((nodes: number, done: number, total: number) => void) | undefined;
  private rootDone = 0;
  private rootMoves = 0;
  private readonly tt: TranspositionTable;
  private readonly moves: Int32Array[] = [];
  private readonly winners = new Int32Array(MAX_MOVES);
  private readonly keys = new Int32Array(MAX_MOVES);
  private paths = new Int32Array(0);
  private pos!: Position;
  private sym!: Symmetries;
  private readonly symLo = new Int32Array(12);
  private readonly symHi = new Int32Array(12);
  /** The canonical key of the current position, and the symmetry that gives it. */
  private keyLo = 0;
  private keyHi = 0;
  private keySym = 0;
  private nodes = 0;
  private limit = Infinity;
  private deadline = Infinity;
  private shouldStop: (() => boolean) | undefined;
  private now: () => number = () => performance.now();
  private stopped = false;

  /**
   * `bitboards: false` keeps small boards on the engine too: a second, independent
   * solver to check the first against. `bitBits`: the bitboard solver's table, which a
   * caller solving only small endings keeps small, as clearing it is most of their cost.
   */
  constructor(
    ttBits = 18,
    private readonly bitboards = true,
    private readonly bitBits = 20,
  ) {
    this.tt = new TranspositionTable(ttBits);
  }

  /** Nodes searched by the last `solve`, finished or not. */
  get searched(): number {
    return this.nodes;
  }

  /** Solves within the budget, or returns undefined if it runs out first. */
  solve(
    pos: Position,
    maxNodes = Infinity,
    deadline = Infinity,
    shouldStop?: () => boolean,
    now: () => number = () => performance.now(),
  ): Solution | undefined {
    if (this.bitboards && AbacusSolver.solvesWhole(pos.board)) {
      this.small ??= new BitSolver(this.bitBits, bookOf(BOOK_3));
      // Proven results hold whatever the path, so on the clock they carry over from move
      // to move; under a node budget a fresh table keeps the answer reproducible.
      const solution = this.small.solve(
        pos,
        maxNodes,
        deadline,
        shouldStop,
        now,
        maxNodes === Infinity,
      );
      this.nodes = this.small.searched;
      return solution;
    }
    this.now = now;
    this.pos = pos;
    this.sym = symmetriesOf(pos.board);
    if (this.paths.length !== pos.board.cellCount) this.paths = new Int32Array(pos.board.cellCount);
    this.shouldStop = shouldStop;
    this.nodes = 0;
    this.limit = maxNodes;
    this.deadline = deadline;
    this.stopped = false;
    this.tt.clear();
    this.winners.fill(NO_MOVE);
    this.hashAll();
    const moves = this.movesAt(0);
    const n = this.ordered(0, NO_MOVE);
    if (n === 0) throw new Error('solve: the game is over');
    let refuted = moves[0];
    let most = -1;
    for (let i = 0; i < n; i++) {
      this.rootDone = i;
      this.rootMoves = n;
      const move = moves[i];
      const before = this.nodes;
      this.play(move);
      const theyWin = this.wins(1);
      this.undo(move);
      if (this.stopped) return undefined;
      if (!theyWin) return { win: true, move, nodes: this.nodes };
      if (this.nodes - before > most) {
        most = this.nodes - before;
        refuted = move;
      }
    }
    return { win: false, move: refuted, nodes: this.nodes };
  }

  /** Whether the side to move at `ply` wins. */
  private wins(ply: number): boolean {
    const pos = this.pos;
    if (++this.nodes > this.limit) this.stopped = true;
    if ((this.nodes & 255) === 0 && (this.now() >= this.deadline || this.shouldStop?.() === true)) {
      this.stopped = true;
    }
    if ((this.nodes & 0x3fffff) === 0) this.onProgress?.(this.nodes, this.rootDone, this.rootMoves);
    if (this.stopped) return false;
    const tt = this.tt;
    const lo = this.keyLo;
    const hi = this.keyHi;
    const frame = this.keySym;
    const slot = tt.probe(lo, hi);
    if (slot >= 0 && tt.score(slot) !== 0) return tt.score(slot) > 0;
    const stored = slot >= 0 ? tt.move(slot) : NO_MOVE;
    const n = this.ordered(ply, stored === NO_MOVE ? NO_MOVE : this.mapMove(stored, frame, true));
    if (n === 0) return pos.count[pos.turn] < pos.count[3 - pos.turn];
    const moves = this.moves[ply];
    // Enhanced transposition cutoff: a child already proven lost for the opponent wins
    // here without a search.
    const own = pos.turn;
    for (let i = 0; i < n; i++) {
      this.rehashMove(moves[i], own);
      const child = tt.probe(this.keyLo, this.keyHi);
      this.rehashMove(moves[i], own);
      if (child >= 0 && tt.score(child) < 0) {
        this.keyLo = lo;
        this.keyHi = hi;
        this.keySym = frame;
        this.winners[ply] = moves[i];
        tt.store(lo, hi, 0, BOUND_EXACT, 1, this.mapMove(moves[i], frame, false));
        return true;
      }
    }
    this.keyLo = lo;
    this.keyHi = hi;
    this.keySym = frame;
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      this.play(move);
      const theyWin = this.wins(ply + 1);
      this.undo(move);
      if (this.stopped) return false;
      if (!theyWin) {
        this.winners[ply] = move;
        tt.store(lo, hi, 0, BOUND_EXACT, 1, this.mapMove(move, frame, false));
        return true;
      }
    }
    tt.store(lo, hi, 0, BOUND_EXACT, -1, NO_MOVE);
    return false;
  }

  private play(move: Move): void {
    const own = this.pos.turn;
    makeMove(this.pos, move);
    this.rehashMove(move, own);
  }

  private undo(move: Move): void {
    unmakeMove(this.pos, move, 0);
    this.rehashMove(move, this.pos.turn);
  }

  /** The twelve symmetric keys from scratch, then the canonical one. */
  private hashAll(): void {
    const { cells, board, turn } = this.pos;
    const { map } = this.sym;
    for (let s = 0; s < 12; s++) {
      let lo = turn === WHITE ? TURN_LO : 0;
      let hi = turn === WHITE ? TURN_HI : 0;
      for (let c = 0; c < board.cellCount; c++) {
        if (cells[c] === 0) continue;
        const k = map[s * board.cellCount + c] * 3 + cells[c];
        lo ^= PIECE_LO[k];
        hi ^= PIECE_HI[k];
      }
      this.symLo[s] = lo;
      this.symHi[s] = hi;
    }
    this.canonical();
  }

  /** Toggles a move's pieces and the turn in every symmetric key (xor: make and unmake alike). */
  private rehashMove(move: Move, own: number): void {
    const { map } = this.sym;
    const cellCount = this.pos.board.cellCount;
    const to = moveTo(move);
    const slide = isSlide(move);
    const from = moveFrom(move);
    for (let s = 0; s < 12; s++) {
      const base = s * cellCount;
      const t = map[base + to] * 3 + own;
      let lo = this.symLo[s] ^ PIECE_LO[t] ^ TURN_LO;
      let hi = this.symHi[s] ^ PIECE_HI[t] ^ TURN_HI;
      if (slide) {
        const f = map[base + from] * 3 + own;
        lo ^= PIECE_LO[f];
        hi ^= PIECE_HI[f];
      }
      this.symLo[s] = lo;
      this.symHi[s] = hi;
    }
    this.canonical();
  }

  private canonical(): void {
    let best = 0;
    for (let s = 1; s < 12; s++) {
      const a = this.symHi[s] >>> 0;
      const b = this.symHi[best] >>> 0;
      if (a < b || (a === b && this.symLo[s] >>> 0 < this.symLo[best] >>> 0)) best = s;
    }
    this.keyLo = this.symLo[best];
    this.keyHi = this.symHi[best];
    this.keySym = best;
  }

  /** A move carried into symmetry `s`'s frame, or (`back`) out of it. */
  private mapMove(move: Move, s: number, back: boolean): Move {
    const table = back ? this.sym.inverse : this.sym.map;
    const base = s * this.pos.board.cellCount;
    const to = table[base + moveTo(move)];
    return isSlide(move) ? slideMove(table[base + moveFrom(move)], to) : placeMove(to);
  }

  /**
   * Generates the moves at `ply`: `first`, the last winner here, then the rest by the
   * opponent's replies, fewest first (in a race for tempo, the move that leaves the
   * opponent the fewest slides is most often the winning one).
   */
  private ordered(ply: number, first: Move): number {
    const moves = this.movesAt(ply);
    const pos = this.pos;
    const n = generateMoves(pos, moves);
    let k = 0;
    for (const want of [first, this.winners[ply]]) {
      if (want === NO_MOVE) continue;
      for (let i = k; i < n; i++) {
        if (moves[i] === want) {
          moves[i] = moves[k];
          moves[k++] = want;
          break;
        }
      }
    }
    if (n - k < 2) return n;
    // The opponent's slides as if it moved now, counted by the cells on their paths: a
    // placement there removes exactly those (groups, and so landing sizes, stay the same).
    const board = pos.board;
    const paths = this.paths;
    paths.fill(0);
    const replies = this.movesAt(ply + 1);
    makeNullMove(pos);
    const theirs = generateMoves(pos, replies);
    unmakeNullMove(pos);
    for (let i = 0; i < theirs; i++) {
      const m = replies[i];
      if (isSlide(m)) markPath(board, moveFrom(m), moveTo(m), paths);
    }
    const keys = this.keys;
    for (let i = k; i < n; i++) {
      const m = moves[i];
      let count: number;
      if (isSlide(m)) {
        makeMove(pos, m);
        count = generateMoves(pos, replies);
        unmakeMove(pos, m, 0);
      } else {
        count = theirs - 1 - paths[moveTo(m)];
      }
      keys[i] = count * 16384 + i;
    }
    for (let i = k + 1; i < n; i++) {
      const key = keys[i];
      const m = moves[i];
      let j = i - 1;
      while (j >= k && keys[j] > key) {
        keys[j + 1] = keys[j];
        moves[j + 1] = moves[j];
        j--;
      }
      keys[j + 1] = key;
      moves[j + 1] = m;
    }
    return n;
  }

  private movesAt(ply: number): Int32Array {
    while (this.moves.length <= ply) this.moves.push(new Int32Array(MAX_MOVES));
    return this.moves[ply];
  }
}

/** Adds one to every cell a slide passes through or lands on. */
function markPath(board: Board, from: number, to: number, paths: Int32Array): void {
  for (let dir = 0; dir < 6; dir++) {
    const end = board.rayStart[from * 6 + dir + 1];
    for (let i = board.rayStart[from * 6 + dir]; i < end; i++) {
      const c = board.rays[i];
      if (c === to) {
        for (let j = board.rayStart[from * 6 + dir]; j <= i; j++) paths[board.rays[j]]++;
        return;
      }
    }
  }
}

const bookOf = (pairs: readonly number[]): Map<number, number> => {
  const book = new Map<number, number>();
  for (let i = 0; i < pairs.length; i += 2) book.set(pairs[i], pairs[i + 1]);
  return book;
};

/**
 * How many empty cells may remain for an exact solve to be tried first, by board size:
 * the solve gets half the move's budget, and if that runs out the ordinary search
 * decides. Slides keep an ending alive long after the cells run low, and labelling groups
 * makes move generation costly, so solves finish in time only for the last few empty
 * cells. Each count is the largest at which at least 90% of self-play positions solved
 * within that budget (`npm run abacus-solve-limits`, docs/ai.md); n=3 goes to the far
 * faster bitboard solver, and boards above n=6 take n=6's counts. The analysis board has
 * its own time for the solve (1 s).
 */
export const SOLVE_EMPTIES: Readonly<Record<number, Readonly<Record<SolveFor, number>>>> = {
  // Unmeasured: the bitboard solver's, as they were before the measurement.
  3: { easy: 0, medium: 3, hard: 6, expert: 8, analysis: 10 },
  4: { easy: 0, medium: 6, hard: 6, expert: 8, analysis: 6 },
  5: { easy: 0, medium: 5, hard: 5, expert: 6, analysis: 5 },
  6: { easy: 0, medium: 5, hard: 5, expert: 5, analysis: 5 },
};

/** The most empty cells at which `by` tries an exact solve on the board of side `n`. */
export const solveEmpties = (n: number, by: SolveFor): number =>
  SOLVE_EMPTIES[Math.min(Math.max(n, 3), 6)][by];

/** Abacus's exact solver as the computer's search takes it (`GameAi.solver`). */
export const abacusSolver: GameSolver = {
  // Expert also plays whole the boards the solver solves from the first move (n=3).
  tries: (pos, by) =>
    pos.board.cellCount - pos.count[1] - pos.count[2] <= solveEmpties(pos.board.n, by) ||
    (by === 'expert' && AbacusSolver.solvesWhole(pos.board)),
  create: () => new AbacusSolver(),
};
