import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  barSlots,
  chartBox,
  labelsThatFit,
  linear,
  movingMean,
  plotHeight,
  plotWidth,
  stack,
  thinned,
  ticks,
} from '../../src/components/stats/chartScale';
import { nextStep, stepsBetween, stepStart, timeUnitFor } from '../../src/stats/timeline';

test.each([
  [0, 10, [0, 5, 10]],
  [0, 7, [0, 5]],
  [1480, 1620, [1500, 1550, 1600]],
  [0, 100, [0, 50, 100]],
  [3, 3, [3]],
])('ticks from %d to %d', (min, max, expected) => {
  expect(ticks(min, max, 3)).toEqual(expected);
});

test('a linear map sends its ends to the range’s ends, and one value to the middle', () => {
  const y = linear(0, 10, 100, 0);
  expect([y(0), y(5), y(10)]).toEqual([100, 50, 0]);
  expect(linear(4, 4, 0, 10)(4)).toBe(5);
});

// The timeline makes at most 48 bars (months over four years; years beyond).
test('up to 60 bars fill the plot’s width, left to right, without overlapping, at any width', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 60 }),
      fc.integer({ min: 200, max: 2000 }),
      (count, width) => {
        const box = chartBox(width);
        const slots = barSlots(count, box);
        expect(slots).toHaveLength(count);
        for (let i = 1; i < count; i++) {
          expect(slots[i].x).toBeGreaterThanOrEqual(slots[i - 1].x + slots[i - 1].width - 1e-9);
        }
        expect(slots[0].x).toBeGreaterThanOrEqual(box.left);
        expect(slots[count - 1].x).toBeLessThanOrEqual(box.left + plotWidth(box));
      },
    ),
  );
});

test('a stack is as tall as its sum, each part on the one below', () => {
  const box = chartBox(300);
  const parts = stack([2, 0, 1], 6, box);
  expect(parts[0].y + parts[0].height).toBeCloseTo(box.top + plotHeight(box));
  expect(parts[1].height).toBe(0);
  expect(parts[2].y + parts[2].height).toBeCloseTo(parts[0].y);
  expect(parts.reduce((s, p) => s + p.height, 0)).toBeCloseTo(plotHeight(box) / 2);
});

test.each([
  [300, 4],
  [640, 10],
  [1200, 20],
])('a chart %d pixels wide has room for %d axis labels', (width, labels) => {
  expect(labelsThatFit(chartBox(width))).toBe(labels);
});

test('the moving mean averages up to `span` values ending at each', () => {
  expect(movingMean([10, 20, 30, 40], 2)).toEqual([10, 15, 25, 35]);
  expect(movingMean([], 5)).toEqual([]);
});

test.each([
  [10, 'day'],
  [31, 'day'],
  [100, 'week'],
  [400, 'month'],
  [2000, 'year'],
] as const)('a span of %d days is counted by %s', (days, unit) => {
  const now = new Date(2026, 11, 6, 12).getTime();
  expect(timeUnitFor(now - days * 86_400_000, now)).toBe(unit);
});

test.each(['day', 'week', 'month', 'year'] as const)(
  'steps of a %s start at local midnight and follow each other',
  (unit) => {
    const first = new Date(2024, 1, 29, 15).getTime();
    const last = new Date(2026, 11, 6, 12).getTime();
    const steps = stepsBetween(first, last, unit);
    expect(steps[0][0]).toBeLessThanOrEqual(first);
    expect(steps.at(-1)![1]).toBeGreaterThan(last);
    for (const [from, to] of steps) {
      const start = new Date(from);
      expect([start.getHours(), start.getMinutes()]).toEqual([0, 0]);
      expect(nextStep(from, unit)).toBe(to);
      expect(stepStart(to - 1, unit)).toBe(from);
    }
    if (unit === 'week') expect(new Date(steps[0][0]).getDay()).toBe(1);
  },
);

test('thinning keeps short series as they are, and draws long ones as their runs’ means', () => {
  const short = [{ time: 1, value: 5 }];
  expect(thinned(short, 3)).toEqual([{ time: 1, value: 5, from: 1, to: 1, count: 1 }]);
  const long = Array.from({ length: 10 }, (_, i) => ({ time: i, value: i * 10 }));
  expect(thinned(long, 5)).toEqual([
    { time: 0.5, value: 5, from: 0, to: 1, count: 2 },
    { time: 2.5, value: 25, from: 2, to: 3, count: 2 },
    { time: 4.5, value: 45, from: 4, to: 5, count: 2 },
    { time: 6.5, value: 65, from: 6, to: 7, count: 2 },
    { time: 8.5, value: 85, from: 8, to: 9, count: 2 },
  ]);
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 400 }), (n, max) => {
      const points = Array.from({ length: n }, (_, i) => ({ time: i, value: 50 }));
      const out = thinned(points, max);
      expect(out).toHaveLength(Math.min(n, max));
      expect(out.every((p) => p.value === 50)).toBe(true);
      // The dots' spans cover every point once, in order.
      expect(out.reduce((sum, p) => sum + p.count, 0)).toBe(n);
      expect(out[0].from).toBe(0);
      expect(out[out.length - 1].to).toBe(n - 1);
      out.slice(1).forEach((p, i) => expect(p.from).toBe(out[i].to + 1));
    }),
  );
});
