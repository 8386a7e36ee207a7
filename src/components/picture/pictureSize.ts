import type { Board } from '../../engine';
import { centreOf, frameOf } from '../board/geometry';

/**
 * A picture's size in CSS pixels: 600×400, wide enough to read on a phone held either way
 * and in a chat's preview. The PNG is drawn at twice that, crisp on a phone's screen.
 */
export const PICTURE_WIDTH = 600;
export const PICTURE_HEIGHT = 400;
export const PNG_SCALE = 2;
/** The bands above and below the board: the players, then the counts or the result. */
export const BAND = 34;

/** Where the board goes: board units to picture pixels, x = left + u·unit. */
export interface BoardPlacement {
  readonly unit: number;
  readonly left: number;
  readonly top: number;
}

/** The board as large as fits between the bands, centred; its coordinates around it if shown. */
export function placeBoard(board: Board, coordinates: boolean): BoardPlacement {
  const frame = frameOf(board, coordinates, false);
  const height = PICTURE_HEIGHT - 2 * BAND;
  const unit = Math.min(PICTURE_WIDTH / frame.width, height / frame.height);
  return {
    unit,
    left: (PICTURE_WIDTH - frame.width * unit) / 2 - frame.minX * unit,
    top: BAND + (height - frame.height * unit) / 2 - frame.minY * unit,
  };
}

/**
 * A point in board units as the picture places it, turned half round about the centre cell
 * when the board is flipped, as the board on the page turns.
 */
export function pictureAt(
  board: Board,
  flipped: boolean,
  { unit, left, top }: BoardPlacement,
  x: number,
  y: number,
): [number, number] {
  if (!flipped) return [left + x * unit, top + y * unit];
  const centre = centreOf(board.n - 1, board.n - 1);
  return [left + (2 * centre.x - x) * unit, top + (2 * centre.y - y) * unit];
}
