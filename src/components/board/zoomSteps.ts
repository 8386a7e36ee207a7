// How the gestures change a zoom, loaded with them (zoomGestures.ts): the board itself only
// draws one (zoom.ts).
import type { Zoom } from './zoom';

/** Four times: a cell of the largest board is then as large as one of the smallest. */
export const MAX_ZOOM = 4;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** `zoom` within bounds: a scale from 1 to `MAX_ZOOM`, and a view that stays on the frame. */
export function bounded(zoom: Zoom): Zoom {
  const scale = clamp(zoom.scale, 1, MAX_ZOOM);
  const half = 0.5 / scale;
  return { scale, x: clamp(zoom.x, half, 1 - half), y: clamp(zoom.y, half, 1 - half) };
}

/**
 * `zoom` scaled by `factor` about a point of the view, given as fractions of the view's
 * width and height (0.5, 0.5 is its middle): the point stays where it is on the screen.
 */
export function zoomAbout(zoom: Zoom, factor: number, at: { x: number; y: number }): Zoom {
  const scale = clamp(zoom.scale * factor, 1, MAX_ZOOM);
  // The frame's point under `at`, before and after: kept the same.
  const px = zoom.x + (at.x - 0.5) / zoom.scale;
  const py = zoom.y + (at.y - 0.5) / zoom.scale;
  return bounded({ scale, x: px - (at.x - 0.5) / scale, y: py - (at.y - 0.5) / scale });
}

/** `zoom` moved by a drag of `dx`, `dy` fractions of the view: the board follows the fingers. */
export const panned = (zoom: Zoom, dx: number, dy: number): Zoom =>
  bounded({ ...zoom, x: zoom.x - dx / zoom.scale, y: zoom.y - dy / zoom.scale });
