import { afterEach, describe, expect, test, vi } from 'vitest';
import { within } from '../../src/store/schedule/timeLimit';

describe('within', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test.each([
    ['fulfils in time', 100, 'fulfil', 'game'],
    ['fulfils too late', 500, 'fulfil', undefined],
    ['fails in time', 100, 'fail', undefined],
  ] as const)('a promise that %s', async (_name, after, how, expected) => {
    vi.useFakeTimers();
    const promise = new Promise<string>((resolve, reject) =>
      setTimeout(() => (how === 'fulfil' ? resolve('game') : reject(new Error('no'))), after),
    );
    const result = within(promise, 400);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(expected);
  });

  test('leaves no timer behind once the promise has settled', async () => {
    vi.useFakeTimers();
    await within(Promise.resolve(1), 400);
    expect(vi.getTimerCount()).toBe(0);
  });
});
