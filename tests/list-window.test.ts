import fc from 'fast-check';
import { expect, test } from 'vitest';
import { listWindow } from '../src/components/listWindow';

test.each([
  // count, scrollTop, viewport, rowHeight, overscan → first, end
  [0, 0, 500, 100, 8, 0, 0],
  [5, 0, 500, 100, 8, 0, 5],
  [10_000, 0, 500, 100, 8, 0, 13],
  [10_000, 100_000, 500, 100, 8, 992, 1013],
  [10_000, 999_500, 500, 100, 8, 9987, 10_000],
  // Scrolled past the end, as a list that just lost rows can be.
  [10, 5_000, 500, 100, 2, 7, 10],
  // Not laid out yet: its first rows.
  [10_000, 0, 0, 100, 8, 0, 24],
])(
  '%i rows at %i px, %i px shown, %i px each (overscan %i): rows %i to %i',
  (count, top, viewport, row, overscan, first, end) => {
    expect(listWindow(count, top, viewport, row, overscan)).toEqual({ first, end });
  },
);

test('every row in view is drawn, and never a row that does not exist', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 20_000 }),
      fc.integer({ min: 0, max: 3_000_000 }),
      fc.integer({ min: 1, max: 2000 }),
      fc.integer({ min: 20, max: 200 }),
      (count, scrollTop, viewport, rowHeight) => {
        const { first, end } = listWindow(count, scrollTop, viewport, rowHeight);
        expect(0 <= first && first <= end && end <= count).toBe(true);
        const lastTop = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight));
        for (let row = Math.floor(scrollTop / rowHeight); row < lastTop; row++) {
          expect(row >= first && row < end).toBe(true);
        }
      },
    ),
  );
});
