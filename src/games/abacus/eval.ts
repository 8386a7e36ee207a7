import type { Board, Move, Position } from '../../engine';
import { abacusGroups, isSlide, moveFrom, moveTo } from './moves';
import { type LiveGroups, lowest, RUN_STARTS } from './groups';
import type { Evaluator } from '../../ai/search/search';

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
 * - Parity margin: by this argument half a stone per point of `D0` (one pass swings `D0`
 *   by two); the tuned weight is more (`ABACUS_WEIGHTS`).
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
/**
 * The weights by name, which a weights file for `npm run sprt` (`--a-weights`) overrides
 * one by one. `RESERVE` is a stone a slide, the unit; `PARITY` and `PAIR` are
 * Texel-tuned on self-play games (`npm run texel`, docs/ai.md#texel-tuning; they were
 * `STONE / 2` and 25, which the tuned values beat by SPRT at n=4 and n=5). The games'
 * results price a point of parity margin at almost two stones of slide reserve, where
 * the argument above gave it half of one.
 */
export const ABACUS_WEIGHTS = { PARITY: 185, RESERVE: STONE, PAIR: 60 } as const;

export type AbacusWeights = { readonly [K in keyof typeof ABACUS_WEIGHTS]: number };
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

/** The score for the side to move, with the weights `w`. */
export function evaluateAbacus(pos: Position, w: AbacusWeights = ABACUS_WEIGHTS): number {
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
  return w.PARITY * parity + w.RESERVE * reserve + w.PAIR * pairs;
}

/**
 * The order hints' own weights: the evaluation's before it was tuned, with which the
 * hints were measured (they only order moves).
 */
const PARITY = STONE / 2;
const RESERVE = STONE;
const PAIR = 25;
/** Order hint for taking a liberty of an enemy group that can slide, or of a pair. */
const ENEMY_LIBERTY = 30;
const ENEMY_PAIR_LIBERTY = 10;
/** What a group of `g` stones adds to the evaluation, liberties aside. */
const worth = (g: number): number => (g >= 3 ? RESERVE * (g - 2) : g === 2 ? PAIR : 0);

/**
 * The search's order hint (`Evaluator.orderHints`): the move's rough gain in evaluation
 * terms, from the sizes of the groups it joins and leaves and the enemy groups whose
 * liberties it takes, on a scale of 1–255 (a quarter stone a step). A placement touching
 * no stone is 0: it joins no group and takes no liberty, so the evaluation is the same
 * wherever it goes.
 */
export const abacusOrderHint = (pos: Position, move: Move): number =>
  hint(abacusGroups(pos), pos, move);

/** `abacusOrderHint` for the first `n` moves, into `out`, reading the groups once. */
export function abacusOrderHints(
  pos: Position,
  moves: Int32Array,
  n: number,
  out: Int32Array,
): void {
  const groups = abacusGroups(pos);
  for (let i = 0; i < n; i++) out[i] = hint(groups, pos, moves[i]);
}

function hint(groups: LiveGroups, pos: Position, move: Move): number {
  const { label, size, around, board } = groups;
  const { neighbour, cellCount } = board;
  const own = pos.turn;
  const slide = isSlide(move);
  const to = moveTo(move);
  const mine = around[own * cellCount + to];
  const theirs = around[(3 - own) * cellCount + to];
  if (!slide && (mine | theirs) === 0) return 0;
  // The lifted stone's group is left out: the slide leaves it one stone smaller. A
  // group touching the cell in two runs is counted once: there are at most three runs.
  const lifted = slide ? label[moveFrom(move)] : -1;
  let a = -1;
  let b = -1;
  let joined = 1;
  let parts = 0;
  for (let m = mine; m !== 0; m &= m - 1) {
    const id = label[neighbour[to * 6 + lowest(m)]];
    if (id === a || id === b || id === lifted) continue;
    if (a < 0) a = id;
    else b = id;
    joined += size[id];
    parts += worth(size[id]);
  }
  let gain = worth(joined) - parts;
  a = -1;
  b = -1;
  for (let m = theirs; m !== 0; m &= m - 1) {
    const id = label[neighbour[to * 6 + lowest(m)]];
    if (id === a || id === b) continue;
    if (a < 0) a = id;
    else b = id;
    gain += size[id] >= 3 ? ENEMY_LIBERTY : size[id] === 2 ? ENEMY_PAIR_LIBERTY : 0;
  }
  if (slide) {
    const empty = cellCount - pos.count[1] - pos.count[2];
    gain += (empty & 1 ? 2 * PARITY : 0) - RESERVE;
  }
  const h = 64 + Math.round(gain / 25);
  return h < 1 ? 1 : h > 255 ? 255 : h;
}

export const abacusEvaluator: Evaluator = {
  quiescence: false,
  repetition: false,
  nullMove: false,
  futilityMargin: 0,
  evaluate: evaluateAbacus,
  // Slides are the tempo moves the game turns on: search them first.
  tactical: (_pos: Position, move: Move) => (isSlide(move) ? 1 : 0),
  orderHints: abacusOrderHints,
  // Placements other than the killers almost never refute a move (about 2% of cut-offs
  // in n=5 midgames): near the horizon search few of them (none one ply from it, where
  // the slides and killers decide), and search late moves shallower first. Measured
  // against the search without this, it reaches 1.5–2 plies deeper and won 10–0.
  lateMoves: {
    pruneDepth: 5,
    keep: 0,
    perDepth: 0.5,
    base: 0.75,
    divisor: 1.5,
    tacticalFrom: 2,
  },
  tacticalMoves: () => 0,
  decided: (pos: Position) => pos.count[1] + pos.count[2] === pos.board.cellCount,
  // No legal move means a full board: fewer stones wins.
  terminal: (pos: Position) => (pos.count[pos.turn] < pos.count[3 - pos.turn] ? 1 : -1),
};

/** The evaluation with other weights, for every use: what a weights file plays with. */
export function abacusEvaluatorWith(w: AbacusWeights): Evaluator {
  return { ...abacusEvaluator, evaluate: (pos) => evaluateAbacus(pos, w) };
}
