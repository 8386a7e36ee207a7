import { describe, expect, test } from 'vitest';
import { legalMoves, makeMoveText, makePosition, parseCell, type Position } from '../src/engine';
import { initialPosition } from '../src/games';
import { en } from '../src/i18n/en';
import { dragDirection, isLine } from '../src/games/abalone/input';
import { gameModule } from '../src/games';
import type { BoardInput, Selection } from '../src/input/types';
import { position, positionOf } from './fixtures';

/** Abacus's board settings with its slide marks on, and everything off; Abalone has none. */
const SLIDE_MARKS = { slideMarks: true, groupSizes: false };
const NO_MARKS = { slideMarks: false, groupSizes: false };

const inputOf = (pos: Position): BoardInput =>
  gameModule(pos.game).input.index(pos, legalMoves(pos), en.games[pos.game]);
const cells = (pos: Position, ...labels: string[]): number[] =>
  labels.map((l) => parseCell(pos.board, l));
const names = (pos: Position, list: Iterable<number>): string[] =>
  [...list].map((c) => pos.board.labels[c].toLowerCase()).sort();
/** The moves a selection offers, as notation by the cell that plays each. */
function offered(pos: Position, selection: Selection): Record<string, string> {
  const { targets } = inputOf(pos).marks(selection, NO_MARKS);
  return Object.fromEntries(
    [...targets].map(([cell, t]) => [
      pos.board.labels[cell].toLowerCase(),
      makeMoveText(pos, t.move),
    ]),
  );
}

// RULES.md §2 example: Black C4, C5, D5, D2, D3, G4; White E4; Black to move.
const EXAMPLE = makePosition(positionOf('abacus', 5, { black: 'c4 c5 d5 d2 d3 g4', white: 'e4' }));

describe('Abacus input', () => {
  test('the rules example: C4 cannot slide at all; D5 slides to G5 or H5 beside G4', () => {
    const pos = position(EXAMPLE);
    const input = inputOf(pos);
    expect(names(pos, input.marks([], SLIDE_MARKS).movable)).toEqual(['d5']);
    expect(input.click([], cells(pos, 'c4')[0]).message).toMatch(/cannot slide/);
    expect(Object.values(offered(pos, cells(pos, 'd5')))).toEqual(['d5g5', 'd5h5']);
  });

  test('slide targets are exactly the legal slides of each stone', () => {
    const pos = position(EXAMPLE);
    const slides = legalMoves(pos)
      .map((m) => makeMoveText(pos, m))
      .filter((t) => t.length === 4)
      .sort();
    const input = inputOf(pos);
    const offeredAll = [...input.marks([], SLIDE_MARKS).movable].flatMap((from) =>
      Object.values(offered(pos, [from])),
    );
    expect(offeredAll.sort()).toEqual(slides);
  });

  test.each([
    ['a click on an empty cell places a stone', [], 'e5', 'e5'],
    ['a click on a landing cell slides the picked stone', ['d5'], 'g5', 'd5g5'],
  ])('%s', (_name, picked, clicked, played) => {
    const pos = position(EXAMPLE);
    const result = inputOf(pos).click(cells(pos, ...picked), cells(pos, clicked)[0]);
    expect(result.move === undefined ? undefined : makeMoveText(pos, result.move)).toBe(played);
    expect(result.selection).toEqual([]);
  });

  test('a drag of a slidable stone to a landing cell slides it; other stones do not drag', () => {
    const pos = position(EXAMPLE);
    const input = inputOf(pos);
    const [d5, g5, c4] = cells(pos, 'd5', 'g5', 'c4');
    expect(input.dragStart([], c4)).toBeUndefined();
    const carried = input.dragStart([], d5);
    expect(carried).toEqual([d5]);
    const result = input.dragEnd(carried!, d5, g5);
    expect(makeMoveText(pos, result.move!)).toBe('d5g5');
  });

  test.each([
    [
      'an end stone of a line of 3',
      'e3 e4 e5',
      'e5',
      /group of at least 2 smaller than its group of 3\./,
    ],
    [
      'a stone in a group of 2',
      'e3 e4',
      'e4',
      /it is in a group of 2, and only groups of 3 or more/,
    ],
    ['a lone stone', 'e3', 'e3', /it is in a group of 1,/],
  ])(
    'a click on %s says why it cannot slide, with its group size',
    (_name, black, clicked, why) => {
      const pos = position(makePosition(positionOf('abacus', 5, { black, white: 'a1' })));
      const result = inputOf(pos).click([], cells(pos, clicked)[0]);
      expect(result.selection).toEqual([]);
      expect(result.message).toMatch(why);
    },
  );

  test('the middle of a line of 3 slides: its group splits in two', () => {
    const pos = position(makePosition(positionOf('abacus', 5, { black: 'e3 e4 e5', white: 'a1' })));
    expect(inputOf(pos).click([], cells(pos, 'e4')[0]).selection).toEqual(cells(pos, 'e4'));
  });

  test('every stone carries the size of its group', () => {
    const pos = position(EXAMPLE);
    const { counts } = inputOf(pos).marks([], NO_MARKS);
    const sizes = Object.fromEntries(
      [...counts!].map(([c, n]) => [pos.board.labels[c].toLowerCase(), n]),
    );
    expect(sizes).toEqual({ c4: 3, c5: 3, d5: 3, d2: 2, d3: 2, g4: 1, e4: 1 });
  });

  test.each([
    ['an empty cell that is no landing places there', 'a1', 'a1'],
    ['a landing cell slides', 'g5', 'd5g5'],
    ['another stone that can slide picks it', 'd5', undefined],
  ])('with D5 picked, a click on %s', (_name, clicked, played) => {
    const pos = position(EXAMPLE);
    const result = inputOf(pos).click(cells(pos, 'd5'), cells(pos, clicked)[0]);
    expect(result.move === undefined ? undefined : makeMoveText(pos, result.move)).toBe(played);
  });

  test('a drag to a cell the stone cannot reach says which rule stops it', () => {
    const pos = position(EXAMPLE);
    const input = inputOf(pos);
    const [d5, c2] = cells(pos, 'd5', 'c2');
    const result = input.dragEnd([d5], d5, c2);
    expect(result.move).toBeUndefined();
    expect(result.selection).toEqual([d5]);
    expect(result.message).toMatch(/^This stone cannot slide there: .+\.$/);
  });

  test('an occupied cell is no placement', () => {
    const pos = position(EXAMPLE);
    expect(inputOf(pos).click([], cells(pos, 'e4')[0]).move).toBeUndefined();
  });

  test.each([
    [{ slideMarks: true, groupSizes: false }, ['d5'], false],
    [{ slideMarks: false, groupSizes: true }, [], true],
    [NO_MARKS, [], false],
  ])(
    'with the board settings %o, %j are marked movable; counts on every piece: %s',
    (options, movable, everyPiece) => {
      const pos = position(EXAMPLE);
      const marks = inputOf(pos).marks([], options);
      expect(names(pos, marks.movable)).toEqual(movable);
      expect(marks.countsOnEveryPiece).toBe(everyPiece);
    },
  );
});

describe('Abalone input', () => {
  const start = initialPosition('abalone', 5);

  test('every legal move has one target, distinct within its selection', () => {
    const input = inputOf(start);
    const selections = new Set<string>();
    let total = 0;
    for (const move of legalMoves(start)) {
      const from = start.rules.moveInfo(start, move).from;
      const key = [...from].sort((a, b) => a - b).join(',');
      if (selections.has(key)) continue;
      selections.add(key);
      total += input.marks(from, NO_MARKS).targets.size;
    }
    expect(total).toBe(44);
  });

  test('a line of two on C3-C4 offers C2 in line and D3, D5 broadside', () => {
    expect(offered(start, cells(start, 'c3', 'c4'))).toEqual({
      c2: 'c4c3',
      d3: 'c3c4d3',
      d5: 'c3c4d4',
    });
  });

  test.each([
    ['a push', 'abalone 5/6/7/8/9/8/7/6/bbw2 b 0 0', ['a1', 'a2'], ['a3'], 'push'],
    ['an ejection', 'abalone 5/6/7/8/9/8/7/6/2bbw b 0 0', ['a3', 'a4'], ['a5'], 'eject'],
  ])('%s marks the marbles it moves', (_name, text, picked, pushed, kind) => {
    const pos = position(text);
    const marks = inputOf(pos).marks(cells(pos, ...picked), NO_MARKS);
    expect(names(pos, marks.pushed.keys())).toEqual(pushed);
    expect([...marks.pushed.values()].at(-1)).toBe(kind);
  });

  test('a selection that cannot move says so', () => {
    const input = inputOf(start);
    const result = input.click([], cells(start, 'a1')[0]);
    expect(result.selection).toEqual(cells(start, 'a1'));
    expect(result.message).toBe('This marble has no legal move.');
  });

  test('lines: contiguous, straight, at most three', () => {
    const b = start.board;
    expect(isLine(b, cells(start, 'a1', 'a2', 'a3'))).toBe(true);
    expect(isLine(b, cells(start, 'a3', 'a1', 'a2'))).toBe(true);
    expect(isLine(b, cells(start, 'a1', 'a3'))).toBe(false);
    expect(isLine(b, cells(start, 'a1', 'a2', 'b3'))).toBe(false);
    expect(isLine(b, cells(start, 'a1', 'a2', 'a3', 'a4'))).toBe(false);
    expect(isLine(b, cells(start, 'a1', 'b2'))).toBe(true);
  });

  test.each([
    ['a first marble', [], 'a1', ['a1']],
    ['a marble that extends the line', ['a1'], 'a2', ['a1', 'a2']],
    ['a marble off the line starts again', ['a1', 'a2'], 'b1', ['b1']],
    ['a selected end leaves', ['a1', 'a2', 'a3'], 'a3', ['a1', 'a2']],
    ['dropping the middle starts again from it', ['a1', 'a2', 'a3'], 'a2', ['a2']],
    ['a selected single leaves', ['a1'], 'a1', []],
    ["the opponent's marble clears", ['a1'], 'i5', []],
  ])('a click on %s', (_name, picked, clicked, after) => {
    const result = inputOf(start).click(cells(start, ...picked), cells(start, clicked)[0]);
    expect(result.selection).toEqual(cells(start, ...after));
  });

  test('a drag grows a line, then plays the move in its direction', () => {
    const input = inputOf(start);
    const [c3, c4, c5, d5] = cells(start, 'c3', 'c4', 'c5', 'd5');
    let selection = input.dragStart([], c3)!;
    selection = input.dragOver(selection, c4).selection;
    expect(selection).toEqual([c3, c4]);
    const result = input.dragEnd(selection, c4, d5);
    expect(makeMoveText(start, result.move!)).toBe('c3c4d4');
    expect(input.dragOver([c3, c4, c5], d5).selection).toEqual([c3, c4, c5]);
  });

  test.each([
    ['to the next cell', 'c6'],
    ['past it, along the same line', 'c7'],
  ])('a drag of C3-C5 that ends %s plays the line in that direction', (_name, end) => {
    const input = inputOf(start);
    const [c3, c4, c5, c6] = cells(start, 'c3', 'c4', 'c5', 'c6');
    let selection = input.dragStart([], c3)!;
    for (const c of [c4, c5, c6]) selection = input.dragOver(selection, c).selection;
    expect(selection).toEqual([c3, c4, c5]);
    const result = input.dragEnd(selection, c3, cells(start, end)[0]);
    expect(makeMoveText(start, result.move!)).toBe('c3c4');
  });

  test.each([
    ['onto a marble of its own', ['c3', 'c4'], 'c3', 'c6', /own marble on C5 is in the way/],
    [
      'sideways into its own rows',
      ['c3', 'c4', 'c5'],
      'c3',
      'a1',
      /cannot move that way: .+ is not empty/,
    ],
    ['off every line', ['c3', 'c4', 'c5'], 'c3', 'e8', /straight line/],
  ])('a drag %s plays nothing and says why', (_name, picked, from, end, why) => {
    const selection = cells(start, ...picked);
    const result = inputOf(start).dragEnd(selection, cells(start, from)[0], cells(start, end)[0]);
    expect(result.move).toBeUndefined();
    expect(result.selection).toEqual(selection);
    expect(result.message).toMatch(why);
  });

  test('a drag takes its direction from the nearest selected marble on a line', () => {
    const b = start.board;
    const [c3, c4, d5, e6] = cells(start, 'c3', 'c4', 'd5', 'e6');
    expect(dragDirection(b, [c3, c4], e6)).toBe(dragDirection(b, [c4], d5));
    expect(dragDirection(b, [c3], c3)).toBe(-1);
  });
});
