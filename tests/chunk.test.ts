import { describe, expect, test, vi } from 'vitest';
import { chunk } from '../src/components/chunk';

describe('a chunk', () => {
  test('loads once, however often it is asked for', async () => {
    const importer = vi.fn(async () => ({ part: 1 }));
    const parts = chunk(importer);
    const [a, b] = await Promise.all([parts.load(), parts.load()]);
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  test('a load that failed is tried again by the next call', async () => {
    const importer = vi
      .fn<() => Promise<{ part: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ part: 2 });
    const parts = chunk(importer);
    await expect(parts.load()).rejects.toThrow('offline');
    await expect(parts.load()).resolves.toEqual({ part: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
