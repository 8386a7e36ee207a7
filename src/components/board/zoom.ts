import type { Frame } from './geometry';

/**
 * How far the board is zoomed: a scale of at least 1 and the point of the board's frame at
 * the middle of the view, as fractions of the frame's width and height. Pure: the board
 * draws it as its view box, so that clicks, drags and keys find their cells as before.
 */
export interface Zoom {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export const NO_ZOOM: Zoom = { scale: 1, x: 0.5, y: 0.5 };

export const isZoomed = (zoom: Zoom): boolean => zoom.scale > 1.001;

/** The view box of `frame` under `zoom`. */
export function zoomedFrame(frame: Frame, zoom: Zoom): Frame {
  const width = frame.width / zoom.scale;
  const height = frame.height / zoom.scale;
  return {
    minX: frame.minX + zoom.x * frame.width - width / 2,
    minY: frame.minY + zoom.y * frame.height - height / 2,
    width,
    height,
  };
}
