import { describe, expect, test } from 'vitest';
import {
  boardOf,
  cellAt,
  cellName,
  directionBetween,
  DIRECTIONS,
  NONE,
  opposite,
  parseCell,
  step,
} from '../src/engine';
import { DIRECTION_DELTAS } from '../src/engine/hex';

const SIZES = [2, 3, 4, 5, 6, 7, 8];
const dir = (name: (typeof DIRECTIONS)[number]): number => DIRECTIONS.indexOf(name);

describe('board size', () => {
  test.each([
    [2, 7],
    [3, 19],
    [4, 37],
    [5, 61],
    [6, 91],
    [7, 127],
    [8, 169],
  ])('n=%i has 3n(n-1)+1 = %i cells', (n, cells) => {
    const board = boardOf(n);
    expect(board.cellCount).toBe(cells);
    expect(board.labels).toHaveLength(cells);
    expect(board.span).toBe(2 * n - 1);
  });

  test.each(SIZES)('n=%i: a cell exists at (r, d) iff |r - d| <= n-1', (n) => {
    const board = boardOf(n);
    for (let r = -1; r <= board.span; r++) {
      for (let d = -1; d <= board.span; d++) {
        const inside = r >= 0 && d >= 0 && r < board.span && d < board.span;
        const exists = inside && Math.abs(r - d) <= n - 1;
        const cell = cellAt(board, r, d);
        expect(cell !== NONE, `(${r}, ${d})`).toBe(exists);
        if (exists) {
          expect(board.row[cell]).toBe(r);
          expect(board.diag[cell]).toBe(d);
        }
      }
    }
  });

  test.each([1, 9, 0, 4.5])('boardOf(%s) is refused', (n) => {
    expect(() => boardOf(n)).toThrow(RangeError);
  });

  test('boards are built once and shared', () => {
    expect(boardOf(5)).toBe(boardOf(5));
  });
});

describe('labels', () => {
  test.each(SIZES)('n=%i: every label round-trips in upper and lower case', (n) => {
    const board = boardOf(n);
    expect(new Set(board.labels).size).toBe(board.cellCount);
    for (let c = 0; c < board.cellCount; c++) {
      const label = board.labels[c];
      expect(label).toMatch(/^[A-O]\d{1,2}$/);
      expect(cellName(board, c)).toBe(label.toLowerCase());
      expect(parseCell(board, label)).toBe(c);
      expect(parseCell(board, label.toLowerCase())).toBe(c);
    }
  });

  test.each([
    ['A', 'A1 A2 A3 A4 A5'],
    ['E', 'E1 E2 E3 E4 E5 E6 E7 E8 E9'],
    ['I', 'I5 I6 I7 I8 I9'],
  ])('n=5 row %s holds %s', (row, cells) => {
    const board = boardOf(5);
    expect(board.labels.filter((l) => l[0] === row).join(' ')).toBe(cells);
  });

  test.each([
    [5, 'A1', 0, 0],
    [5, 'E5', 4, 4],
    [5, 'I9', 8, 8],
    [4, 'D4', 3, 3],
    [8, 'O15', 14, 14],
    [8, 'H1', 7, 0],
  ])('n=%i: %s is at row %i, diagonal %i', (n, label, r, d) => {
    const board = boardOf(n);
    expect(parseCell(board, label)).toBe(cellAt(board, r, d));
  });

  test.each([2, 3, 4, 5, 6, 7, 8])('n=%i: A1 is the bottom-left corner', (n) => {
    const board = boardOf(n);
    const a1 = parseCell(board, 'A1');
    expect(a1).toBe(0);
    expect(board.row[a1]).toBe(0);
    // Only E, NE and NW lead anywhere from the corner.
    const onBoard = DIRECTIONS.filter((_, d) => board.neighbour[a1 * 6 + d] !== NONE);
    expect(onBoard).toEqual(['E', 'NE', 'NW']);
  });

  test('E5 is the centre of n=5', () => {
    const board = boardOf(5);
    const e5 = parseCell(board, 'e5');
    expect(board.ring[e5]).toBe(0);
    expect(board.x[e5]).toBeCloseTo(2);
    expect(board.edge[e5]).toBe(0);
    // Four steps in any direction reach the edge, five leave the board.
    for (let d = 0; d < 6; d++) {
      expect(board.edge[step(board, e5, d, 4)]).toBe(1);
      expect(step(board, e5, d, 5)).toBe(NONE);
    }
  });

  test.each([
    [5, 'J1'],
    [5, 'A6'],
    [5, 'E0'],
    [5, 'E10'],
    [5, 'I4'],
    [5, 'e'],
    [5, '5e'],
    [5, ''],
    [5, 'e5 '],
    [5, 'ee5'],
    [4, 'E8'],
  ])('n=%i: %j is not a cell', (n, label) => {
    expect(parseCell(boardOf(n), label)).toBe(NONE);
  });
});

describe('neighbours and rays', () => {
  test('directions run counter-clockwise from E, and opposite() reverses each', () => {
    expect(DIRECTIONS).toEqual(['E', 'NE', 'NW', 'W', 'SW', 'SE']);
    for (let d = 0; d < 6; d++) {
      const [dr, dd] = DIRECTION_DELTAS[d];
      const [or, od] = DIRECTION_DELTAS[opposite(d)];
      expect(or + dr).toBe(0);
      expect(od + dd).toBe(0);
    }
    expect(DIRECTION_DELTAS[dir('NE')]).toEqual([1, 1]);
    expect(DIRECTION_DELTAS[dir('NW')]).toEqual([1, 0]);
    expect(DIRECTION_DELTAS[dir('SW')]).toEqual([-1, -1]);
    expect(DIRECTION_DELTAS[dir('SE')]).toEqual([-1, 0]);
  });

  test.each(SIZES)('n=%i: neighbour tables follow the deltas and are symmetric', (n) => {
    const board = boardOf(n);
    let edges = 0;
    for (let c = 0; c < board.cellCount; c++) {
      let missing = 0;
      for (let d = 0; d < 6; d++) {
        const m = board.neighbour[c * 6 + d];
        const [dr, dd] = DIRECTION_DELTAS[d];
        expect(m).toBe(cellAt(board, board.row[c] + dr, board.diag[c] + dd));
        if (m === NONE) {
          missing++;
          continue;
        }
        expect(board.neighbour[m * 6 + opposite(d)]).toBe(c);
        expect(directionBetween(board, c, m)).toBe(d);
      }
      expect(board.edge[c]).toBe(missing > 0 ? 1 : 0);
      edges += board.edge[c];
    }
    expect(edges).toBe(6 * (n - 1));
  });

  test.each(SIZES)('n=%i: each ray lists the cells that stepping reaches', (n) => {
    const board = boardOf(n);
    for (let c = 0; c < board.cellCount; c++) {
      for (let d = 0; d < 6; d++) {
        const walked: number[] = [];
        for (let k = 1, cur = step(board, c, d); cur !== NONE; cur = step(board, c, d, ++k)) {
          walked.push(cur);
        }
        const ray = Array.from(
          board.rays.subarray(board.rayStart[c * 6 + d], board.rayStart[c * 6 + d + 1]),
        );
        expect(ray).toEqual(walked);
      }
    }
  });

  test.each(SIZES)('n=%i: ring k holds 6k cells, the centre alone in ring 0', (n) => {
    const board = boardOf(n);
    for (let k = 0; k < n; k++) {
      const count = board.ring.filter((r) => r === k).length;
      expect(count).toBe(k === 0 ? 1 : 6 * k);
    }
  });

  test.each([
    ['A1', 'NE', 4, 'E5'],
    ['A1', 'E', 4, 'A5'],
    ['A1', 'NW', 4, 'E1'],
    ['I9', 'SW', 8, 'A1'],
    ['E5', 'W', 4, 'E1'],
    ['E5', 'SE', 4, 'A5'],
    ['E5', 'NW', 5, undefined],
  ])('n=5: from %s, %s ×%i reaches %s', (from, d, k, to) => {
    const board = boardOf(5);
    const reached = step(board, parseCell(board, from), dir(d as (typeof DIRECTIONS)[number]), k);
    expect(reached === NONE ? undefined : board.labels[reached]).toBe(to);
  });

  test.each([
    ['A1', 'B2', 'NE'],
    ['A1', 'B1', 'NW'],
    ['B2', 'A1', 'SW'],
    ['B1', 'A1', 'SE'],
    ['E5', 'E4', 'W'],
    ['A2', 'B1', undefined],
    ['D3', 'C4', undefined],
    ['A1', 'A3', undefined],
    ['E5', 'E5', undefined],
  ])('n=5: the direction from %s to %s is %s', (from, to, name) => {
    const board = boardOf(5);
    const d = directionBetween(board, parseCell(board, from), parseCell(board, to));
    expect(d === NONE ? undefined : DIRECTIONS[d]).toBe(name);
  });
});

describe('drawing coordinates', () => {
  test.each(SIZES)('n=%i: centres follow x = d - r/2, y = -r·√3/2', (n) => {
    const board = boardOf(n);
    for (let c = 0; c < board.cellCount; c++) {
      expect(board.x[c]).toBeCloseTo(board.diag[c] - board.row[c] / 2);
      expect(board.y[c]).toBeCloseTo((-board.row[c] * Math.sqrt(3)) / 2);
    }
  });

  test.each(SIZES)('n=%i: neighbours are one cell width apart, at 60° steps', (n) => {
    const board = boardOf(n);
    for (let c = 0; c < board.cellCount; c++) {
      for (let d = 0; d < 6; d++) {
        const m = board.neighbour[c * 6 + d];
        if (m === NONE) continue;
        // Counter-clockwise on screen, where y grows downwards.
        const angle = (d * Math.PI) / 3;
        expect(board.x[m] - board.x[c]).toBeCloseTo(Math.cos(angle));
        expect(board.y[m] - board.y[c]).toBeCloseTo(-Math.sin(angle));
      }
    }
  });

  test('n=5: I5 is straight above A1, B1 up-left and B2 up-right of it', () => {
    const board = boardOf(5);
    const at = (label: string): [number, number] => {
      const c = parseCell(board, label);
      return [board.x[c], board.y[c]];
    };
    const [ax, ay] = at('A1');
    const [ix, iy] = at('I5');
    expect(ix).toBeCloseTo(ax);
    expect(iy).toBeLessThan(ay);
    const [b1x, b1y] = at('B1');
    expect(b1x).toBeLessThan(ax);
    expect(b1y).toBeLessThan(ay);
    const [b2x, b2y] = at('B2');
    expect(b2x).toBeGreaterThan(ax);
    expect(b2y).toBeLessThan(ay);
  });

  test.each(SIZES)('n=%i: the top row centre is straight above A1', (n) => {
    const board = boardOf(n);
    const top = parseCell(board, String.fromCharCode(65 + 2 * n - 2) + String(n));
    expect(board.x[top]).toBeCloseTo(board.x[0]);
    expect(board.y[top]).toBeCloseTo(board.y[0] - (2 * n - 2) * (Math.sqrt(3) / 2));
  });
});
