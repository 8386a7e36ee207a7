import { describe, expect, test } from 'vitest';
import {
  BLACK,
  boardOf,
  EMPTY,
  fromSetup,
  initialPosition,
  legalMoves,
  makeMoveText,
  parseCell,
  parsePosition,
  type Position,
  WHITE,
} from '../src/engine';
import {
  canExtendSelection,
  isLine,
  movesForSelection,
  placementAt,
  slidableStones,
  slideTargets,
  targetMoves,
  toggleSelection,
} from '../src/engine/selection';

function position(text: string): Position {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const cells = (pos: Position, ...labels: string[]): number[] =>
  labels.map((l) => parseCell(pos.board, l));
const names = (pos: Position, list: readonly number[]): string[] =>
  list.map((c) => pos.board.labels[c].toLowerCase()).sort();

describe('Abacus', () => {
  // RULES.md §2 example: Black C4, C5, D5, D2, D3, G4; White E4; Black to move.
  function examplePosition(): Position {
    const board = boardOf(5);
    const cellsArr = new Array<number>(board.cellCount).fill(EMPTY);
    for (const l of ['c4', 'c5', 'd5', 'd2', 'd3', 'g4']) cellsArr[parseCell(board, l)] = BLACK;
    cellsArr[parseCell(board, 'e4')] = WHITE;
    const pos = fromSetup({
      game: 'abacus',
      n: 5,
      cells: cellsArr,
      turn: 'black',
      off: { black: 0, white: 0 },
    });
    if (!pos.ok) throw new Error(pos.error.message);
    return pos.value;
  }

  test('the rules example: C4 cannot reach A2, C2 or F4', () => {
    const pos = examplePosition();
    const targets = names(
      pos,
      slideTargets(pos, parseCell(pos.board, 'c4')).map((m) => m.target),
    );
    expect(targets).not.toContain('a2');
    expect(targets).not.toContain('c2');
    expect(targets).not.toContain('f4');
    for (const m of slideTargets(pos, parseCell(pos.board, 'c4'))) {
      expect(makeMoveText(pos, m.move)).toBe(`c4${pos.board.labels[m.target].toLowerCase()}`);
    }
  });

  test('slide targets are exactly the legal slides of that stone', () => {
    const pos = examplePosition();
    for (const from of slidableStones(pos)) {
      const fromName = pos.board.labels[from].toLowerCase();
      const expected = legalMoves(pos)
        .map((m) => makeMoveText(pos, m))
        .filter((t) => t.length > 3 && t.startsWith(fromName) && /^[a-z]\d[a-z]\d$/.test(t));
      const got = slideTargets(pos, from).map((m) => makeMoveText(pos, m.move));
      expect(got.sort()).toEqual(expected.sort());
    }
  });

  test('slidable stones: only D5 has a slide, to G5 or H5 beside G4', () => {
    const pos = examplePosition();
    expect(names(pos, slidableStones(pos))).toEqual(['d5']);
    const d5 = slideTargets(pos, parseCell(pos.board, 'd5'));
    expect(
      names(
        pos,
        d5.map((m) => m.target),
      ),
    ).toEqual(['g5', 'h5']);
    expect(slideTargets(pos, parseCell(pos.board, 'c4'))).toEqual([]);
  });

  test('a slide travels in a straight line and reports its direction', () => {
    const pos = position('abacus 5/6/7/8/9/8/7/6/5 b');
    expect(slidableStones(pos)).toEqual([]);
    const line = position('abacus 5/6/7/8/9/8/2bbbb1/6/5 b');
    const c4 = parseCell(line.board, 'c4');
    const moves = slideTargets(line, c4);
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) {
      expect(m.dir).toBeGreaterThanOrEqual(0);
      expect(m.from).toEqual([c4]);
    }
    expect(
      names(
        line,
        moves.map((m) => m.target),
      ),
    ).toContain('b4');
  });

  test('placements are legal on empty cells only', () => {
    const pos = examplePosition();
    expect(placementAt(pos, parseCell(pos.board, 'e5'))?.target).toBe(parseCell(pos.board, 'e5'));
    expect(placementAt(pos, parseCell(pos.board, 'e4'))).toBeUndefined();
  });
});

describe('Abalone selections', () => {
  const start = initialPosition('abalone', 5);

  test('every legal move has one target, distinct within its selection', () => {
    const bySelection = new Map<string, number[]>();
    for (const m of targetMoves(start)) {
      const key = [...m.from].sort((a, b) => a - b).join(',');
      bySelection.set(key, [...(bySelection.get(key) ?? []), m.target]);
    }
    let total = 0;
    for (const targets of bySelection.values()) {
      expect(new Set(targets).size).toBe(targets.length);
      total += targets.length;
    }
    expect(total).toBe(44);
  });

  test('a line of two on C3-C4 has its six-direction moves where legal', () => {
    const moves = movesForSelection(start, cells(start, 'c3', 'c4'));
    const byTarget = Object.fromEntries(
      moves.map((m) => [start.board.labels[m.target].toLowerCase(), makeMoveText(start, m.move)]),
    );
    // C2 in-line west, D3 and D5 broadside (the leading marble's destination).
    expect(Object.keys(byTarget).sort()).toEqual(['c2', 'd3', 'd5']);
    expect(byTarget.c2).toBe('c4c3');
    const ne = moves.find((m) => m.target === cells(start, 'd5')[0]);
    expect(names(start, ne!.to)).toEqual(['d4', 'd5']);
  });

  test('push moves report the marbles they push and whether one falls off', () => {
    const pos = position('abalone 5/6/7/8/9/8/7/6/bbw2 b 0 0');
    const moves = movesForSelection(pos, cells(pos, 'a1', 'a2'));
    const push = moves.find((m) => m.pushed.length > 0);
    expect(push).toBeDefined();
    expect(names(pos, push!.pushed)).toEqual(['a3']);
    expect(push!.ejects).toBe(false);
    expect(push!.target).toBe(cells(pos, 'a3')[0]);

    const edge = position('abalone 5/6/7/8/9/8/7/6/2bbw b 0 0');
    const eject = movesForSelection(edge, cells(edge, 'a3', 'a4')).find((m) => m.pushed.length);
    expect(eject?.ejects).toBe(true);
    expect(names(edge, eject!.pushed)).toEqual(['a5']);
  });

  test('a selection that cannot move has no moves', () => {
    // A1 is boxed in by its own marbles and the edge.
    expect(movesForSelection(start, cells(start, 'a1'))).toEqual([]);
    expect(movesForSelection(start, [])).toEqual([]);
  });

  test('lines: contiguous, straight, at most three', () => {
    expect(isLine(start, cells(start, 'a1', 'a2', 'a3'))).toBe(true);
    expect(isLine(start, cells(start, 'a3', 'a1', 'a2'))).toBe(true);
    expect(isLine(start, cells(start, 'a1', 'a3'))).toBe(false);
    expect(isLine(start, cells(start, 'a1', 'a2', 'b3'))).toBe(false);
    expect(isLine(start, cells(start, 'a1', 'a2', 'a3', 'a4'))).toBe(false);
    expect(isLine(start, cells(start, 'a1', 'b2'))).toBe(true);
  });

  test('extending and toggling a selection', () => {
    const [a1, a2, a3, a4, b1, i5] = cells(start, 'a1', 'a2', 'a3', 'a4', 'b1', 'i5');
    expect(canExtendSelection(start, [a1], a2)).toBe(true);
    expect(canExtendSelection(start, [a1, a2, a3], a4)).toBe(false);
    expect(canExtendSelection(start, [a1], i5)).toBe(false);
    expect(toggleSelection(start, [], a1)).toEqual([a1]);
    expect(toggleSelection(start, [a1], a2)).toEqual([a1, a2]);
    expect(toggleSelection(start, [a1, a2], b1)).toEqual([b1]);
    expect(toggleSelection(start, [a1, a2, a3], a3)).toEqual([a1, a2]);
    // Dropping the middle would break the line: start again from the clicked marble.
    expect(toggleSelection(start, [a1, a2, a3], a2)).toEqual([a2]);
    expect(toggleSelection(start, [a1], a1)).toEqual([]);
    // The opponent's marbles never join.
    expect(toggleSelection(start, [a1], i5)).toEqual([a1]);
  });
});
