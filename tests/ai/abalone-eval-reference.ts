import { NONE, type Position } from '../../src/engine';

/**
 * The line terms of the Abalone evaluation (`lineTerms`) as they were first counted,
 * marble by marble and direction by direction: kept to show that reading them off runs
 * along the board's lines counts the same for every position. Indexed by colour, as there.
 */
export function referenceTerms(pos: Position): {
  cohesion: number[];
  pushes: number[];
  pressure: number[];
  danger: number[];
} {
  const { cells, board } = pos;
  const { neighbour, edge, cellCount } = board;
  const cohesion = [0, 0, 0];
  const pushes = [0, 0, 0];
  const pressure = [0, 0, 0];
  const danger = [0, 0, 0];
  for (let c = 0; c < cellCount; c++) {
    const v = cells[c];
    if (v === 0) continue;
    for (let d = 0; d < 6; d++) {
      const m = neighbour[c * 6 + d];
      if (m === NONE || cells[m] === 0) continue;
      if (cells[m] === v) cohesion[v]++;
      else if (canPush(pos, c, d, v)) pushes[v]++;
    }
    pressure[3 - v] += lineUp(pos, c, v);
    if (edge[c] && inDanger(pos, c, v)) danger[v]++;
  }
  return { cohesion, pushes, pressure, danger };
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
