import { expect, test } from 'vitest';
import { boardOf } from '../../src/engine';
import { symmetriesOf } from '../../src/ai/search/symmetry';

test.each([3, 4, 5, 8])('n=%i: twelve distinct symmetries that keep neighbours neighbours', (n) => {
  const board = boardOf(n);
  const { count, map, inverse } = symmetriesOf(board);
  const cells = board.cellCount;
  const perms = new Set<string>();
  for (let s = 0; s < count; s++) {
    const perm = Array.from(map.subarray(s * cells, (s + 1) * cells));
    perms.add(perm.join(','));
    expect(new Set(perm).size).toBe(cells);
    for (let c = 0; c < cells; c++) {
      expect(inverse[s * cells + perm[c]]).toBe(c);
      expect(board.ring[perm[c]]).toBe(board.ring[c]);
      for (let d = 0; d < 6; d++) {
        const m = board.neighbour[c * 6 + d];
        if (m < 0) continue;
        const around = Array.from(board.neighbour.subarray(perm[c] * 6, perm[c] * 6 + 6));
        expect(around).toContain(perm[m]);
      }
    }
  }
  expect(perms.size).toBe(12);
  expect(Array.from(map.subarray(0, cells))).toEqual(Array.from({ length: cells }, (_, c) => c));
});
