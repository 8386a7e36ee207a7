import { isZoomed, type Zoom } from './zoom';
import { panned } from './zoomSteps';

/** A box in the view, as fractions of its width and height from its top-left corner. */
export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Space kept between a cell brought into view and the view's edge, as a fraction of it. */
const KEEP = 0.04;

/**
 * `zoom` moved just enough that `box` (a cell reached by the arrow keys, in fractions of
 * the view as `zoomAbout` takes points) lies inside the view with a little space, or, when
 * it is larger than the view, is centred on it. Unzoomed, the whole board is in view.
 */
export function keptInView(zoom: Zoom, box: ViewBox): Zoom {
  if (!isZoomed(zoom)) return zoom;
  const shift = (start: number, size: number): number => {
    if (size > 1 - 2 * KEEP) return 0.5 - (start + size / 2);
    if (start < KEEP) return KEEP - start;
    if (start + size > 1 - KEEP) return 1 - KEEP - (start + size);
    return 0;
  };
  const dx = shift(box.x, box.width);
  const dy = shift(box.y, box.height);
  return dx === 0 && dy === 0 ? zoom : panned(zoom, dx, dy);
}
