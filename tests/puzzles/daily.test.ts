import fc from 'fast-check';
import { expect, test } from 'vitest';
import { dailyIndex, dayOf } from '../../src/puzzles/daily';

test.each([
  [new Date(2026, 11, 2, 0, 0, 1).getTime(), '2026-12-02'],
  [new Date(2026, 11, 2, 23, 59, 59).getTime(), '2026-12-02'],
  [new Date(2027, 0, 1, 9).getTime(), '2027-01-01'],
])('the day of %d is %s, in the reader’s time zone', (time, day) => {
  expect(dayOf(time)).toBe(day);
});

test('the same day gives the same puzzle, within the list', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 4e12 }),
      fc.integer({ min: 1, max: 2000 }),
      (time, count) => {
        const day = dayOf(time);
        const i = dailyIndex(day, 'abalone', count);
        expect(i).toBeGreaterThanOrEqual(0);
        expect(i).toBeLessThan(count);
        expect(dailyIndex(day, 'abalone', count)).toBe(i);
      },
    ),
  );
});

test('a year of days draws from across the list, and the games differ', () => {
  const start = new Date(2026, 0, 1).getTime();
  const days = Array.from({ length: 365 }, (_, i) => dayOf(start + i * 86_400_000 + 3_600_000));
  const picks = new Set(days.map((d) => dailyIndex(d, 'abalone', 500)));
  // 365 draws from 500 at random give about 259 different puzzles.
  expect(picks.size).toBeGreaterThan(220);
  const same = days.filter((d) => dailyIndex(d, 'abalone', 500) === dailyIndex(d, 'abacus', 500));
  expect(same.length).toBeLessThan(10);
});

test('no puzzles is a programmer’s error', () => {
  expect(() => dailyIndex('2026-12-02', 'abacus', 0)).toThrow();
});
