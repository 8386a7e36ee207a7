import {
  type Board,
  type Colour,
  directionBetween,
  EMPTY,
  type MoveInfo,
  NONE,
  opponent,
  step,
} from '../../engine';

/** The board after a move, in the cells it changes: what a preview draws. */
export interface MovePicture {
  /** Each cell whose piece would change, with what it would hold: EMPTY when left. */
  readonly after: ReadonlyMap<number, number>;
  /** The opposing piece pushed off the board, or NONE. */
  readonly ejected: number;
  /** The direction the pieces travel, or NONE for a placement. */
  readonly dir: number;
}

/** The direction a move's pieces travel: one step for Abalone, a line for an Abacus slide. */
export function travelOf(board: Board, info: MoveInfo): number {
  if (info.from.length === 0) return NONE;
  const [from, to] = [info.from[0], info.to[0]];
  for (let dir = 0; dir < 6; dir++) {
    for (let c = step(board, from, dir); c !== NONE; c = step(board, c, dir)) {
      if (c === to) return dir;
    }
  }
  return directionBetween(board, from, to);
}

/**
 * What `info`, played by `turn` on `cells`, would change. Pushed pieces move one step
 * along the move, and the last of an ejecting push leaves the board.
 */
export function pictureOf(
  board: Board,
  cells: Int8Array,
  turn: Colour,
  info: MoveInfo,
): MovePicture {
  const dir = travelOf(board, info);
  const after = new Map<number, number>();
  for (const c of info.from) after.set(c, EMPTY);
  for (const c of info.pushed) after.set(c, EMPTY);
  info.pushed.forEach((c, i) => {
    const last = i === info.pushed.length - 1;
    if (!(last && info.ejects)) after.set(step(board, c, dir), opponent(turn));
  });
  for (const c of info.to) after.set(c, turn);
  for (const [c, stone] of after) if (cells[c] === stone) after.delete(c);
  return { after, ejected: info.ejects ? info.pushed[info.pushed.length - 1] : NONE, dir };
}

/** Where a piece that just arrived on a cell came from, in cells' steps: none when placed. */
export interface Arrival {
  readonly dx: number;
  readonly dy: number;
}

/** The animation of one move just played: which pieces slide in, and which one falls off. */
export interface MoveAnimation {
  /** Changes with every move animated, so that each one starts afresh. */
  readonly key: number;
  readonly arrivals: ReadonlyMap<number, Arrival>;
  /** The cell a piece was pushed off from, NONE when none was, and its direction. */
  readonly ejected: number;
  readonly dir: number;
}

/** The animation of `info` on `board`: each moved or pushed piece slides in from its old cell. */
export function animationOf(board: Board, info: MoveInfo, key: number): MoveAnimation {
  const dir = travelOf(board, info);
  const arrivals = new Map<number, Arrival>();
  const arrive = (from: number, to: number): void => {
    arrivals.set(to, { dx: board.x[from] - board.x[to], dy: board.y[from] - board.y[to] });
  };
  // A placed piece has no cell to come from: it arrives where it stands, and grows in.
  if (info.from.length === 0) info.to.forEach((to) => arrive(to, to));
  info.from.forEach((from, i) => arrive(from, info.to[i]));
  info.pushed.forEach((c, i) => {
    const last = i === info.pushed.length - 1;
    if (!(last && info.ejects)) arrive(c, step(board, c, dir));
  });
  return { key, arrivals, ejected: info.ejects ? info.pushed[info.pushed.length - 1] : NONE, dir };
}
