import type { Board } from '../../engine';

/**
 * The twelve symmetries of a hexagonal board (six rotations, each with or without a
 * mirror), as cell permutations: `map[s * cellCount + c]` is where symmetry `s` sends
 * `c`, and `inverse` undoes it. Symmetry 0 is the identity.
 */
export interface Symmetries {
  readonly count: number;
  readonly map: Int16Array;
  readonly inverse: Int16Array;
}

const cache = new Map<Board, Symmetries>();

export function symmetriesOf(board: Board): Symmetries {
  let sym = cache.get(board);
  if (sym) return sym;
  const { cellCount, grid, span, row, diag, n } = board;
  const count = 12;
  const map = new Int16Array(count * cellCount);
  const inverse = new Int16Array(count * cellCount);
  for (let c = 0; c < cellCount; c++) {
    // Cube coordinates about the centre: x + y + z = 0.
    let x = diag[c] - (n - 1);
    let z = -(row[c] - (n - 1));
    let y = -x - z;
    for (let s = 0; s < count; s++) {
      if (s === 6) [y, z] = [z, y];
      const r = -z + (n - 1);
      const d = x + (n - 1);
      const image = grid[r * span + d];
      map[s * cellCount + c] = image;
      inverse[s * cellCount + image] = c;
      // A sixth of a turn.
      [x, y, z] = [-z, -x, -y];
    }
  }
  sym = { count, map, inverse };
  cache.set(board, sym);
  return sym;
}
