import type { Move, Position } from '../../engine';
import {
  bitBoardOf,
  BIT_SLIDE,
  bitMoves,
  type BitBoard,
  canonicalSymmetry,
  digitsUnder,
  indexUnder,
  mapBitMove,
  masksOf,
  popcount,
  slidePaths,
  toEngineMove,
} from './bits';
import type { Solution } from '../../ai/game-ai';

const UNKNOWN = 0;
const WON = 1;
const LOST = 2;

/** The mover's stones after a move. */
function played(own: number, move: number): number {
  return move & BIT_SLIDE
    ? (own ^ (1 << (move & 31))) | (1 << ((move >> 5) & 31))
    : own | (1 << (move & 31));
}

/**
 * Proven results by canonical position index. `full` gives every index its own two bits
 * (3^19 / 4 bytes: 290 MB for n=3), so nothing is ever lost; otherwise a hash table of
 * 2^bits slots keeps the latest result per slot, key and result side by side so that a
 * probe touches one cache line (probes, most of them misses, are the search's main cost).
 */
export class ResultTable {
  private readonly data: Int32Array | Uint8Array;
  private readonly mask: number;
  private readonly full: boolean;

  constructor(positions: number, bits: number | 'full') {
    this.full = bits === 'full';
    this.data =
      bits === 'full' ? new Uint8Array(Math.ceil(positions / 4)) : new Int32Array(2 << bits);
    this.mask = bits === 'full' ? 0 : (1 << bits) - 1;
  }

  clear(): void {
    this.data.fill(0);
  }

  get(index: number): number {
    const d = this.data;
    if (this.full) return (d[index >>> 2] >> ((index & 3) * 2)) & 3;
    const i = slotOf(index, this.mask);
    return d[i] === index + 1 ? d[i + 1] : UNKNOWN;
  }

  set(index: number, value: number): void {
    const d = this.data;
    if (this.full) {
      d[index >>> 2] |= value << ((index & 3) * 2);
      return;
    }
    const i = slotOf(index, this.mask);
    d[i] = index + 1;
    d[i + 1] = value;
  }
}

function slotOf(index: number, mask: number): number {
  const h = Math.imul(index, 0x9e3779b1) >>> 0;
  return ((h ^ (h >>> 15)) & mask) * 2;
}

/**
 * The exact solver for boards small enough for bitboards (n <= 3): the same win/loss
 * search as `AbacusSolver`, without the engine's make/unmake and group bookkeeping, and
 * with a table that can hold every position of n=3.
 */
export class BitSolver {
  private readonly tables = new Map<number, ResultTable>();
  private bb!: BitBoard;
  private table!: ResultTable;
  private moves = new Int32Array(1 << 16);
  private keys = new Int32Array(1 << 16);
  private readonly paths = new Int32Array(32);
  /** Per ply, the move that last proved a win there. */
  private readonly killers = new Int32Array(1024).fill(-1);
  /** Per ply: each symmetry's digits of the mover's mask, then of the opponent's. */
  private readonly sym = new Int32Array(24 * 1024);
  /** Called every 2^22 nodes with the count so far, for long runs. */
  onProgress: ((nodes: number) => void) | undefined;
  /** At the root: the winning move, or the loser's move that took longest to refute. */
  private best = -1;
  private longest = -1;
  private nodes = 0;
  private limit = Infinity;
  private deadline = Infinity;
  private shouldStop: (() => boolean) | undefined;
  private now: () => number = () => performance.now();
  private stopped = false;

  /**
   * `bits`: the hash table's size, or 'full' for one entry per position. `book`: winning
   * moves by canonical index, in the canonical frame (see book-3.ts).
   */
  constructor(
    private readonly bits: number | 'full' = 20,
    private readonly book?: ReadonlyMap<number, number>,
  ) {}

  get searched(): number {
    return this.nodes;
  }

  solve(
    pos: Position,
    maxNodes = Infinity,
    deadline = Infinity,
    shouldStop?: () => boolean,
    now: () => number = () => performance.now(),
    keep = false,
  ): Solution | undefined {
    this.bb = bitBoardOf(pos.board.n);
    let table = this.tables.get(pos.board.n);
    if (!table) {
      table = new ResultTable(this.bb.positions, this.bits);
      this.tables.set(pos.board.n, table);
    } else if (!keep) table.clear();
    this.table = table;
    this.now = now;
    this.shouldStop = shouldStop;
    this.nodes = 0;
    this.limit = maxNodes;
    this.deadline = deadline;
    this.stopped = false;
    const [own, other] = masksOf(this.bb, pos);
    if (own + other === this.bb.valid) throw new Error('solve: the game is over');
    const bookMove = this.book && this.fromBook(own, other);
    if (bookMove !== undefined) return { win: true, move: bookMove, nodes: 0 };
    this.best = -1;
    this.longest = -1;
    this.killers.fill(-1);
    const win = this.wins(own, other, 0, 0);
    if (this.stopped) return undefined;
    return { win, move: toEngineMove(this.bb, this.best), nodes: this.nodes };
  }

  /** The book's winning move for the position, in the position's own frame. */
  private fromBook(own: number, other: number): Move | undefined {
    const bb = this.bb;
    const s = canonicalSymmetry(bb, own, other);
    const stored = this.book?.get(indexUnder(bb, s, own, other));
    return stored === undefined ? undefined : toEngineMove(bb, mapBitMove(bb, stored, s, true));
  }

  /**
   * Whether the mover (`own`) wins; `top` is the free start of the move stack.
   *
   * Before any child is searched, every child is looked up in the table (an enhanced
   * transposition cutoff: one already lost for the opponent proves this node at once),
   * then the children are searched from the move that last won at this ply (a killer),
   * then fewest opponent replies first: in a race for tempo the move that leaves the
   * opponent the fewest slides is most often the winning one. (On random endings with 9
   * empty cells the cutoff halves the nodes and the reply count quarters them; on the
   * empty n=3 board the killer takes them from 24 M to 15 M.)
   */
  private wins(own: number, other: number, top: number, ply: number): boolean {
    if (++this.nodes > this.limit) this.stopped = true;
    if ((this.nodes & 1023) === 0) {
      if (this.now() >= this.deadline || this.shouldStop?.() === true) this.stopped = true;
      if ((this.nodes & 0x3fffff) === 0) this.onProgress?.(this.nodes);
    }
    if (this.stopped) return false;
    const bb = this.bb;
    const empty = bb.valid & ~(own | other);
    const mine = popcount(own);
    const theirs = popcount(other);
    if (empty === 0) return mine < theirs;
    // On the last empty cell a placement ends the game: decided without a table entry.
    if ((empty & (empty - 1)) === 0 && mine + 1 < theirs) {
      if (ply === 0) this.best = 31 - Math.clz32(empty);
      return true;
    }
    // Each symmetry's base-3 digits of both masks, so that a child's index is a few
    // additions away rather than a fresh lookup of both masks.
    const sym = this.sym;
    const at = ply * 24;
    let index = Infinity;
    for (let s = 0; s < 12; s++) {
      const a = digitsUnder(bb, s, own);
      const b = digitsUnder(bb, s, other);
      sym[at + s] = a;
      sym[at + 12 + s] = b;
      if (a + 2 * b < index) index = a + 2 * b;
    }
    const table = this.table;
    // At the root the table's verdict is not enough: the move is wanted too.
    const known = ply === 0 ? UNKNOWN : table.get(index);
    if (known !== UNKNOWN) return known === WON;
    const moves = this.moves;
    const keys = this.keys;
    const pow = bb.power;
    const end = bitMoves(bb, own, other, moves, top);
    for (let i = top; i < end; i++) {
      const m = moves[i];
      const to = m & BIT_SLIDE ? (m >> 5) & 31 : m & 31;
      const from = m & BIT_SLIDE ? m & 31 : -1;
      let child = Infinity;
      for (let s = 0; s < 12; s++) {
        let a = sym[at + s] + pow[s * 32 + to];
        if (from >= 0) a -= pow[s * 32 + from];
        const c = sym[at + 12 + s] + 2 * a;
        if (c < child) child = c;
      }
      if (table.get(child) === LOST) {
        table.set(index, WON);
        if (ply === 0) this.best = m;
        return true;
      }
    }
    const paths = this.paths;
    const base = slidePaths(bb, other, own, paths) + popcount(empty);
    for (let i = top; i < end; i++) {
      const m = moves[i];
      // A placement only blocks the opponent's slides through its cell; a slide also
      // opens the cell it leaves, so its replies are counted in full.
      const replies =
        m & BIT_SLIDE
          ? bitMoves(bb, other, played(own, m), moves, end) - end
          : base - 1 - paths[m & 31];
      keys[i] = m === this.killers[ply] ? -1 : replies * 256 + i - top;
    }
    for (let i = top + 1; i < end; i++) {
      const k = keys[i];
      const m = moves[i];
      let j = i - 1;
      while (j >= top && keys[j] > k) {
        keys[j + 1] = keys[j];
        moves[j + 1] = moves[j];
        j--;
      }
      keys[j + 1] = k;
      moves[j + 1] = m;
    }
    for (let i = top; i < end; i++) {
      const before = this.nodes;
      const theyWin = this.wins(other, played(own, moves[i]), end, ply + 1);
      if (this.stopped) return false;
      if (ply === 0 && (!theyWin || this.nodes - before > this.longest)) {
        this.best = moves[i];
        this.longest = this.nodes - before;
      }
      if (!theyWin) {
        this.killers[ply] = moves[i];
        table.set(index, WON);
        return true;
      }
    }
    table.set(index, LOST);
    return false;
  }
}
