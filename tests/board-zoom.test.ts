import fc from 'fast-check';
import { expect, test } from 'vitest';
import { isZoomed, NO_ZOOM, zoomedFrame } from '../src/components/board/zoom';
import { bounded, MAX_ZOOM, panned, zoomAbout } from '../src/components/board/zoomSteps';
import { keptInView } from '../src/components/board/keptInView';

const FRAME = { minX: -5, minY: -10, width: 12, height: 10 };
const fraction = fc.double({ min: 0, max: 1, noNaN: true });

/** The frame's point under a point of the view, as fractions of the view. */
const under = (zoom: typeof NO_ZOOM, at: { x: number; y: number }) => {
  const f = zoomedFrame(FRAME, zoom);
  return { x: f.minX + at.x * f.width, y: f.minY + at.y * f.height };
};

test('unzoomed, the view is the whole frame', () => {
  expect(zoomedFrame(FRAME, NO_ZOOM)).toEqual(FRAME);
  expect(isZoomed(NO_ZOOM)).toBe(false);
});

test('zooming about a point keeps that point of the board under it', () => {
  fc.assert(
    fc.property(fraction, fraction, fc.double({ min: 1, max: 3, noNaN: true }), (x, y, f) => {
      // From the middle of a view zoomed twice, so that the view never meets the frame's edge.
      const start = { scale: 2, x: 0.5, y: 0.5 };
      const at = { x: 0.25 + x / 2, y: 0.25 + y / 2 };
      const zoomed = zoomAbout(start, f, at);
      if (zoomed.scale === 2 * f && Math.abs(zoomed.x - bounded(zoomed).x) < 1e-12) {
        const before = under(start, at);
        const after = under(zoomed, at);
        expect(after.x).toBeCloseTo(before.x, 9);
        expect(after.y).toBeCloseTo(before.y, 9);
      }
    }),
  );
});

test('the view never leaves the frame, nor zooms out past it or in past MAX_ZOOM', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.double({ min: 0.1, max: 10, noNaN: true }), fraction, fraction), {
        maxLength: 20,
      }),
      fc.double({ min: -2, max: 2, noNaN: true }),
      (steps, drag) => {
        let zoom = NO_ZOOM;
        for (const [factor, x, y] of steps)
          zoom = panned(zoomAbout(zoom, factor, { x, y }), drag, -drag);
        expect(zoom.scale).toBeGreaterThanOrEqual(1);
        expect(zoom.scale).toBeLessThanOrEqual(MAX_ZOOM);
        const view = zoomedFrame(FRAME, zoom);
        expect(view.minX).toBeGreaterThanOrEqual(FRAME.minX - 1e-9);
        expect(view.minY).toBeGreaterThanOrEqual(FRAME.minY - 1e-9);
        expect(view.minX + view.width).toBeLessThanOrEqual(FRAME.minX + FRAME.width + 1e-9);
        expect(view.minY + view.height).toBeLessThanOrEqual(FRAME.minY + FRAME.height + 1e-9);
      },
    ),
  );
});

test.each([
  [{ scale: 0.5, x: 0.9, y: 0.1 }, NO_ZOOM],
  [
    { scale: 9, x: 0, y: 1 },
    { scale: 4, x: 0.125, y: 0.875 },
  ],
  [
    { scale: 2, x: 0.5, y: 0.5 },
    { scale: 2, x: 0.5, y: 0.5 },
  ],
])('%o is bounded to %o', (zoom, expected) => {
  expect(bounded(zoom)).toEqual(expected);
});

test('a drag moves the board with the fingers: right and down shows more of the left and top', () => {
  const zoom = { scale: 2, x: 0.5, y: 0.5 };
  expect(panned(zoom, 0.2, 0.1)).toEqual({ scale: 2, x: 0.4, y: 0.45 });
});

test('twice about the top-left quarter point: that point stays a quarter in', () => {
  const zoom = zoomAbout(NO_ZOOM, 2, { x: 0.25, y: 0.25 });
  expect(zoom).toEqual({ scale: 2, x: 0.375, y: 0.375 });
  expect(under(zoom, { x: 0.25, y: 0.25 })).toEqual(under(NO_ZOOM, { x: 0.25, y: 0.25 }));
});

test.each([
  ['inside the view, nothing moves', { x: 0.4, y: 0.8, width: 0.1, height: 0.1 }, 0.5, 0.5],
  [
    'past the right edge, the view moves right',
    { x: 0.9, y: 0.5, width: 0.2, height: 0.1 },
    0.57,
    0.5,
  ],
  ['above the top, the view moves up', { x: 0.5, y: -0.1, width: 0.1, height: 0.1 }, 0.5, 0.43],
  ['larger than the view, it is centred', { x: 0.2, y: 0.1, width: 1, height: 0.2 }, 0.6, 0.5],
])('a cell reached by a key: %s', (_, box, x, y) => {
  const zoom = keptInView({ scale: 2, x: 0.5, y: 0.5 }, box);
  expect(zoom.scale).toBe(2);
  expect(zoom.x).toBeCloseTo(x, 12);
  expect(zoom.y).toBeCloseTo(y, 12);
});

test('a cell reached by a key ends inside the view, wherever it is on the board', () => {
  fc.assert(
    fc.property(fraction, fraction, fraction, fraction, (x, y, fx, fy) => {
      const zoom = { scale: 3, x: 0.3 + x * 0.4, y: 0.3 + y * 0.4 };
      // A cell a tenth of the frame wide and high, somewhere on it.
      const cell = {
        x: FRAME.minX + fx * FRAME.width * 0.9,
        y: FRAME.minY + fy * FRAME.height * 0.9,
        width: FRAME.width / 10,
        height: FRAME.height / 10,
      };
      const before = zoomedFrame(FRAME, zoom);
      const box = {
        x: (cell.x - before.minX) / before.width,
        y: (cell.y - before.minY) / before.height,
        width: cell.width / before.width,
        height: cell.height / before.height,
      };
      const view = zoomedFrame(FRAME, keptInView(zoom, box));
      expect(cell.x).toBeGreaterThanOrEqual(view.minX - 1e-9);
      expect(cell.x + cell.width).toBeLessThanOrEqual(view.minX + view.width + 1e-9);
      expect(cell.y).toBeGreaterThanOrEqual(view.minY - 1e-9);
      expect(cell.y + cell.height).toBeLessThanOrEqual(view.minY + view.height + 1e-9);
    }),
  );
});

test('unzoomed, a key never moves the view', () => {
  expect(keptInView(NO_ZOOM, { x: 1.5, y: -1, width: 0.1, height: 0.1 })).toBe(NO_ZOOM);
});
