import { describe, expect, test } from 'vitest';
import {
  FIRST_STILL_MS,
  framePlan,
  LAST_STILL_MS,
  MOVE_MS,
} from '../../src/components/picture/framePlan';

describe('the frames of a game’s animation', () => {
  test.each([0, 1, 2, 100, 1000])('%i moves make that many frames and two stills', (plies) => {
    const plan = framePlan(plies);
    expect(plan).toHaveLength(plies + 2);
    expect(plan.map((f) => f.ply)).toEqual([
      0,
      ...Array.from({ length: plies }, (_, i) => i + 1),
      plies,
    ]);
  });

  test('the start is held, each move shown with its mark, the end held longest with the result', () => {
    const plan = framePlan(3);
    expect(plan[0]).toEqual({ ply: 0, delay: FIRST_STILL_MS, marked: false, last: false });
    expect(plan.slice(1, 4).every((f) => f.delay === MOVE_MS && f.marked && !f.last)).toBe(true);
    expect(plan[4]).toEqual({ ply: 3, delay: LAST_STILL_MS, marked: true, last: true });
    expect(LAST_STILL_MS).toBeGreaterThan(FIRST_STILL_MS);
    expect(FIRST_STILL_MS).toBeGreaterThan(MOVE_MS);
  });

  test('a game without moves has nothing to mark', () => {
    expect(framePlan(0).map((f) => f.marked)).toEqual([false, false]);
  });
});
