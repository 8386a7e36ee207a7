import { NONE, type Position } from '../../src/engine';
import { ABALONE_WEIGHTS, type AbaloneWeights, MARBLE } from '../../src/games/abalone/eval';

/*
 * The Abalone evaluation as it was written first, marble by marble and direction by
 * direction. The engine's evaluation reads the same terms off whole lines of the board at
 * once; this one is kept to show that both give the same score for every position.
 */
/** Each side's marbles, as the evaluation finds them, for `spread` (n ≤ 8: 169 cells). */
const ownCells = new Int16Array(169);
const oppCells = new Int16Array(169);

/**
 * The score for the side to move; `attacker` is the computer's colour (0: neutral), `w`
 * the weights to score with.
 */
export function referenceEvaluation(
  pos: Position,
  attacker = 0,
  w: AbaloneWeights = ABALONE_WEIGHTS,
): number {
  const { cells, board } = pos;
  const { neighbour, ring, edge, cellCount, x, y } = board;
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
  let cohesionOwn = 0;
  let cohesionOpp = 0;
  let edgeOwn = 0;
  let edgeOpp = 0;
  let dangerOwn = 0;
  let dangerOpp = 0;
  let pushesOwn = 0;
  let pushesOpp = 0;
  // Marbles each side has lined up behind the other's short lines, to push them.
  let pressureOwn = 0;
  let pressureOpp = 0;
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
    const mine = v === own;
    centre += mine ? ring[c] : -ring[c];
    if (mine) {
      ownCells[nOwn++] = c;
      xOwn += x[c];
      yOwn += y[c];
    } else {
      oppCells[nOpp++] = c;
      xOpp += x[c];
      yOpp += y[c];
    }
    const base = c * 6;
    let friends = 0;
    for (let d = 0; d < 6; d++) {
      const m = neighbour[base + d];
      if (m === NONE || cells[m] === 0) continue;
      if (cells[m] === v) friends++;
      else if (canPush(pos, c, d, v)) {
        if (mine) pushesOwn++;
        else pushesOpp++;
      }
    }
    // Only an attacking side's pressure counts, so only the lines of the side it attacks are looked at.
    if (level || (mine ? attackOpp > 0 : attackOwn > 0)) {
      if (mine) pressureOpp += lineUp(pos, c, v);
      else pressureOwn += lineUp(pos, c, v);
    }
    if (mine) cohesionOwn += friends;
    else cohesionOpp += friends;
    if (edge[c]) {
      if (mine) edgeOwn++;
      else edgeOpp++;
      if (inDanger(pos, c, v)) {
        if (mine) dangerOwn++;
        else dangerOpp++;
      }
    }
  }
  let score =
    MARBLE * (taken - lost) +
    w.PROGRESS * (taken * taken - lost * lost) -
    w.CENTRE * centre +
    w.COHESION * (cohesionOwn - cohesionOpp) +
    w.PUSH * (pushesOwn - pushesOpp) +
    w.EDGE * (edgeOpp - edgeOwn) -
    w.DANGER_OWN * dangerOwn +
    w.DANGER_OPP * dangerOpp;
  if (level) {
    // Level in the neutral evaluation, both sides attack at half the weight: a defence
    // that is never probed never gives up the first marble.
    score +=
      (w.LEAD_PUSH / 2) * (pushesOwn - pushesOpp) + (w.LINE_UP / 2) * (pressureOwn - pressureOpp);
  } else {
    if (attackOwn > 0)
      score += attack(
        pos,
        w,
        ownCells,
        attackOwn,
        attacker === own,
        edgeOpp,
        cohesionOpp,
        pushesOwn,
        pressureOwn,
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
        cohesionOwn,
        pushesOpp,
        pressureOpp,
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

/**
 * Whether `colour`'s marble at `c`, with an enemy marble next to it in direction `d`,
 * heads a push that way: its column (counting at most three) outnumbers the enemy
 * column ahead, which has an empty cell or the rim behind it.
 */
function canPush(pos: Position, c: number, d: number, colour: number): boolean {
  const { cells } = pos;
  const { neighbour } = pos.board;
  const back = (d + 3) % 6;
  let mine = 1;
  let cur = neighbour[c * 6 + back];
  while (mine < 3 && cur !== NONE && cells[cur] === colour) {
    mine++;
    cur = neighbour[cur * 6 + back];
  }
  if (mine < 2) return false;
  const enemy = 3 - colour;
  let theirs = 0;
  cur = neighbour[c * 6 + d];
  while (cur !== NONE && cells[cur] === enemy) {
    if (++theirs >= mine) return false;
    cur = neighbour[cur * 6 + d];
  }
  return cur === NONE || cells[cur] === 0;
}

/**
 * How far the enemy has lined up pushes against `colour`'s lines that start at `c`: for
 * each direction in which `colour`'s line from `c` is shorter than three and ends at an
 * empty cell or the rim (so it can be pushed that way), the enemy marbles in a row right
 * behind `c` (at most one more than the line, which is enough to push), doubled when the
 * push would send a marble off.
 */
function lineUp(pos: Position, c: number, colour: number): number {
  const { cells } = pos;
  const { neighbour } = pos.board;
  const enemy = 3 - colour;
  let total = 0;
  for (let d = 0; d < 6; d++) {
    const back = (d + 3) % 6;
    let cur = neighbour[c * 6 + back];
    if (cur === NONE || cells[cur] !== enemy) continue;
    let line = 1;
    let head = neighbour[c * 6 + d];
    while (head !== NONE && cells[head] === colour && line < 3) {
      line++;
      head = neighbour[head * 6 + d];
    }
    if (line >= 3 || (head !== NONE && cells[head] !== 0)) continue;
    let theirs = 0;
    while (cur !== NONE && cells[cur] === enemy && theirs <= line) {
      theirs++;
      cur = neighbour[cur * 6 + back];
    }
    total += head === NONE ? 2 * theirs : theirs;
  }
  return total;
}

/** Whether the enemy has a column behind the edge marble at `c` that would eject it. */
function inDanger(pos: Position, c: number, colour: number): boolean {
  const { cells } = pos;
  const { neighbour } = pos.board;
  const enemy = 3 - colour;
  for (let d = 0; d < 6; d++) {
    if (neighbour[c * 6 + d] !== NONE) continue;
    const back = (d + 3) % 6;
    let mine = 1;
    let cur = neighbour[c * 6 + back];
    while (cur !== NONE && cells[cur] === colour && mine < 3) {
      mine++;
      cur = neighbour[cur * 6 + back];
    }
    if (mine >= 3 || cur === NONE || cells[cur] !== enemy) continue;
    let theirs = 0;
    while (cur !== NONE && cells[cur] === enemy && theirs < 3) {
      theirs++;
      cur = neighbour[cur * 6 + back];
    }
    if (theirs > mine) return true;
  }
  return false;
}
