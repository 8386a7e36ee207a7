import { type Board, type Colour, type Move, NONE, type Position } from '../../engine';
import { winTarget } from './layouts';
import {
  generateAbaloneEjections,
  generateAbalonePushes,
  isInline,
  moveCell,
  moveCount,
  moveDir,
} from './moves';
import type { Evaluator } from '../../ai/search/search';

/**
 * Abalone evaluation after the terms the literature agrees on (Aichholzer, Aurenhammer &
 * Werner 2002; Lemmens 2005; Papadopoulos et al. 2012), from the side to move's view:
 *
 * - Marbles pushed off dominate: one marble outweighs any positional gain.
 * - Distance to the centre: a marble near the middle cannot be pushed off soon and
 *   supports pushes in every direction; edge marbles are the ones that get ejected.
 * - Cohesion: friendly neighbours make columns of 2–3 that push and resist pushes (equal
 *   forces cannot push), so a compact formation is both shield and weapon.
 * - Marbles in danger: an edge marble with a stronger enemy column lined up behind it
 *   can be ejected next move. Quiescence resolves threats for the side to move; the
 *   static term prices the ones it has to answer.
 */
export const MARBLE = 1000;
const CENTRE = 76;
const COHESION = 25;
/** Each push a side could make (a column of its marbles outnumbering the enemy's ahead). */
const PUSH = 76;
const DANGER_OWN = 181;
const DANGER_OPP = -23;
/**
 * Converting a lead. A side ahead in marbles that only huddles lets a defender shuffle
 * forever, so for the leader:
 *
 * - Each marble off is worth a little more the closer it brings the target
 *   (`PROGRESS · k²`), which also makes even trades good for the side ahead.
 * - Enemy marbles on the edge are targets (`EDGE` each for either side, and
 *   `EDGE_PRESSURE` more per marble of lead, up to two), and every enemy neighbour pair
 *   it breaks up counts `BREAK_UP` more.
 * - The leader's marbles close in on the enemy: each costs `CLOSE_IN` per cell of
 *   distance from the enemy's centre of mass, per marble of lead, so that a huddled
 *   defence ends up surrounded and pushed from several sides at once.
 * - Pushes on offer (`PUSH` each, and `LEAD_PUSH` more per marble of lead for the
 *   leader's) reward columns aimed at the enemy, the way to pry a compact defence apart.
 * - A defence three deep cannot be pushed at all, and a search a few plies deep does not
 *   see a push that takes three moves to set up; so the leader also gets `LINE_UP` per
 *   marble of lead for each of its marbles lined up behind a short enemy line that could
 *   be pushed, twice that if the push would eject (`lineUp`): the search then builds the
 *   columns one move at a time instead of shuffling while the defender waits.
 *
 * The computer itself (`attacker`, the colour it plays) attacks like a side `ATTACK`
 * marbles ahead whatever the score, and closes in at `SURROUND` a cell. On the Standard
 * layout two compact armies of 14 meet in the middle three and four deep, where no push
 * is possible; attack terms counted for both sides alike cancel out there (each army is
 * about as close to the other's centre as the other is to its own), so level play
 * shuffled to the move cap without a marble falling. Counted for the computer only, they
 * make it wrap round the enemy and work on the flanks, where the enemy's lines are
 * short, while the search still assumes the opponent does its best against that.
 * Analysis (analyse.ts) and the arena's baseline bots use the neutral evaluation
 * (`attacker` 0).
 *
 * The search adds contempt: a repetition costs the leader its lead (think.ts).
 */
const PROGRESS = 59;
const EDGE = 33;
const EDGE_PRESSURE = 56;
const BREAK_UP = -1;
const CLOSE_IN = 6;
const LEAD_PUSH = -24;
const LINE_UP = 10;
const ATTACK = 2;
/**
 * 4 × `CLOSE_IN`. At half this, four Standard games against `defender` at 40,000 nodes a
 * move took 0–4 marbles in 150–200 plies and none reached the target.
 */
const SURROUND = 24;
/**
 * The computer's attack terms count from a standoff's values, so that its score there
 * stays near the neutral one and a repetition draw is worth what the contempt says: its
 * marbles stand about `CLOSE_BASE` cells from the enemy's centre of mass, and a compact
 * army has about `COHESION_BASE` neighbours a marble (each pair counted from both ends).
 * Counted from 0, they made it take a repetition at 0–0.
 */
const CLOSE_BASE = 3;
const COHESION_BASE = 4;

/**
 * The weights above by name: the defaults, which a weights file for `npm run sprt`
 * (`--a-weights`) overrides one by one to test a change against them. `MARBLE` is the
 * unit every other weight is measured in, so it stays fixed.
 *
 * The twelve weights of the neutral evaluation are Texel-tuned on the MiGs games
 * (`npm run texel`, docs/ai.md#texel-tuning), moved half the way from the hand-set values
 * (`CENTRE` 36, `COHESION` 12, `PUSH` 12, `DANGER_OWN` 220, `DANGER_OPP` 80, `PROGRESS` 60,
 * `EDGE` 15, `EDGE_PRESSURE` 25, `BREAK_UP` 4, `CLOSE_IN` 6, `LEAD_PUSH` 10, `LINE_UP` 8)
 * to the fit: the whole way lost to the hand-set weights, half of it beat them (SPRT).
 * The fit turned three signs round: an enemy marble in danger in a quiet position (one
 * where it cannot be pushed off at once) is a slight minus, pushes count less for the
 * side ahead than for a level one, and breaking up the enemy's pairs counts for nothing
 * much. The computer's own attack terms (`ATTACK`, `SURROUND`, `CLOSE_BASE`,
 * `COHESION_BASE`) are not in the neutral evaluation the games' results fit, so they keep
 * their hand-set values.
 */
export const ABALONE_WEIGHTS = {
  CENTRE,
  COHESION,
  PUSH,
  DANGER_OWN,
  DANGER_OPP,
  PROGRESS,
  EDGE,
  EDGE_PRESSURE,
  BREAK_UP,
  CLOSE_IN,
  LEAD_PUSH,
  LINE_UP,
  ATTACK,
  SURROUND,
  CLOSE_BASE,
  COHESION_BASE,
} as const;

export type AbaloneWeights = { readonly [K in keyof typeof ABALONE_WEIGHTS]: number };

/** Each side's marbles, as the evaluation finds them, for `spread` (n ≤ 8: 169 cells). */
const ownCells = new Int16Array(169);
const oppCells = new Int16Array(169);

/**
 * The terms that depend on how marbles stand in a line, per colour (index 1 Black, 2
 * White), as `lineTerms` counts them:
 *
 * - `cohesion`: friendly neighbours, each pair counted from both ends;
 * - `pushes`: the pushes the colour could make (a column of 2–3 facing a shorter enemy
 *   column that has an empty cell or the rim behind it), one per column head and direction;
 * - `pressure`: how far the colour has lined up behind the other's short lines (one or two
 *   marbles, with an empty cell or the rim ahead): its marbles in a row right behind, at
 *   most one more than the line, doubled when the push would send a marble off;
 * - `danger`: the colour's edge marbles that an enemy column lined up behind would eject.
 */
export interface LineTerms {
  readonly cohesion: Int32Array;
  readonly pushes: Int32Array;
  readonly pressure: Int32Array;
  readonly danger: Int32Array;
}

const terms: LineTerms = {
  cohesion: new Int32Array(3),
  pushes: new Int32Array(3),
  pressure: new Int32Array(3),
  danger: new Int32Array(3),
};

/**
 * Every line of the board along each of the three axes, as runs of cells: line `l` is
 * `cells[starts[l] .. starts[l + 1])`, in the direction of its axis, and `tables[l]` its
 * terms by content (`tableFor`), or undefined for a line too long to tabulate.
 */
interface Lines {
  readonly cells: Int16Array;
  readonly starts: Int32Array;
  readonly count: number;
  readonly tables: readonly (LineTable | undefined)[];
}

const linesByBoard = new Map<Board, Lines>();

function linesOf(board: Board): Lines {
  let lines = linesByBoard.get(board);
  if (lines) return lines;
  const { neighbour, cellCount } = board;
  const cells = new Int16Array(3 * cellCount);
  const starts: number[] = [0];
  let k = 0;
  for (let d = 0; d < 3; d++) {
    for (let c = 0; c < cellCount; c++) {
      if (neighbour[c * 6 + d + 3] !== NONE) continue;
      for (let cur = c; cur !== NONE; cur = neighbour[cur * 6 + d]) cells[k++] = cur;
      starts.push(k);
    }
  }
  const tables = starts.slice(1).map((end, l) => tableFor(end - starts[l]));
  lines = { cells, starts: Int32Array.from(starts), count: starts.length - 1, tables };
  linesByBoard.set(board, lines);
  return lines;
}

/** Beyond either end of a line; below EMPTY, so that `<= 0` means empty or off the board. */
const RIM = -1;
/** Where `scanLine` counts each term, by colour (1 or 2) added. */
const TERM_COHESION = -1;
const TERM_PUSHES = 1;
const TERM_PRESSURE = 3;
/** Danger flags of a line: its first cell's marble, its last cell's. */
const DANGER_FIRST = 1;
const DANGER_LAST = 2;

/**
 * Counts the terms of one line, its colours in `line[0 .. length)`, into `sums` (index
 * `TERM_*` + colour) and returns its danger flags. Pushes, line-ups and threats to an edge
 * marble are all a run of one colour meeting a run of the other along a line, with an empty
 * cell or the rim beyond one of them; so the line is read once as runs, and only where two
 * such runs meet is more looked at. A marble in danger can only be at either end of a line,
 * next to the rim.
 */
function scanLine(line: Int8Array, length: number, sums: Int32Array): number {
  let flags = 0;
  // The two runs before this one: colours (RIM before the line), the last one's length.
  let before = RIM;
  let prev = RIM;
  let prevLength = 0;
  for (let i = 0; i < length;) {
    const v = line[i];
    let j = i + 1;
    while (j < length && line[j] === v) j++;
    const runLength = j - i;
    if (v !== 0) {
      sums[TERM_COHESION + v] += 2 * (runLength - 1);
      if (prev === 3 - v) {
        const after = j < length ? line[j] : RIM;
        const column = runLength < 3 ? runLength : 3;
        const prevColumn = prevLength < 3 ? prevLength : 3;
        // The earlier run pushes this one forward, or this one pushes it back.
        if (after <= 0 && prevLength >= 2 && runLength < prevColumn) sums[TERM_PUSHES + prev]++;
        if (before <= 0 && runLength >= 2 && prevLength < column) sums[TERM_PUSHES + v]++;
        // The earlier run lined up behind this short one, which has room ahead.
        if (after <= 0 && runLength <= 2) {
          sums[TERM_PRESSURE + prev] +=
            (after === RIM ? 2 : 1) * (prevLength < runLength + 1 ? prevLength : runLength + 1);
          if (after === RIM && prevColumn > runLength) flags |= DANGER_LAST;
        }
        // This run lined up behind the earlier short one, which has room behind it.
        if (before <= 0 && prevLength <= 2) {
          sums[TERM_PRESSURE + v] +=
            (before === RIM ? 2 : 1) * (runLength < prevLength + 1 ? runLength : prevLength + 1);
          if (before === RIM && column > prevLength) flags |= DANGER_FIRST;
        }
      }
    }
    before = prev;
    prev = v;
    prevLength = runLength;
    i = j;
  }
  return flags;
}

/**
 * A line's terms for each of its 3^length contents (the colour of cell k times 3^k),
 * packed 16 bits a term so that the lines' entries add up as they are: cohesion of both
 * colours and Black's pushes in `low`, White's pushes and both pressures in `high`.
 */
interface LineTable {
  readonly low: Float64Array;
  readonly high: Float64Array;
  readonly danger: Uint8Array;
}

/**
 * Lines up to this long are read through a table: 3^11 = 177,147 contents, the longest
 * line of a board of side 6. Longer lines (side 7) are read run by run.
 */
const MAX_TABLE_LENGTH = 11;
const FIELD = 2 ** 16;
const pack = (a: number, b: number, c: number): number => a + b * FIELD + c * FIELD * FIELD;
/** Field `k` (0–2) of a sum of packed entries. */
const field = (packed: number, k: number): number => Math.floor(packed / FIELD ** k) % FIELD;
const tablesByLength = new Map<number, LineTable>();

function tableFor(length: number): LineTable | undefined {
  if (length > MAX_TABLE_LENGTH) return undefined;
  let table = tablesByLength.get(length);
  if (table) return table;
  const size = 3 ** length;
  table = {
    low: new Float64Array(size),
    high: new Float64Array(size),
    danger: new Uint8Array(size),
  };
  const line = new Int8Array(length);
  const sums = new Int32Array(6);
  for (let code = 0; code < size; code++) {
    for (let k = 0, rest = code; k < length; k++, rest = (rest - (rest % 3)) / 3)
      line[k] = rest % 3;
    sums.fill(0);
    table.danger[code] = scanLine(line, length, sums);
    table.low[code] = pack(sums[TERM_COHESION + 1], sums[TERM_COHESION + 2], sums[TERM_PUSHES + 1]);
    table.high[code] = pack(
      sums[TERM_PUSHES + 2],
      sums[TERM_PRESSURE + 1],
      sums[TERM_PRESSURE + 2],
    );
  }
  tablesByLength.set(length, table);
  return table;
}

/** `dangerMark[c] === dangerRound`: the marble at `c` is already counted in danger. */
const dangerMark = new Int32Array(169);
let dangerRound = 0;
const lineBuffer = new Int8Array(2 * 8 - 1);
const longSums = new Int32Array(6);

/** Counts the marble at `cell` in danger, once however many lines threaten it. */
function endangered(cells: Int8Array, cell: number, round: number): void {
  if (dangerMark[cell] === round) return;
  dangerMark[cell] = round;
  terms.danger[cells[cell]]++;
}

/**
 * Counts the line terms of `pos` (see `LineTerms`) into an object reused by every call:
 * each line's content is a number, the index of its terms in the line's table.
 */
export function lineTerms(pos: Position): LineTerms {
  const { cells } = pos;
  const lines = linesOf(pos.board);
  const { cohesion, pushes, pressure, danger } = terms;
  danger.fill(0);
  longSums.fill(0);
  const round = ++dangerRound;
  const order = lines.cells;
  const { starts, tables } = lines;
  let low = 0;
  let high = 0;
  for (let l = 0; l < lines.count; l++) {
    const begin = starts[l];
    const end = starts[l + 1];
    const table = tables[l];
    let flags: number;
    if (table !== undefined) {
      let code = 0;
      for (let i = end - 1; i >= begin; i--) code = code * 3 + cells[order[i]];
      low += table.low[code];
      high += table.high[code];
      flags = table.danger[code];
    } else {
      for (let i = begin; i < end; i++) lineBuffer[i - begin] = cells[order[i]];
      flags = scanLine(lineBuffer, end - begin, longSums);
    }
    if (flags & DANGER_FIRST) endangered(cells, order[begin], round);
    if (flags & DANGER_LAST) endangered(cells, order[end - 1], round);
  }
  cohesion[1] = field(low, 0) + longSums[TERM_COHESION + 1];
  cohesion[2] = field(low, 1) + longSums[TERM_COHESION + 2];
  pushes[1] = field(low, 2) + longSums[TERM_PUSHES + 1];
  pushes[2] = field(high, 0) + longSums[TERM_PUSHES + 2];
  pressure[1] = field(high, 1) + longSums[TERM_PRESSURE + 1];
  pressure[2] = field(high, 2) + longSums[TERM_PRESSURE + 2];
  return terms;
}

/**
 * The score for the side to move; `attacker` is the computer's colour (0: neutral), `w`
 * the weights to score with.
 */
export function evaluateAbalone(
  pos: Position,
  attacker = 0,
  w: AbaloneWeights = ABALONE_WEIGHTS,
): number {
  const { cells, board } = pos;
  const { ring, edge, cellCount, x, y } = board;
  const own = pos.turn;
  const opp = 3 - own;
  const taken = pos.extras[opp];
  const lost = pos.extras[own];
  const lead = Math.min(2, Math.max(-2, taken - lost));
  // How hard each side attacks: by its lead, and the computer at least by ATTACK.
  let attackOwn = lead > 0 ? lead : 0;
  let attackOpp = lead < 0 ? -lead : 0;
  if (attacker === own) attackOwn = Math.max(attackOwn, w.ATTACK);
  else if (attacker === opp) attackOpp = Math.max(attackOpp, w.ATTACK);
  const level = attackOwn === 0 && attackOpp === 0;
  let centre = 0;
  let edgeOwn = 0;
  let edgeOpp = 0;
  // Per side: marbles, and the sums of the x and y of their cells.
  let nOwn = 0;
  let xOwn = 0;
  let yOwn = 0;
  let nOpp = 0;
  let xOpp = 0;
  let yOpp = 0;
  for (let c = 0; c < cellCount; c++) {
    const v = cells[c];
    if (v === 0) continue;
    if (v === own) {
      centre += ring[c];
      ownCells[nOwn++] = c;
      xOwn += x[c];
      yOwn += y[c];
      edgeOwn += edge[c];
    } else {
      centre -= ring[c];
      oppCells[nOpp++] = c;
      xOpp += x[c];
      yOpp += y[c];
      edgeOpp += edge[c];
    }
  }
  const { cohesion, pushes, pressure, danger } = lineTerms(pos);
  const pushesOwn = pushes[own];
  const pushesOpp = pushes[opp];
  let score =
    MARBLE * (taken - lost) +
    w.PROGRESS * (taken * taken - lost * lost) -
    w.CENTRE * centre +
    w.COHESION * (cohesion[own] - cohesion[opp]) +
    w.PUSH * (pushesOwn - pushesOpp) +
    w.EDGE * (edgeOpp - edgeOwn) -
    w.DANGER_OWN * danger[own] +
    w.DANGER_OPP * danger[opp];
  if (level) {
    // Level in the neutral evaluation, both sides attack at half the weight: a defence
    // that is never probed never gives up the first marble.
    score +=
      (w.LEAD_PUSH / 2) * (pushesOwn - pushesOpp) +
      (w.LINE_UP / 2) * (pressure[own] - pressure[opp]);
  } else {
    if (attackOwn > 0)
      score += attack(
        pos,
        w,
        ownCells,
        attackOwn,
        attacker === own,
        edgeOpp,
        cohesion[opp],
        pushesOwn,
        pressure[own],
        nOwn,
        nOpp,
        xOpp,
        yOpp,
      );
    if (attackOpp > 0)
      score -= attack(
        pos,
        w,
        oppCells,
        attackOpp,
        attacker === opp,
        edgeOwn,
        cohesion[own],
        pushesOpp,
        pressure[opp],
        nOpp,
        nOwn,
        xOwn,
        yOwn,
      );
  }
  return score;
}

/**
 * What a side's attack at `weight` is worth to it: enemy marbles on the rim, enemy
 * neighbour pairs broken up, its pushes on offer and marbles lined up, and its marbles
 * (`mine` of them, at `cellsMine`) closing in on the enemy's centre of mass (`theirs`
 * marbles, their coordinates summing to `sx`, `sy`). The `computer`'s own attack counts
 * from a standoff's values (`CLOSE_BASE`, `COHESION_BASE`).
 */
function attack(
  pos: Position,
  w: AbaloneWeights,
  cellsMine: Int16Array,
  weight: number,
  computer: boolean,
  edgeTheirs: number,
  cohesionTheirs: number,
  pushes: number,
  pressure: number,
  mine: number,
  theirs: number,
  sx: number,
  sy: number,
): number {
  const broken = cohesionTheirs - (computer ? w.COHESION_BASE * theirs : 0);
  let score =
    weight *
    (w.EDGE_PRESSURE * edgeTheirs -
      w.BREAK_UP * broken +
      w.LEAD_PUSH * pushes +
      w.LINE_UP * pressure);
  if (theirs > 0) {
    const distance =
      spread(pos, cellsMine, mine, sx / theirs, sy / theirs) - (computer ? w.CLOSE_BASE * mine : 0);
    score -= (computer ? w.SURROUND : weight * w.CLOSE_IN) * distance;
  }
  return score;
}

/** Total distance, in whole cells, of the `count` marbles at `marbles` from (gx, gy). */
function spread(pos: Position, marbles: Int16Array, count: number, gx: number, gy: number): number {
  const { x, y } = pos.board;
  let total = 0;
  for (let i = 0; i < count; i++) {
    const c = marbles[i];
    total += Math.sqrt((x[c] - gx) ** 2 + (y[c] - gy) ** 2);
  }
  return Math.round(total);
}

/** 0 for a quiet move; 1 for a push, 2 if it pushes a marble onto the edge, 8 if it ejects. */
export function abaloneTactical(pos: Position, move: Move): number {
  const count = moveCount(move);
  if (count < 2 || !isInline(move)) return 0;
  const { cells } = pos;
  const { neighbour, edge } = pos.board;
  const dir = moveDir(move);
  let cur = moveCell(move);
  const opp = 3 - cells[cur];
  for (let i = 0; i < count; i++) cur = neighbour[cur * 6 + dir];
  if (cells[cur] !== opp) return 0;
  let last = cur;
  while (cur !== NONE && cells[cur] === opp) {
    last = cur;
    cur = neighbour[cur * 6 + dir];
  }
  if (cur === NONE) return 8;
  return edge[cur] && !edge[last] ? 2 : 1;
}

/** The neutral evaluation: analysis, hints and the arena's baseline bots. */
export const abaloneEvaluator: Evaluator = {
  quiescence: true,
  repetition: true,
  nullMove: true,
  futilityMargin: 300,
  evaluate: evaluateAbalone,
  tactical: abaloneTactical,
  tacticalMoves: generateAbalonePushes,
  // A stuck side (no legal move at all) is left to the full search, which sees it.
  decided: (pos: Position) => pos.extras[pos.turn] >= winTarget(pos.board.n),
  // No legal move: either the opponent has pushed off the target or the mover is stuck.
  terminal: () => -1,
};

/**
 * The computer's quiescence, after its first ply, follows only ejections (`tactical` 8),
 * which it generates apart from the other pushes (`generateAbaloneEjections`): it reaches
 * depth 8 in a second where following every push reached 6. At equal time it
 * played as strong, not stronger (docs/ai.md, "Against the baseline"). Analysis and the
 * review keep following every push, which their calibration was measured with.
 */
const PLAYER_QUIESCENCE_FLOOR = 8;
const playerQuiescence = {
  quiescenceFloor: PLAYER_QUIESCENCE_FLOOR,
  floorMoves: generateAbaloneEjections,
} as const;

/**
 * The neutral evaluation and the computer's, by colour, with other weights: what a
 * weights file plays with (`npm run sprt`). The defaults give the evaluations above.
 */
export function abaloneEvaluationsWith(w: AbaloneWeights): {
  readonly evaluator: Evaluator;
  player(colour: Colour): Evaluator;
} {
  const evaluator: Evaluator = {
    ...abaloneEvaluator,
    evaluate: (pos) => evaluateAbalone(pos, 0, w),
  };
  const attackers = [1, 2].map((colour): Evaluator => ({
    ...abaloneEvaluator,
    ...playerQuiescence,
    evaluate: (pos: Position) => evaluateAbalone(pos, colour, w),
  }));
  return { evaluator, player: (colour) => attackers[colour - 1] };
}

/** The evaluation the computer plays with as `colour`: it attacks whatever the score. */
export const abaloneAttacker = abaloneEvaluationsWith(ABALONE_WEIGHTS).player;
