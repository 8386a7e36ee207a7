import type { Board, Move, Position } from '../engine';
import { abacusGroups, isSlide } from '../engine/abacus';
import { lowest, RUN_STARTS } from '../engine/groups';
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

interface EvalScratch {
  /**
   * Per group, by id: `evaluation << 8 | liberties`, so that a group not yet counted in
   * this evaluation (numbered `evaluation`) reads as having none.
   */
  readonly liberties: Int32Array;
  evaluation: number;
}
const scratches = new Map<Board, EvalScratch>();
let lastBoard: Board | undefined;
let lastScratch: EvalScratch | undefined;
function scratchFor(board: Board): EvalScratch {
  if (board === lastBoard && lastScratch) return lastScratch;
  let s = scratches.get(board);
  if (!s) {
    s = { liberties: new Int32Array(board.cellCount), evaluation: 0 };
    scratches.set(board, s);
  }
  lastBoard = board;
  lastScratch = s;
  return s;
}

function countLiberty(liberties: Int32Array, id: number, evaluation: number): void {
  const v = liberties[id];
  liberties[id] = v >> 8 === evaluation ? v + 1 : (evaluation << 8) | 1;
}

export function evaluateAbacus(pos: Position): number {
  const { board, count } = pos;
  const own = pos.turn;
  const opp = 3 - own;
  const mine = count[own];
  const theirs = count[opp];
  const empty = board.cellCount - mine - theirs;
  if (empty === 0) return mine < theirs ? DECIDED : -DECIDED;

  const s = scratchFor(board);
  // Live labels: a group's id is one of its cells, so the stones labelled with themselves
  // list each group once; `around` and `cells` give each cell's neighbours by colour and
  // each colour's cells without reading the board.
  const { label, size, around, words, cells } = abacusGroups(pos);
  const { liberties } = s;
  const { neighbour, cellCount } = board;
  if (s.evaluation >= 0x7fffff) {
    liberties.fill(0);
    s.evaluation = 0;
  }
  const evaluation = ++s.evaluation;
  for (let w = 0; w < words; w++) {
    for (let e = cells[w]; e !== 0; e &= e - 1) {
      const c = (w << 5) | lowest(e);
      for (let colour = 1; colour <= 2; colour++) {
        const mask = around[colour * cellCount + c];
        if (mask === 0) continue;
        // Neighbours in one run around the cell touch each other: one group per run, and
        // runs that are parts of one group are counted once.
        const starts = RUN_STARTS[mask];
        const a = label[neighbour[c * 6 + lowest(starts)]];
        countLiberty(liberties, a, evaluation);
        const rest = starts & (starts - 1);
        if (rest === 0) continue;
        const b = label[neighbour[c * 6 + lowest(rest)]];
        if (b !== a) countLiberty(liberties, b, evaluation);
        const last = rest & (rest - 1);
        if (last === 0) continue;
        const d = label[neighbour[c * 6 + lowest(last)]];
        if (d !== a && d !== b) countLiberty(liberties, d, evaluation);
      }
    }
  }
  let reserve = 0;
  let pairs = 0;
  for (let colour = 1; colour <= 2; colour++) {
    const sign = colour === own ? 1 : -1;
    for (let w = 0; w < words; w++) {
      for (let b = cells[colour * words + w]; b !== 0; b &= b - 1) {
        const c = (w << 5) | lowest(b);
        if (label[c] !== c) continue;
        const g = size[c];
        const v = liberties[c];
        const libs = v >> 8 === evaluation ? v & 0xff : 0;
        if (g >= 3) reserve += sign * Math.min(g - 2, libs);
        else if (g === 2 && libs > 0) pairs += sign;
      }
    }
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
