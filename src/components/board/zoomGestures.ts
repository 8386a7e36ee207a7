import type { Dispatch, SetStateAction } from 'react';
import { keptInView, type ViewBox } from './keptInView';
import { NO_ZOOM, type Zoom } from './zoom';
import { panned, zoomAbout } from './zoomSteps';

/** How much one notch of the wheel (100 pixels of a trackpad's pinch) zooms. */
const WHEEL_STEP = 1.0015;
/** How much + or − zooms: two presses double or halve the scale. */
const KEY_STEP = Math.SQRT2;

interface Touch {
  readonly x: number;
  readonly y: number;
}

/**
 * Listens on `element` (the board's area) for the gestures that zoom the board: two fingers
 * pinch and move it, Ctrl and the wheel zoom about the pointer, and on the board + and −
 * zoom about the focused cell, 0 shows the whole board, and a cell the arrow keys reach
 * is brought into view. A chunk of its own, loaded
 * once the board is drawn: the first frame does not wait for it. Returns what detaches it.
 */
export function attachZoomGestures(
  element: HTMLElement,
  setZoom: Dispatch<SetStateAction<Zoom>>,
): () => void {
  /**
   * The point of the view under client coordinates, as fractions of its size: of the
   * board's view box as drawn, which the SVG letterboxes within its own box.
   */
  const at = (x: number, y: number): Touch => {
    const svg = element.querySelector<SVGSVGElement>('svg.hx-board');
    const m = svg?.getScreenCTM?.();
    const vb = svg?.viewBox.baseVal;
    const box =
      m && vb && vb.width > 0
        ? {
            left: m.e + vb.x * m.a,
            top: m.f + vb.y * m.d,
            width: vb.width * m.a,
            height: vb.height * m.d,
          }
        : element.getBoundingClientRect();
    // A box not laid out (a page in the background) zooms about its middle.
    if (!(box.width > 0 && box.height > 0)) return { x: 0.5, y: 0.5 };
    return { x: (x - box.left) / box.width, y: (y - box.top) / box.height };
  };
  const onWheel = (e: WheelEvent): void => {
    if (!e.ctrlKey) return;
    e.preventDefault();
    setZoom((z) => zoomAbout(z, WHEEL_STEP ** -e.deltaY, at(e.clientX, e.clientY)));
  };
  /** The focused cell's box in the view (a point in the middle if it has none). */
  const focused = (target: Element): ViewBox => {
    const box = target.getBoundingClientRect();
    if (!(box.width > 0)) return { x: 0.5, y: 0.5, width: 0, height: 0 };
    const from = at(box.left, box.top);
    const to = at(box.right, box.bottom);
    return { x: from.x, y: from.y, width: to.x - from.x, height: to.y - from.y };
  };
  // Only a cell reached by a key is brought into view: one tapped or clicked near the
  // edge stays under the finger, where a second tap confirms the move.
  let byKey = false;
  const onKey = (e: KeyboardEvent): void => {
    byKey = true;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (!(e.target instanceof Element) || !e.target.closest('svg.hx-board')) return;
    const factor =
      e.key === '+' || e.key === '=' ? KEY_STEP : e.key === '-' || e.key === '_' ? 1 / KEY_STEP : 0;
    if (factor === 0 && e.key !== '0') return;
    e.preventDefault();
    const box = focused(e.target);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    setZoom((z) => (factor === 0 ? NO_ZOOM : zoomAbout(z, factor, point)));
  };
  const onFocus = (e: FocusEvent): void => {
    if (!byKey || !(e.target instanceof Element) || !e.target.closest('svg.hx-board')) return;
    const box = focused(e.target);
    setZoom((z) => keptInView(z, box));
  };
  const touches = new Map<number, Touch>();
  let pinch: { distance: number; middle: Touch } | undefined;
  const measure = (): { distance: number; middle: Touch } => {
    const [a, b] = [...touches.values()];
    return {
      distance: Math.hypot(a.x - b.x, a.y - b.y),
      middle: at((a.x + b.x) / 2, (a.y + b.y) / 2),
    };
  };
  const onDown = (e: PointerEvent): void => {
    byKey = false;
    if (e.pointerType !== 'touch') return;
    touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (touches.size === 2) pinch = measure();
  };
  const onMove = (e: PointerEvent): void => {
    if (!touches.has(e.pointerId)) return;
    touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (!pinch || touches.size !== 2) return;
    // A pinch is the board's gesture alone: no drag of a piece follows it.
    e.stopPropagation();
    const now = measure();
    const before = pinch;
    pinch = now;
    if (before.distance === 0) return;
    setZoom((z) =>
      zoomAbout(
        panned(z, now.middle.x - before.middle.x, now.middle.y - before.middle.y),
        now.distance / before.distance,
        now.middle,
      ),
    );
  };
  const onUp = (e: PointerEvent): void => {
    if (!touches.delete(e.pointerId)) return;
    if (pinch) e.stopPropagation();
    if (touches.size < 2) pinch = undefined;
  };
  element.addEventListener('wheel', onWheel, { passive: false });
  element.addEventListener('keydown', onKey);
  element.addEventListener('focusin', onFocus);
  element.addEventListener('pointerdown', onDown, true);
  element.addEventListener('pointermove', onMove, true);
  element.addEventListener('pointerup', onUp, true);
  element.addEventListener('pointercancel', onUp, true);
  return () => {
    element.removeEventListener('wheel', onWheel);
    element.removeEventListener('keydown', onKey);
    element.removeEventListener('focusin', onFocus);
    element.removeEventListener('pointerdown', onDown, true);
    element.removeEventListener('pointermove', onMove, true);
    element.removeEventListener('pointerup', onUp, true);
    element.removeEventListener('pointercancel', onUp, true);
  };
}
