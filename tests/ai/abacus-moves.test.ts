import fc from 'fast-check';
import { expect, test } from 'vitest';
import { boardOf, EMPTY, fromSetup, groupOf, legalMoves, type Position } from '../../src/engine';
import { placeMove, slideMove } from '../../src/engine/abacus';

/**
 * The generator works out slides from one depth-first walk of the mover's groups; this
 * checks it against the rule as written (RULES.md §2): lift the stone, walk each ray,
 * and measure the landing group from scratch.
 */
function movesByTheRule(pos: Position): number[] {
  const { board } = pos;
  const cells = pos.cells.slice();
  const own = pos.turn;
  const moves: number[] = [];
  for (let c = 0; c < board.cellCount; c++) if (cells[c] === EMPTY) moves.push(placeMove(c));
  if (moves.length === 0) return moves;
  for (let from = 0; from < board.cellCount; from++) {
    if (cells[from] !== own) continue;
    const g = groupOf(board, cells, from).length;
    cells[from] = EMPTY;
    for (let dir = 0; dir < 6; dir++) {
      for (let i = board.rayStart[from * 6 + dir]; i < board.rayStart[from * 6 + dir + 1]; i++) {
        const to = board.rays[i];
        if (cells[to] !== EMPTY) break;
        cells[to] = own;
        const h = groupOf(board, cells, to).length;
        cells[to] = EMPTY;
        if (h >= 2 && h < g) moves.push(slideMove(from, to));
      }
    }
    cells[from] = own;
  }
  return moves;
}

const positions = fc
  .record({
    n: fc.constantFrom(3, 4, 5, 6),
    // Dense boards make big, knotted groups: the articulation cases.
    fill: fc.double({ min: 0.2, max: 0.9, noNaN: true }),
    black: fc.double({ min: 0.2, max: 0.8, noNaN: true }),
    seed: fc.integer(),
    turn: fc.constantFrom('black' as const, 'white' as const),
  })
  .map(({ n, fill, black, seed, turn }) => {
    const board = boardOf(n);
    const cells = new Int8Array(board.cellCount);
    let s = seed | 0;
    const next = (): number => {
      s = (Math.imul(s, 1103515245) + 12345) | 0;
      return ((s >>> 8) & 0xffff) / 0x10000;
    };
    for (let c = 0; c < cells.length; c++) {
      if (next() < fill) cells[c] = next() < black ? 1 : 2;
    }
    const result = fromSetup({ game: 'abacus', n, cells, turn, extras: { black: 0, white: 0 } });
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  });

test('Abacus moves agree with the rule applied by brute force', () => {
  fc.assert(
    fc.property(positions, (pos) => {
      expect(legalMoves(pos)).toEqual(movesByTheRule(pos));
    }),
    { numRuns: 400 },
  );
});
