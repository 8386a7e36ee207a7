import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareHistories, movesHash } from '../../src/online/history';

describe('resume checks', () => {
  test.each([
    [[], [], 'same'],
    [['a1', 'b2'], ['a1', 'b2'], 'same'],
    [['a1'], ['a1', 'b2'], 'behind'],
    [['a1'], ['a1', 'b2', 'c3'], 'behind'],
    [['a1'], ['a1', 'b2', 'c3', 'd4'], 'differ'],
    [['a1', 'b2'], ['a1'], 'ahead'],
    [['a1', 'b2'], ['a1', 'c3'], 'differ'],
    [['a1', 'b2'], ['x9'], 'differ'],
    [['x9'], ['a1', 'b2'], 'differ'],
  ] as const)('%j against %j is %s', (mine, theirs, match) => {
    expect(compareHistories(mine, theirs)).toBe(match);
  });

  test('each side sees the other as the mirror of itself', () => {
    const mirror = { same: 'same', behind: 'ahead', ahead: 'behind', differ: 'differ' } as const;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a1', 'b2', 'c3'), { maxLength: 6 }),
        fc.array(fc.constantFrom('a1', 'b2', 'c3'), { maxLength: 6 }),
        (a, b) => {
          expect(compareHistories(b, a)).toBe(mirror[compareHistories(a, b)]);
        },
      ),
    );
  });

  test('the hash tells apart moves that run together, and is the same for the same moves', () => {
    expect(movesHash(['a1', 'b2'])).not.toBe(movesHash(['a1b', '2']));
    expect(movesHash(['a1', 'b2'])).not.toBe(movesHash(['b2', 'a1']));
    expect(movesHash([])).toMatch(/^[0-9a-f]{8}$/);
    fc.assert(
      fc.property(fc.array(fc.string()), (moves) => {
        expect(movesHash(moves)).toBe(movesHash([...moves]));
      }),
    );
  });
});
