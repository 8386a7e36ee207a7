import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BLACK, type Board, boardOf, EMPTY, parseCell, WHITE } from '../src/engine';
import {
  addStone,
  ARCS,
  groupOf,
  labelAll,
  type LiveGroups,
  liveGroups,
  removeStone,
  undoGroups,
} from '../src/games/abacus/groups';
import { position, rng } from './fixtures';

/** The groups of a position as sorted label lists, largest first, for comparison. */
function groupsAsLabels(text: string): string[][] {
  const pos = position(text);
  const { board, cells } = pos;
  const seen = new Set<number>();
  const groups: string[][] = [];
  for (let c = 0; c < board.cellCount; c++) {
    if (cells[c] === EMPTY || seen.has(c)) continue;
    const group = groupOf(board, cells, c);
    for (const g of group) seen.add(g);
    groups.push(group.map((g) => board.labels[g]).sort());
  }
  return groups.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

describe('groups of a position', () => {
  test.each([
    [
      'a white stone splits a black line',
      'abacus 5/6/7/8/9/8/2bbwb1/6/5 b',
      [['C3', 'C4'], ['C5'], ['C6']],
    ],
    ['A2 and B1 do not touch', 'abacus 5/6/7/8/9/8/7/b5/1b3 b', [['A2'], ['B1']]],
    ['A1 and B2 touch (NE)', 'abacus 5/6/7/8/9/8/7/1b4/b4 b', [['A1', 'B2']]],
    [
      'a ring around an empty centre is one group',
      'abacus 5/6/7/3bb3/3b1b3/3bb3/7/6/5 b',
      [['D4', 'D5', 'E4', 'E6', 'F5', 'F6']],
    ],
    [
      'a white stone inside a black ring is its own group',
      'abacus 5/6/7/3bb3/3bwb3/3bb3/7/6/5 b',
      [['D4', 'D5', 'E4', 'E6', 'F5', 'F6'], ['E5']],
    ],
    [
      'a whole row is one group',
      'abacus 5/6/7/8/bbbbbbbbb/8/7/6/5 b',
      [['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8', 'E9']],
    ],
    ['an empty board has no groups', 'abacus 5/6/7/8/9/8/7/6/5 b', []],
  ])('%s', (_, text, expected) => {
    expect(groupsAsLabels(text)).toEqual(expected);
  });

  test('the whole rim of n=5 is one group of 24', () => {
    const groups = groupsAsLabels('abacus bbbbb/b4b/b5b/b6b/b7b/b6b/b5b/b4b/bbbbb b');
    expect(groups).toHaveLength(1);
    expect(groups[0]).toHaveLength(24);
  });

  test('an empty cell belongs to no group', () => {
    const pos = position('abacus 5/6/7/8/9/8/2bbwb1/6/5 b');
    expect(groupOf(pos.board, pos.cells, parseCell(pos.board, 'C2'))).toEqual([]);
  });

  test('labelAll agrees with groupOf on the fixtures', () => {
    const pos = position('abacus 5/6/7/3bb3/3bwb3/3bb3/7/6/5 b');
    const groups = liveGroups(pos.board);
    labelAll(groups, pos.cells);
    const e5 = parseCell(pos.board, 'E5');
    const d4 = parseCell(pos.board, 'D4');
    expect(groups.size[groups.label[e5]]).toBe(1);
    expect(groups.size[groups.label[d4]]).toBe(6);
    expect(groups.label[e5]).not.toBe(groups.label[d4]);
    expect(groups.label[parseCell(pos.board, 'C2')]).toBe(-1);
  });
});

/** Union-find over touching same-coloured cells: a second, independent reading of "group". */
function unionFindSizes(n: number, cells: Int8Array): number[] {
  const board = boardOf(n);
  const parent = Array.from({ length: board.cellCount }, (_, i) => i);
  const find = (c: number): number => (parent[c] === c ? c : (parent[c] = find(parent[c])));
  for (let c = 0; c < board.cellCount; c++) {
    for (let d = 0; d < 6; d++) {
      const m = board.neighbour[c * 6 + d];
      if (m >= 0 && cells[c] !== EMPTY && cells[m] === cells[c]) parent[find(c)] = find(m);
    }
  }
  const sizes = new Map<number, number>();
  for (let c = 0; c < board.cellCount; c++) {
    if (cells[c] !== EMPTY) sizes.set(find(c), (sizes.get(find(c)) ?? 0) + 1);
  }
  return Array.from({ length: board.cellCount }, (_, c) =>
    cells[c] === EMPTY ? 0 : sizes.get(find(c))!,
  );
}

describe('group labelling on random boards', () => {
  test.each([3, 4, 5, 6, 8])('n=%i: labelAll and groupOf match union-find', (n) => {
    const board = boardOf(n);
    const scratch = liveGroups(board);
    const random = rng(n * 7919);
    for (let trial = 0; trial < 60; trial++) {
      // Densities from sparse to nearly full, so that groups range from 1 to the whole board.
      const density = 1 + (trial % 9);
      const cells = new Int8Array(board.cellCount);
      for (let c = 0; c < board.cellCount; c++) {
        cells[c] = random(10) < density ? (random(2) === 0 ? BLACK : WHITE) : EMPTY;
      }
      const expected = unionFindSizes(n, cells);
      labelAll(scratch, cells);
      const labelled = Array.from({ length: board.cellCount }, (_, c) =>
        cells[c] === EMPTY ? 0 : scratch.size[scratch.label[c]],
      );
      expect(labelled).toEqual(expected);
      // Each group is listed once, by the cell its id names.
      const sizes = Array.from({ length: board.cellCount }, (_, c) =>
        scratch.label[c] === c ? scratch.size[c] : 0,
      );
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(cells.filter((v) => v !== EMPTY).length);
      // groupOf returns the cell's own labelled group: same colour, same label, right size.
      const viaGroupOf = Array.from({ length: board.cellCount }, (_, c) => {
        const group = groupOf(board, cells, c);
        const uniform = group.every(
          (g) => cells[g] === cells[c] && scratch.label[g] === scratch.label[c],
        );
        return uniform ? group.length : -1;
      });
      expect(viaGroupOf).toEqual(expected);
    }
  });
});

describe('runs around a cell', () => {
  test.each([
    [0b000000, 0],
    [0b000001, 1],
    [0b000011, 1],
    [0b100001, 1],
    [0b111111, 1],
    [0b000101, 2],
    [0b001001, 2],
    [0b011011, 2],
    [0b010101, 3],
  ])('mask %i has %i runs', (mask, runs) => {
    expect(ARCS[mask]).toBe(runs);
  });
});

/**
 * Everything `LiveGroups` keeps, in a form that does not depend on which cell names a
 * group: each stone's group as its lowest cell, group sizes per stone, the masks and the
 * bit sets.
 */
function snapshot(g: LiveGroups, cells: Int8Array) {
  const { cellCount } = g.board;
  const lowest = new Map<number, number>();
  for (let c = cellCount - 1; c >= 0; c--) if (cells[c] !== EMPTY) lowest.set(g.label[c], c);
  return {
    group: Array.from({ length: cellCount }, (_, c) =>
      cells[c] === EMPTY ? g.label[c] : lowest.get(g.label[c]),
    ),
    size: Array.from({ length: cellCount }, (_, c) =>
      cells[c] === EMPTY ? 0 : g.size[g.label[c]],
    ),
    around: Array.from(g.around),
    cells: Array.from(g.cells),
  };
}

function fresh(board: Board, cells: Int8Array) {
  const g = liveGroups(board);
  labelAll(g, cells);
  return snapshot(g, cells);
}

describe('live groups follow stones added and removed', () => {
  // A step adds a stone on an empty cell, removes a stone, or takes back the last step;
  // the numbers pick the cell among the candidates.
  const step = fc.record({
    kind: fc.constantFrom('add', 'add', 'remove', 'undo'),
    pick: fc.nat(),
    colour: fc.constantFrom(BLACK, WHITE),
  });

  test.each([3, 5, 8])('n=%i: after any steps the labels equal a fresh labelling', (n) => {
    const board = boardOf(n);
    fc.assert(
      fc.property(
        fc.nat({ max: 9 }),
        fc.nat(),
        fc.array(step, { maxLength: 80 }),
        (density, seed, steps) => {
          const random = rng(seed);
          const cells = new Int8Array(board.cellCount);
          for (let c = 0; c < board.cellCount; c++) {
            cells[c] = random(10) < density ? (random(2) === 0 ? BLACK : WHITE) : EMPTY;
          }
          const g = liveGroups(board);
          labelAll(g, cells);
          // Per step taken: the log's length before it, and how to restore the cell.
          const done: { top: number; cell: number; was: number }[] = [];
          for (const { kind, pick, colour } of steps) {
            if (kind === 'undo') {
              const last = done.pop();
              if (!last) continue;
              undoGroups(g, last.top);
              cells[last.cell] = last.was;
            } else {
              const want = kind === 'add' ? EMPTY : colour;
              const candidates = [...cells.keys()].filter((c) => cells[c] === want);
              if (candidates.length === 0) continue;
              const cell = candidates[pick % candidates.length];
              done.push({ top: g.top, cell, was: cells[cell] });
              if (kind === 'add') {
                cells[cell] = colour;
                addStone(g, cells, cell);
              } else {
                cells[cell] = EMPTY;
                removeStone(g, cell, colour);
              }
            }
            expect(snapshot(g, cells)).toEqual(fresh(board, cells));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
