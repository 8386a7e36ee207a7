import { NONE, opposite } from '../../engine/hex';
import { winTarget } from './layouts';
import type { Position } from '../../engine/position';
import { BLACK, EMPTY, WHITE, type Outcome } from '../../engine/types';
import { PIECE_HI, PIECE_LO, TURN_HI, TURN_LO } from '../../engine/zobrist';

/**
 * Abalone's move generation and make/unmake. `pos.extras[colour]` counts that colour's
 * marbles pushed off.
 *
 * An Abalone move is a number: `cell | dir << 8 | count << 11 | line << 13`.
 * - In-line (1–3 marbles, pushes included): `cell` is the rear marble and `line === dir`.
 * - Broadside (2–3 marbles): `cell` is the end the line starts from, `line` is one of
 *   E, NE, NW (0–2) and `dir` any direction off that line.
 * Each (set of marbles, direction) pair has exactly one encoding.
 */
export const abaloneMove = (cell: number, line: number, count: number, dir: number): number =>
  cell | (dir << 8) | (count << 11) | (line << 13);
export const moveCell = (move: number): number => move & 0xff;
export const moveDir = (move: number): number => (move >> 8) & 7;
export const moveCount = (move: number): number => (move >> 11) & 3;
export const moveLine = (move: number): number => (move >> 13) & 7;
export const isInline = (move: number): boolean => moveLine(move) === moveDir(move);

/** Set by `inlineMove` on pushes; never part of a move's encoding. */
const PUSH = 1 << 16;

/**
 * The in-line move with `c` as the rear marble towards `dir`, or -1: the run of own
 * marbles ahead of it moves as one, into an empty cell or pushing fewer opposing marbles
 * that have an empty cell or the edge behind them. Pushes carry the PUSH bit.
 */
function inlineMove(
  cells: Int8Array,
  neighbour: Int16Array,
  c: number,
  dir: number,
  own: number,
): number {
  let k = 1;
  let cur = neighbour[c * 6 + dir];
  while (cur !== NONE && cells[cur] === own) {
    if (++k > 3) return -1;
    cur = neighbour[cur * 6 + dir];
  }
  if (cur === NONE) return -1;
  const move = c | (dir << 8) | (k << 11) | (dir << 13);
  if (cells[cur] === EMPTY) return move;
  if (k === 1) return -1;
  let m = 1;
  let after = neighbour[cur * 6 + dir];
  while (after !== NONE && cells[after] !== EMPTY && cells[after] !== own) {
    if (++m >= k) return -1;
    after = neighbour[after * 6 + dir];
  }
  return after === NONE || cells[after] === EMPTY ? move | PUSH : -1;
}

/**
 * Writes only the pushes (sumito moves, ejections included) into `out` and returns the
 * count: the moves a quiescence search follows.
 */
export function generateAbalonePushes(pos: Position, out: Int32Array): number {
  const { cells } = pos;
  const { neighbour, cellCount } = pos.board;
  const target = winTarget(pos.board.n);
  if (pos.extras[BLACK] >= target || pos.extras[WHITE] >= target) return 0;
  const own = pos.turn;
  let n = 0;
  for (let c = 0; c < cellCount; c++) {
    if (cells[c] !== own) continue;
    for (let dir = 0; dir < 6; dir++) {
      // A push takes at least two marbles: most directions end here.
      const next = neighbour[c * 6 + dir];
      if (next === NONE || cells[next] !== own) continue;
      const move = inlineMove(cells, neighbour, c, dir, own);
      if (move >= 0 && move & PUSH) out[n++] = move & ~PUSH;
    }
  }
  return n;
}

/**
 * Writes only the pushes that send a marble off into `out`, in `generateAbalonePushes`'
 * order (by rear cell, then direction), and returns the count: what the computer's
 * quiescence follows after its first ply. Read from the rim inwards: an enemy marble at
 * the rim, at most two in a row behind it, then two or three of the mover's.
 */
export function generateAbaloneEjections(pos: Position, out: Int32Array): number {
  const { cells } = pos;
  const { neighbour, cellCount, edge } = pos.board;
  const target = winTarget(pos.board.n);
  if (pos.extras[BLACK] >= target || pos.extras[WHITE] >= target) return 0;
  const own = pos.turn;
  const opp = own === BLACK ? WHITE : BLACK;
  let n = 0;
  for (let e = 0; e < cellCount; e++) {
    if (!edge[e] || cells[e] !== opp) continue;
    for (let dir = 0; dir < 6; dir++) {
      if (neighbour[e * 6 + dir] !== NONE) continue;
      const back = opposite(dir);
      let m = 1;
      let cur = neighbour[e * 6 + back];
      while (cur !== NONE && cells[cur] === opp) {
        if (++m > 2) break;
        cur = neighbour[cur * 6 + back];
      }
      if (m > 2) continue;
      for (let k = 1; k <= 3 && cur !== NONE && cells[cur] === own; k++) {
        if (k > m) {
          // Kept in order of rear cell and direction: few, so by insertion.
          const move = abaloneMove(cur, dir, k, dir);
          const key = cur * 6 + dir;
          let i = n++;
          while (i > 0 && moveCell(out[i - 1]) * 6 + moveDir(out[i - 1]) > key) {
            out[i] = out[i - 1];
            i--;
          }
          out[i] = move;
        }
        cur = neighbour[cur * 6 + back];
      }
    }
  }
  return n;
}

/**
 * Writes every legal move into `out` and returns the count. A finished game (a side has
 * reached the win target) has no moves.
 */
export function generateAbaloneMoves(pos: Position, out: Int32Array): number {
  const { board, cells } = pos;
  const target = winTarget(board.n);
  if (pos.extras[BLACK] >= target || pos.extras[WHITE] >= target) return 0;
  const own = pos.turn;
  const { neighbour, cellCount } = board;
  let n = 0;
  for (let c = 0; c < cellCount; c++) {
    if (cells[c] !== own) continue;
    const base = c * 6;
    for (let dir = 0; dir < 6; dir++) {
      const move = inlineMove(cells, neighbour, c, dir, own);
      if (move >= 0) out[n++] = move & ~PUSH;
    }
    // Broadside: lines starting at `c` along E, NE or NW, moved off their axis.
    for (let line = 0; line < 3; line++) {
      const c2 = neighbour[base + line];
      if (c2 === NONE || cells[c2] !== own) continue;
      const c3 = neighbour[c2 * 6 + line];
      const three = c3 !== NONE && cells[c3] === own;
      for (let dir = 0; dir < 6; dir++) {
        if (dir === line || dir === line + 3) continue;
        const t1 = neighbour[base + dir];
        if (t1 === NONE || cells[t1] !== EMPTY) continue;
        const t2 = neighbour[c2 * 6 + dir];
        if (t2 === NONE || cells[t2] !== EMPTY) continue;
        out[n++] = c | (dir << 8) | (2 << 11) | (line << 13);
        if (!three) continue;
        const t3 = neighbour[c3 * 6 + dir];
        if (t3 !== NONE && cells[t3] === EMPTY)
          out[n++] = c | (dir << 8) | (3 << 11) | (line << 13);
      }
    }
  }
  return n;
}

const put = (pos: Position, cell: number, colour: number): void => {
  pos.cells[cell] = colour;
  pos.hashLo ^= PIECE_LO[cell * 3 + colour];
  pos.hashHi ^= PIECE_HI[cell * 3 + colour];
};
const lift = (pos: Position, cell: number, colour: number): void => {
  pos.cells[cell] = EMPTY;
  pos.hashLo ^= PIECE_LO[cell * 3 + colour];
  pos.hashHi ^= PIECE_HI[cell * 3 + colour];
};

/**
 * Plays a legal move in place and returns what `unmakeAbaloneMove` needs: the number of
 * marbles pushed, plus 4 when the last of them fell off.
 */
export function makeAbaloneMove(pos: Position, move: number): number {
  const { neighbour } = pos.board;
  const own = pos.turn;
  const opp = own === BLACK ? WHITE : BLACK;
  const cell = move & 0xff;
  const dir = (move >> 8) & 7;
  const count = (move >> 11) & 3;
  const line = (move >> 13) & 7;
  let undo = 0;
  if (line === dir) {
    let front = cell;
    for (let i = 0; i < count; i++) front = neighbour[front * 6 + dir];
    if (pos.cells[front] === opp) {
      // Only the far end of the pushed line changes: the front cell turns to the mover.
      let m = 1;
      let after = neighbour[front * 6 + dir];
      while (after !== NONE && pos.cells[after] === opp) {
        m++;
        after = neighbour[after * 6 + dir];
      }
      if (after === NONE) {
        pos.extras[opp]++;
        pos.count[opp]--;
        undo = m | 4;
      } else {
        put(pos, after, opp);
        undo = m;
      }
      lift(pos, front, opp);
    }
    lift(pos, cell, own);
    put(pos, front, own);
  } else {
    let c = cell;
    for (let i = 0; i < count; i++) {
      lift(pos, c, own);
      put(pos, neighbour[c * 6 + dir], own);
      c = neighbour[c * 6 + line];
    }
  }
  pos.turn = opp;
  pos.hashLo ^= TURN_LO;
  pos.hashHi ^= TURN_HI;
  return undo;
}

export function unmakeAbaloneMove(pos: Position, move: number, undo: number): void {
  const { neighbour } = pos.board;
  const opp = pos.turn;
  const own = opp === BLACK ? WHITE : BLACK;
  pos.turn = own;
  pos.hashLo ^= TURN_LO;
  pos.hashHi ^= TURN_HI;
  const cell = move & 0xff;
  const dir = (move >> 8) & 7;
  const count = (move >> 11) & 3;
  const line = (move >> 13) & 7;
  if (line === dir) {
    let front = cell;
    for (let i = 0; i < count; i++) front = neighbour[front * 6 + dir];
    lift(pos, front, own);
    put(pos, cell, own);
    const pushed = undo & 3;
    if (pushed > 0) {
      put(pos, front, opp);
      if (undo & 4) {
        pos.extras[opp]--;
        pos.count[opp]++;
      } else {
        let after = front;
        for (let i = 0; i < pushed; i++) after = neighbour[after * 6 + dir];
        lift(pos, after, opp);
      }
    }
  } else {
    let c = cell;
    for (let i = 0; i < count; i++) {
      lift(pos, neighbour[c * 6 + dir], own);
      put(pos, c, own);
      c = neighbour[c * 6 + line];
    }
  }
}

/** The cells a move shifts, rear or start first. */
export function movedCells(pos: Position, move: number): number[] {
  const { neighbour } = pos.board;
  const line = moveLine(move);
  const cells: number[] = [];
  for (let i = 0, c = moveCell(move); i < moveCount(move); i++, c = neighbour[c * 6 + line]) {
    cells.push(c);
  }
  return cells;
}

/** The opposing marbles an in-line move pushes, nearest first, and whether the last falls off. */
export function pushedCells(pos: Position, move: number): { cells: number[]; ejects: boolean } {
  const cells: number[] = [];
  if (!isInline(move)) return { cells, ejects: false };
  const { neighbour } = pos.board;
  const dir = moveDir(move);
  const opp = pos.cells[moveCell(move)] === BLACK ? WHITE : BLACK;
  let cur = moveCell(move);
  for (let i = 0; i < moveCount(move); i++) cur = neighbour[cur * 6 + dir];
  while (cur !== NONE && pos.cells[cur] === opp) {
    cells.push(cur);
    cur = neighbour[cur * 6 + dir];
  }
  return { cells, ejects: cells.length > 0 && cur === NONE };
}

/**
 * Outcome visible in the position alone: a side reached the win target, or the side to
 * move has no legal move and loses. Repetition needs the game's history
 * (`replayOutcome` in src/engine/replay.ts).
 */
export function abaloneOutcome(pos: Position, legalCount: number): Outcome | undefined {
  const target = winTarget(pos.board.n);
  if (pos.extras[WHITE] >= target) return { winner: 'black', reason: 'target' };
  if (pos.extras[BLACK] >= target) return { winner: 'white', reason: 'target' };
  if (legalCount === 0) {
    return { winner: pos.turn === BLACK ? 'white' : 'black', reason: 'no-moves' };
  }
  return undefined;
}
