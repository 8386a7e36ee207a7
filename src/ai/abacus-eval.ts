import type { Board, Move, Position } from '../engine';
import { isSlide } from '../engine/abacus';
import { groupScratch, type GroupScratch, labelGroups } from '../engine/groups';
import type { Evaluator } from './search';

/**
 * Abacus evaluation, derived from how the game is decided.
 *
 * The game ends when the board is full and the side with fewer stones wins. Every
 * placement adds a stone; a slide adds none and hands the turn over, so a slide is a
 * spare tempo (a pass). With only placements left and E empty cells, the side to move
 * places ⌈E/2⌉ stones and the opponent ⌊E/2⌋; so the stone margin after the board fills
 * is `D0 = (theirs - mine) - (E odd ? 1 : 0)`, and a spare tempo flips that parity. Near
 * the end the game is a battle of passes: a side behind on parity passes, the other
 * passes back, and whoever runs out of spare tempi first loses. So:
 *
 * - Parity margin: half a stone per point of `D0` (one pass swings `D0` by two).
 * - Slide reserve: each group of g ≥ 3 stones can give about g − 2 slides before its
 *   pieces are all too small to move (a slide leaves only smaller groups behind). A
 *   slide also needs an empty cell next to the group to leave through, so a group's
 *   reserve is capped by its liberties: the opponent burns our reserve by filling them.
 * - Pairs: a group of two becomes a sliding group with one more placement, which a
 *   player has to make anyway; so pairs with room to grow are latent reserve.
 *
 * Positive scores favour the side to move; STONE is the unit the levels' noise uses.
 */
export const STONE = 100;
const PARITY = STONE / 2;
const RESERVE = STONE;
const PAIR = 25;
/** A full board is decided; below the search's win scores so that those keep their meaning. */
export const DECIDED = 500_000;

interface EvalScratch extends GroupScratch {
  readonly liberties: Int16Array;
  readonly visited: Uint8Array;
  /** Per group, the last empty cell (numbered by `stamp`) that counted it as a liberty. */
  readonly seenAt: Int32Array;
  stamp: number;
}
const scratches = new Map<Board, EvalScratch>();
function scratchFor(board: Board): EvalScratch {
  let s = scratches.get(board);
  if (!s) {
    s = {
      ...groupScratch(board),
      liberties: new Int16Array(board.cellCount + 1),
      visited: new Uint8Array(board.cellCount + 1),
      seenAt: new Int32Array(board.cellCount + 1),
      stamp: 0,
    };
    scratches.set(board, s);
  }
  return s;
}

export function evaluateAbacus(pos: Position): number {
  const { board, cells, count } = pos;
  const own = pos.turn;
  const opp = 3 - own;
  const mine = count[own];
  const theirs = count[opp];
  const empty = board.cellCount - mine - theirs;
  if (empty === 0) return mine < theirs ? DECIDED : -DECIDED;

  const s = scratchFor(board);
  const groups = labelGroups(board, cells, s);
  const { label, size, liberties, visited, seenAt } = s;
  const { neighbour, cellCount } = board;
  liberties.fill(0, 0, groups);
  if (s.stamp > 0x3fffffff) {
    seenAt.fill(0);
    s.stamp = 0;
  }
  for (let c = 0; c < cellCount; c++) {
    if (cells[c] !== 0) continue;
    // Count each neighbouring group once per empty cell.
    const stamp = ++s.stamp;
    for (let d = 0; d < 6; d++) {
      const m = neighbour[c * 6 + d];
      if (m < 0 || cells[m] === 0) continue;
      const id = label[m];
      if (seenAt[id] !== stamp) {
        seenAt[id] = stamp;
        liberties[id]++;
      }
    }
  }
  let reserve = 0;
  let pairs = 0;
  visited.fill(0, 0, groups);
  for (let c = 0; c < cellCount; c++) {
    const v = cells[c];
    if (v === 0) continue;
    const id = label[c];
    if (visited[id]) continue;
    visited[id] = 1;
    const g = size[id];
    const libs = liberties[id];
    const sign = v === own ? 1 : -1;
    if (g >= 3) reserve += sign * Math.min(g - 2, libs);
    else if (g === 2 && libs > 0) pairs += sign;
  }
  const parity = theirs - mine - (empty & 1);
  return PARITY * parity + RESERVE * reserve + PAIR * pairs;
}

export const abacusEvaluator: Evaluator = {
  quiescence: false,
  repetition: false,
  nullMove: false,
  futilityMargin: 0,
  evaluate: evaluateAbacus,
  // Slides are the tempo moves the game turns on: search them first.
  tactical: (_pos: Position, move: Move) => (isSlide(move) ? 1 : 0),
  tacticalMoves: () => 0,
  decided: (pos: Position) => pos.count[1] + pos.count[2] === pos.board.cellCount,
  // No legal move means a full board: fewer stones wins.
  terminal: (pos: Position) => (pos.count[pos.turn] < pos.count[3 - pos.turn] ? 1 : -1),
};
