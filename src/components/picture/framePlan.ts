/**
 * The frames of a game's animated picture: the start held, one frame a move, and the end
 * held longer, so that a viewer sees where the game began and how it finished before it
 * loops.
 */

/** How long the start is held before the first move, in milliseconds. */
export const FIRST_STILL_MS = 1500;
/** How long each move's frame stays. */
export const MOVE_MS = 700;
/** How long the final position is held before the picture starts again. */
export const LAST_STILL_MS = 4000;

export interface PlannedFrame {
  /** The position drawn: after this many moves. */
  readonly ply: number;
  readonly delay: number;
  /** Whether the move that led to the position is marked, as the board marks it. */
  readonly marked: boolean;
  /** The last frame shows the result. */
  readonly last: boolean;
}

/** Frames for a game of `plies` moves: plies + 2 of them. */
export function framePlan(plies: number): PlannedFrame[] {
  const frames: PlannedFrame[] = [{ ply: 0, delay: FIRST_STILL_MS, marked: false, last: false }];
  for (let ply = 1; ply <= plies; ply++) {
    frames.push({ ply, delay: MOVE_MS, marked: true, last: false });
  }
  frames.push({ ply: plies, delay: LAST_STILL_MS, marked: plies > 0, last: true });
  return frames;
}
