import { describe, expect, test } from 'vitest';
import { rateLimit } from '../../src/online/rateLimit';

describe('the rate cap', () => {
  test('a burst is taken, then one a refill, on an injected clock', () => {
    let t = 0;
    const limit = rateLimit(() => t, 10, 3);
    expect([limit.take(), limit.take(), limit.take(), limit.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    t = 99;
    expect(limit.take()).toBe(false);
    t = 100;
    expect(limit.take()).toBe(true);
    expect(limit.take()).toBe(false);
    t = 100_000;
    expect([limit.take(), limit.take(), limit.take(), limit.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
