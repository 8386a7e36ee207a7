import {
  generateMoves,
  makeMove,
  MAX_MOVES,
  type Move,
  type Position,
  unmakeMove,
  WHITE,
} from '../engine';
import { isSlide, moveFrom, moveTo, placeMove, slideMove } from '../engine/abacus';
import { PIECE_HI, PIECE_LO, TURN_HI, TURN_LO } from '../engine/zobrist';
import { type Symmetries, symmetriesOf } from './symmetry';
import { BOUND_EXACT, NO_MOVE, TranspositionTable } from './tt';

/**
 * Exact Abacus solver: a win/loss negamax over the whole remaining game.
 *
 * Abacus positions never repeat (placements fill cells; slides shrink the mover's group
 * sizes), so the tree is finite and every table entry is a proven result, independent of
 * the path. The first winning move found proves the node, so ordering matters more than
 * anything: the table's move first, then the move that last won at the same ply, then
 * slides (the tempo moves the ending turns on).
 *
 * The table is keyed by the least of the position's twelve symmetric Zobrist keys, kept
 * up to date move by move, so that a position and its rotations and mirror images are
 * solved once; moves are stored in that canonical frame and mapped back on use.
 */
export interface Solution {
  /** Whether the side to move wins with best play. */
  readonly win: boolean;
  /** A winning move, or (for a lost position) the move that took longest to refute. */
  readonly move: Move;
  readonly nodes: number;
}

export class AbacusSolver {
  private readonly tt: TranspositionTable;
  private readonly moves: Int32Array[] = [];
  private readonly winners = new Int32Array(MAX_MOVES);
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

  constructor(ttBits = 18) {
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
    this.now = now;
    this.pos = pos;
    this.sym = symmetriesOf(pos.board);
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

  /** Generates the moves at `ply`: `first`, the last winner here, then slides, then placements. */
  private ordered(ply: number, first: Move): number {
    const moves = this.movesAt(ply);
    const n = generateMoves(this.pos, moves);
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
    for (let i = k; i < n; i++) {
      const m = moves[i];
      if (isSlide(m)) {
        moves[i] = moves[k];
        moves[k++] = m;
      }
    }
    return n;
  }

  private movesAt(ply: number): Int32Array {
    while (this.moves.length <= ply) this.moves.push(new Int32Array(MAX_MOVES));
    return this.moves[ply];
  }
}
