import { describe, expect, test } from 'vitest';
import { MAX_RTT_MS, smoothedRtt, toldClock, travelAllowance } from '../../src/online/clockSync';

describe('clock corrections', () => {
  test.each([
    [undefined, 100, 100],
    [100, 100, 100],
    [100, 200, 125],
    [200, 0, 150],
    [undefined, -50, 0],
    [undefined, 60_000, MAX_RTT_MS],
  ])('a round trip of %s then a sample of %s estimates %s', (prev, sample, rtt) => {
    expect(smoothedRtt(prev, sample)).toBe(rtt);
  });

  test.each([
    [undefined, 0],
    [0, 0],
    [101, 51],
    [400, 200],
    [1e9, MAX_RTT_MS / 2],
  ])('a round trip of %s allows the other side %s ms as a move travels', (rtt, ms) => {
    expect(travelAllowance(rtt)).toBe(ms);
  });

  test.each([
    [5_000, 60_000, 5_000],
    [-3, 60_000, 0],
    [90_000, 60_000, 60_000],
  ])('a told clock of %s with at most %s shows %s', (told, most, shown) => {
    expect(toldClock(told, most)).toBe(shown);
  });
});
