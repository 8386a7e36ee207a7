import { moveInfo, play, type Position } from '../../engine';
import { startPosition } from '../../store/game/spec';
import type { GameSpec } from '../../store/game/savedGame';
import { framePlan } from './framePlan';
import { changedRegion, type Region, WHOLE } from './frameRegion';
import { gifWriter } from './gifFile';
import { paintPicture, type PictureContent } from './paintPicture';
import { PICTURE_HEIGHT, PICTURE_WIDTH, placeBoard, PNG_SCALE } from './pictureSize';
import type { PictureStyle } from './pictureStyle';

/**
 * What the picture worker is asked: a PNG of the position after `ply` moves, or a GIF of
 * the whole game. The words come made, one line under the board for each position (the
 * counts, the move) and the result for the last frame, so that the worker needs no
 * dictionary.
 */
export interface PictureRequest {
  readonly kind: 'png' | 'gif';
  readonly spec: GameSpec;
  readonly moves: readonly number[];
  readonly ply: number;
  readonly style: PictureStyle;
  readonly coordinates: boolean;
  readonly flipped: boolean;
  readonly players: string;
  /** Under the board after each number of moves, 0 to the game's length. */
  readonly lines: readonly string[];
  /** Under the board on the GIF's last frame. */
  readonly result: string;
}

export type PictureResponse =
  | { readonly kind: 'progress'; readonly done: number; readonly total: number }
  | { readonly kind: 'done'; readonly file: Blob }
  | { readonly kind: 'failed'; readonly message: string };

function drawingOn(canvas: OffscreenCanvas, read = false): OffscreenCanvasRenderingContext2D {
  const paint = canvas.getContext('2d', { willReadFrequently: read });
  if (!paint) throw new Error('this browser draws no 2D pictures off the page');
  return paint;
}

/** How often the GIF's progress is told: every 1% of its frames. */
const progressSteps = (total: number): number => Math.max(1, Math.floor(total / 100));

function contentAt(
  request: PictureRequest,
  positions: readonly Position[],
  ply: number,
  marked: boolean,
  bottom: string,
): PictureContent {
  const info = marked && ply > 0 ? moveInfo(positions[ply - 1], request.moves[ply - 1]) : undefined;
  return {
    pos: positions[ply],
    lastFrom: info?.from ?? [],
    lastTo: info?.to ?? [],
    coordinates: request.coordinates,
    flipped: request.flipped,
    top: request.players,
    bottom,
  };
}

/** Draws what a request asks for, telling `post` how far it has got, then the file. */
export async function servePicture(
  request: PictureRequest,
  post: (response: PictureResponse) => void,
): Promise<void> {
  const positions: Position[] = [startPosition(request.spec)];
  const plies = request.kind === 'png' ? request.ply : request.moves.length;
  for (let i = 0; i < plies; i++) positions.push(play(positions[i], request.moves[i]));
  const place = placeBoard(positions[0].board, request.coordinates);
  const lineAt = (ply: number): string => request.lines[ply] ?? '';

  if (request.kind === 'png') {
    const canvas = new OffscreenCanvas(PICTURE_WIDTH * PNG_SCALE, PICTURE_HEIGHT * PNG_SCALE);
    const paint = drawingOn(canvas);
    paint.setTransform(PNG_SCALE, 0, 0, PNG_SCALE, 0, 0);
    paintPicture(
      paint,
      contentAt(request, positions, plies, true, lineAt(plies)),
      request.style,
      place,
    );
    post({ kind: 'done', file: await canvas.convertToBlob({ type: 'image/png' }) });
    return;
  }

  const paint = drawingOn(new OffscreenCanvas(PICTURE_WIDTH, PICTURE_HEIGHT), true);
  const plan = framePlan(plies);
  const contents = (i: number): PictureContent => {
    const frame = plan[i];
    const bottom = frame.last ? request.result : lineAt(frame.ply);
    return contentAt(request, positions, frame.ply, frame.marked, bottom);
  };
  const read = ({ x, y, width, height }: Region): Uint8ClampedArray =>
    paint.getImageData(x, y, width, height).data;
  // The second frame marks a move and holds every colour the others use.
  const sample = contents(Math.min(1, plan.length - 1));
  paintPicture(paint, sample, request.style, place);
  const gif = gifWriter(PICTURE_WIDTH, PICTURE_HEIGHT, read(WHOLE));
  const step = progressSteps(plan.length);
  let before: PictureContent | undefined;
  for (let i = 0; i < plan.length; i++) {
    const content = contents(i);
    paintPicture(paint, content, request.style, place);
    const region = before ? changedRegion(before, content, place) : WHOLE;
    gif.add(read(region), plan[i].delay, region);
    before = content;
    if ((i + 1) % step === 0) post({ kind: 'progress', done: i + 1, total: plan.length });
  }
  post({ kind: 'done', file: new Blob([gif.finish()], { type: 'image/gif' }) });
}
