import { BLACK, type Position, WHITE } from '../../engine';
import { boardOutline, edgeLabels } from '../board/geometry';
import { BAND, type BoardPlacement, PICTURE_HEIGHT, PICTURE_WIDTH, pictureAt } from './pictureSize';
import type { PictureStyle } from './pictureStyle';

/** The part of a canvas's 2D context a picture draws with: the page's or a worker's. */
export type Paint = Pick<
  OffscreenCanvasRenderingContext2D,
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'arc'
  | 'fill'
  | 'stroke'
  | 'fillRect'
  | 'fillText'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
>;

/** One picture: a position, the move that led to it if marked, and the words around it. */
export interface PictureContent {
  readonly pos: Position;
  readonly lastFrom: readonly number[];
  readonly lastTo: readonly number[];
  readonly coordinates: boolean;
  /** Turned half round about its centre, as the board is drawn with White's side nearest. */
  readonly flipped: boolean;
  /** Above the board: who plays. */
  readonly top: string;
  /** Below the board: the counts, or the result. */
  readonly bottom: string;
}

const R = 1 / Math.sqrt(3);
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function hexagon(paint: Paint, x: number, y: number, radius: number): void {
  paint.beginPath();
  for (let k = 0; k < 6; k++) {
    const a = ((60 * k - 90) * Math.PI) / 180;
    const px = x + radius * Math.cos(a);
    const py = y + radius * Math.sin(a);
    if (k === 0) paint.moveTo(px, py);
    else paint.lineTo(px, py);
  }
  paint.closePath();
}

/**
 * Draws a picture at 600×400 picture pixels onto `paint`, whose transform maps them to
 * the canvas (twice as many device pixels for the PNG).
 */
export function paintPicture(
  paint: Paint,
  content: PictureContent,
  style: PictureStyle,
  place: BoardPlacement,
): void {
  const { pos, coordinates } = content;
  const { board } = pos;
  const { unit } = place;
  const at = (x: number, y: number): [number, number] =>
    pictureAt(board, content.flipped, place, x, y);

  paint.fillStyle = style.page;
  paint.fillRect(0, 0, PICTURE_WIDTH, PICTURE_HEIGHT);

  const outline = boardOutline(board, coordinates ? 0.95 : 0.62)
    .split(' ')
    .map((p) => p.split(',').map(Number));
  paint.beginPath();
  outline.forEach(([x, y], i) => {
    const [px, py] = at(x, y);
    if (i === 0) paint.moveTo(px, py);
    else paint.lineTo(px, py);
  });
  paint.closePath();
  paint.fillStyle = style.board;
  paint.fill();
  paint.strokeStyle = style.boardEdge;
  paint.lineWidth = unit * 0.06;
  paint.stroke();

  const from = new Set(content.lastFrom);
  const to = new Set(content.lastTo);
  paint.lineWidth = unit * 0.03;
  for (let c = 0; c < board.cellCount; c++) {
    const [x, y] = at(board.x[c], board.y[c]);
    hexagon(paint, x, y, R * 0.97 * unit);
    paint.fillStyle = style.cell;
    paint.fill();
    paint.strokeStyle = style.cellStroke;
    paint.stroke();
    if (to.has(c) || from.has(c)) {
      paint.fillStyle = to.has(c) ? style.last : style.lastFrom;
      paint.fill();
    }
    const stone = pos.cells[c];
    if (stone === BLACK || stone === WHITE) {
      paint.beginPath();
      paint.arc(x, y, 0.4 * unit, 0, 2 * Math.PI);
      paint.fillStyle = stone === BLACK ? style.blackPiece : style.whitePiece;
      paint.fill();
      paint.strokeStyle = stone === BLACK ? style.blackStroke : style.whiteStroke;
      paint.lineWidth = unit * 0.04;
      paint.stroke();
      paint.lineWidth = unit * 0.03;
    }
  }

  paint.textBaseline = 'middle';
  paint.textAlign = 'center';
  if (coordinates) {
    paint.fillStyle = style.coord;
    paint.font = `600 ${Math.round(unit * 0.3)}px ${FONT}`;
    for (const label of edgeLabels(board)) {
      const [x, y] = at(label.x, label.y);
      paint.fillText(label.text, x, y);
    }
  }

  paint.fillStyle = style.text;
  paint.font = `600 16px ${FONT}`;
  paint.fillText(content.top, PICTURE_WIDTH / 2, BAND / 2, PICTURE_WIDTH - 24);
  paint.font = `15px ${FONT}`;
  paint.fillText(content.bottom, PICTURE_WIDTH / 2, PICTURE_HEIGHT - BAND / 2, PICTURE_WIDTH - 24);
}
