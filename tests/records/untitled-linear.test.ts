import { describe, expect, test, vi } from 'vitest';
import { parseImport } from '../../src/store/records/apgnImport';
import * as tokens from '../../src/store/records/apgnTokens';

vi.mock('../../src/store/records/apgnTokens', async (original) => {
  const actual = await original<typeof tokens>();
  return { ...actual, tokensOf: vi.fn(actual.tokensOf) };
});

/** How many times the whole text was read for its tokens while importing it. */
function passesOver(text: string): number {
  vi.mocked(tokens.tokensOf).mockClear();
  const read = parseImport(text, { game: 'abalone' });
  if (!read.ok) throw new Error(read.error.message);
  return vi.mocked(tokens.tokensOf).mock.calls.length;
}

describe('records naming no game, the other game on screen', () => {
  // Each is read as Abalone first, fails at its first move, and is then read as Abacus.
  const records = (count: number): string => Array(count).fill('1. e5 d4 *').join('\n');

  test('are read in one pass over the text for their places, however many there are', () => {
    expect(passesOver(records(1))).toBeLessThanOrEqual(1);
    expect(passesOver(records(1000))).toBe(passesOver(records(1)));
  });
});
