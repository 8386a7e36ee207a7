import type { PictureContent } from './paintPicture';
import { BAND, type BoardPlacement, PICTURE_HEIGHT, PICTURE_WIDTH, pictureAt } from './pictureSize';

/** A rectangle of picture pixels. */
export interface Region {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const WHOLE: Region = { x: 0, y: 0, width: PICTURE_WIDTH, height: PICTURE_HEIGHT };

/** Half a cell's drawing across, and a pixel or two of its anti-aliased edge. */
const CELL_REACH = 0.62;
const EDGE = 2;

/**
 * The part of the picture that differs between two frames: the cells whose piece or mark
 * changed, and a band whose words changed. Reading back and converting only that part
 * is what makes a long game's GIF quick: a move changes a few cells of 61.
 */
export function changedRegion(
  before: PictureContent,
  after: PictureContent,
  place: BoardPlacement,
): Region {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const take = (ax: number, ay: number, bx: number, by: number): void => {
    x0 = Math.min(x0, ax);
    y0 = Math.min(y0, ay);
    x1 = Math.max(x1, bx);
    y1 = Math.max(y1, by);
  };
  const { board } = after.pos;
  const marked = (c: PictureContent, cell: number): number =>
    c.lastTo.includes(cell) ? 2 : c.lastFrom.includes(cell) ? 1 : 0;
  const reach = CELL_REACH * place.unit + EDGE;
  for (let c = 0; c < board.cellCount; c++) {
    if (before.pos.cells[c] === after.pos.cells[c] && marked(before, c) === marked(after, c)) {
      continue;
    }
    const [x, y] = pictureAt(board, after.flipped, place, board.x[c], board.y[c]);
    take(x - reach, y - reach, x + reach, y + reach);
  }
  if (before.top !== after.top) take(0, 0, PICTURE_WIDTH, BAND);
  if (before.bottom !== after.bottom) take(0, PICTURE_HEIGHT - BAND, PICTURE_WIDTH, PICTURE_HEIGHT);
  if (x0 === Infinity) return { x: 0, y: 0, width: 1, height: 1 };
  const x = Math.max(0, Math.floor(x0));
  const y = Math.max(0, Math.floor(y0));
  return {
    x,
    y,
    width: Math.min(PICTURE_WIDTH, Math.ceil(x1)) - x,
    height: Math.min(PICTURE_HEIGHT, Math.ceil(y1)) - y,
  };
}
