import {
  generateMoves,
  makeMove,
  MAX_MOVES,
  type Move,
  type Position,
  unmakeMove,
} from '../engine';
import { isSlide } from '../engine/abacus';
import { BOUND_EXACT, NO_MOVE, TranspositionTable } from './tt';

/**
 * Exact Abacus endgame solver: a win/loss negamax over the whole remaining game.
 *
 * Abacus positions never repeat (placements fill cells; slides shrink the mover's group
 * sizes), so the tree is finite and every table entry is a proven result, independent of
 * the path. The first winning move found proves the node, so ordering matters more than
 * anything: the table's move first, then slides (the tempo moves the ending turns on).
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
  private pos!: Position;
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
    this.shouldStop = shouldStop;
    this.nodes = 0;
    this.limit = maxNodes;
    this.deadline = deadline;
    this.stopped = false;
    this.tt.clear();
    const moves = this.movesAt(0);
    const n = this.ordered(0, NO_MOVE);
    if (n === 0) throw new Error('solve: the game is over');
    let refuted = moves[0];
    let most = -1;
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      const before = this.nodes;
      makeMove(pos, move);
      const theyWin = this.wins(1);
      unmakeMove(pos, move, 0);
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
    if (
      (this.nodes & 1023) === 0 &&
      (this.now() >= this.deadline || this.shouldStop?.() === true)
    ) {
      this.stopped = true;
    }
    if (this.stopped) return false;
    const tt = this.tt;
    const slot = tt.probe(pos.hashLo, pos.hashHi);
    if (slot >= 0 && tt.score(slot) !== 0) return tt.score(slot) > 0;
    const n = this.ordered(ply, slot >= 0 ? tt.move(slot) : NO_MOVE);
    if (n === 0) return pos.count[pos.turn] < pos.count[3 - pos.turn];
    const moves = this.moves[ply];
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      makeMove(pos, move);
      const theyWin = this.wins(ply + 1);
      unmakeMove(pos, move, 0);
      if (this.stopped) return false;
      if (!theyWin) {
        tt.store(pos.hashLo, pos.hashHi, 0, BOUND_EXACT, 1, move);
        return true;
      }
    }
    tt.store(pos.hashLo, pos.hashHi, 0, BOUND_EXACT, -1, NO_MOVE);
    return false;
  }

  /** Generates the moves at `ply`: `first`, then slides, then placements. */
  private ordered(ply: number, first: Move): number {
    const moves = this.movesAt(ply);
    const n = generateMoves(this.pos, moves);
    let k = 0;
    if (first !== NO_MOVE) {
      for (let i = 0; i < n; i++) {
        if (moves[i] === first) {
          moves[i] = moves[0];
          moves[0] = first;
          k = 1;
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
