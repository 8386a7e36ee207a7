import { describe, expect, test } from 'vitest';
import {
  BLACK,
  boardOf,
  clonePosition,
  EMPTY,
  fromSetup,
  makePosition,
  positionKey,
  toSetup,
  WHITE,
} from '../src/engine';
import { initialPosition, parsePosition, parsePositionTag, rulesOf } from '../src/games';
import { cellsOf, labels, position } from './fixtures';

/** Abalone's start layouts, as its rules list them on n=5. */
const LAYOUTS = rulesOf('abalone').layouts(5);

const STANDARD = 'abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0';
const EMPTY5 = 'abacus 5/6/7/8/9/8/7/6/5 b';

describe('round trips', () => {
  test.each([
    STANDARD,
    EMPTY5,
    'abacus 3/4/5/4/3 w',
    'abacus b1w/4/w3b/4/3 b',
    'abacus 8/9/10/11/12/13/14/15/14/13/12/11/10/9/8 b',
    'abacus 7/8/9/10/11/12/w12/12/11/10/9/8/b6 w',
    'abacus bbbbb/b4b/b5b/b6b/b7b/b6b/b5b/b4b/bbbbb w',
    'abalone 5/6/7/8/4bbbww/8/7/6/5 w 4 5',
    'abalone 6/7/8/9/10/11/10/9/8/7/6 w 0 0',
    'abalone 7/8/9/10/11/12/w12/12/11/10/9/8/7 b 19 0',
    ...LAYOUTS.map((l) => makePosition(initialPosition('abalone', 5, l))),
    ...[4, 6, 7].map((n) => makePosition(initialPosition('abalone', n))),
  ])('%s', (text) => {
    const pos = position(text);
    expect(makePosition(pos)).toBe(text);
    const again = fromSetup(toSetup(pos), pos.rules);
    expect(again.ok && makePosition(again.value)).toBe(text);
    expect(again.ok && positionKey(again.value)).toBe(positionKey(pos));
  });

  test.each([
    ['ABALONE WWWWW/WWWWWW/2WWW2/8/9/8/2BBB2/BBBBBB/BBBBB B 0 0', STANDARD],
    ['abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b', STANDARD],
    ['  abalone   wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb\tb  0 0 ', STANDARD],
    ['Abacus 5/6/7/8/9/8/7/6/5 B', EMPTY5],
  ])('%j is written back as %j', (text, canonical) => {
    const pos = position(text);
    expect(makePosition(pos)).toBe(canonical);
    expect(positionKey(pos)).toBe(positionKey(position(canonical)));
  });

  test('multi-digit runs count as one number', () => {
    // n=7 row G has 13 cells: 12 empty, then a white marble.
    const pos = position('abacus 7/8/9/10/11/12/12w/12/11/10/9/8/7 b');
    expect(cellsOf(pos, WHITE)).toEqual(['G13']);
  });

  test('the rows run from the top row down to row A, each left to right', () => {
    const pos = position('abacus bw3/6/7/8/9/8/7/6/4b w');
    expect(cellsOf(pos, BLACK)).toEqual(labels('I5 A5'));
    expect(cellsOf(pos, WHITE)).toEqual(['I6']);
    expect(pos.turn).toBe(WHITE);
  });

  test('off counts are read black first', () => {
    const pos = position('abalone 5/6/7/8/4bbbww/8/7/6/5 w 4 5');
    expect([pos.extras[BLACK], pos.extras[WHITE]]).toEqual([4, 5]);
    expect([pos.count[BLACK], pos.count[WHITE]]).toEqual([3, 2]);
  });

  test('a clone is independent of its original', () => {
    const pos = position(STANDARD);
    const copy = clonePosition(pos);
    copy.cells[0] = EMPTY;
    copy.extras[BLACK] = 3;
    copy.count[BLACK] = 0;
    expect(makePosition(pos)).toBe(STANDARD);
    expect(pos.count[BLACK]).toBe(14);
  });
});

describe('parse errors name what is wrong and where', () => {
  test.each([
    ['', 'the position is empty'],
    ['   ', 'the position is empty'],
    ['chess 5/6/7/8/9/8/7/6/5 b', "unknown game 'chess'; expected abacus or abalone"],
    ['abacus', 'the rows are missing'],
    ['abacus 5/6/7/8/9/8/7/6/4 b', 'row 9 from the top (A) describes 4 cells, but has 5'],
    ['abacus 5/6/7/8/9/8/7/6/6 b', 'row 9 from the top (A) describes more than its 5 cells'],
    ['abacus 5/6/7/8/10/8/7/6/5 b', 'row 5 from the top (E) describes more than its 9 cells'],
    ['abacus 5/6/7/8/bbbbbbbb/8/7/6/5 b', 'row 5 from the top (E) describes 8 cells, but has 9'],
    [
      'abacus 5/6/7/8/4x4/8/7/6/5 b',
      "row 5 from the top (E): unexpected character 'x' at character 2; use b, w or a number",
    ],
    [
      'abacus 5/6/7/8/9/8/7/6/bb2-',
      "row 9 from the top (A): unexpected character '-' at character 4",
    ],
    ['abacus 5//7/8/9/8/7/6/5 b', 'row 2 from the top (H) is empty; write 6 for a row of empty'],
    [
      'abacus 5/6/7/8/0b8/8/7/6/5 b',
      'row 5 from the top (E): a run of empty cells starts with 0 at character 1',
    ],
    ['abacus 5/6/7/8 b', 'a board has an odd number of rows (3 or more), but 4 were given'],
    ['abacus 5 b', 'a board has an odd number of rows (3 or more)'],
    [
      'abacus 9/10/11/12/13/14/15/16/17/16/15/14/13/12/11/10/9 b',
      '17 rows would make a board of side 9; the largest is 8',
    ],
    ['abacus 2/3/2 b', 'abacus is played on boards of side 3, 4, 5, 6, 7, 8, not 2'],
    ['abalone 3/4/5/4/3 b 0 0', 'abalone is played on boards of side 4, 5, 6, 7, not 3'],
    ['abacus 5/6/7/8/9/8/7/6/5', 'the side to move (b or w) is missing'],
    ['abacus 5/6/7/8/9/8/7/6/5 x', "the side to move must be b or w, not 'x'"],
    ['abacus 5/6/7/8/9/8/7/6/5 black', "the side to move must be b or w, not 'black'"],
    ['abacus 5/6/7/8/9/8/7/6/5 b 0 0', "unexpected '0 0' after the side to move"],
    [
      'abalone 5/6/7/8/9/8/7/6/5 b 0',
      'after the side to move, give both off counts (black, then white) or neither',
    ],
    ['abalone 5/6/7/8/9/8/7/6/5 b 0 0 0', 'give both off counts'],
    ['abalone 5/6/7/8/9/8/7/6/5 b x 0', "black off must be a whole number, not 'x'"],
    ['abalone 5/6/7/8/9/8/7/6/5 b 0 -1', "white off must be a whole number, not '-1'"],
    [
      'abalone bbbbb/bbbbbb/2bbbb1/8/9/8/7/6/5 b 0 0',
      'black has 15 marbles on the board and 0 off, more than the 14 a side starts with',
    ],
    [
      'abalone bbbbb/bbbbbb/2bbb2/8/9/8/7/6/5 b 1 0',
      'black has 14 marbles on the board and 1 off, more than the 14 a side starts with',
    ],
    [
      'abalone 5/6/7/8/9/8/7/6/wwwww w 0 10',
      'white has 5 marbles on the board and 10 off, more than the 14 a side starts with',
    ],
    [
      'abalone 4/5/6/7/6/5/4 b 0 12',
      'white has 0 marbles on the board and 12 off, more than the 11 a side starts with',
    ],
  ])('%j: %s', (text, message) => {
    const parsed = parsePosition(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toContain(message);
  });
});

describe('setups', () => {
  const cells = (n: number): number[] => new Array<number>(boardOf(n).cellCount).fill(EMPTY);

  test.each([
    [
      'a cell value other than empty, black or white',
      { game: 'abacus', n: 5, cells: [3, ...cells(5).slice(1)] },
      'cell A1 holds 3, not empty, black or white',
    ],
    [
      'the wrong number of cells',
      { game: 'abacus', n: 5, cells: cells(4) },
      'a board of side 5 has 61 cells, not 37',
    ],
    [
      'an Abacus board with stones off',
      { game: 'abacus', n: 5, cells: cells(5), extras: { black: 1, white: 0 } },
      'Abacus has no pieces off the board',
    ],
    [
      'a fractional off count',
      { game: 'abalone', n: 5, cells: cells(5), extras: { black: 0.5, white: 0 } },
      'black off must be a whole number ≥ 0',
    ],
    [
      'a size the game is not played on',
      { game: 'abalone', n: 8, cells: cells(8) },
      'abalone is played on boards of side 4, 5, 6, 7, not 8',
    ],
  ] as const)('fromSetup refuses %s', (_, partial, message) => {
    const result = fromSetup(
      {
        turn: 'black',
        extras: { black: 0, white: 0 },
        ...partial,
      },
      rulesOf(partial.game),
    );
    expect(result).toMatchObject({ ok: false, error: { message } });
  });
});

describe('APGN Position tag', () => {
  const rows = 'wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb';
  /** Standard with A1 A2 (black) and I9 (white) gone. */
  const short = 'wwww1/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/2bbb';

  test.each([
    [`${rows} b`, STANDARD],
    [`${rows} w`, 'abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb w 0 0'],
    [`${short}-2b1w w`, `abalone ${short} w 2 1`],
    [`${short}-0b0w b`, `abalone ${short} b 0 0`],
    [`  ${short}-1b0w   B `, `abalone ${short} b 1 0`],
    ['5/6/7/8/9/8/7/6/bb3-10b12w w', 'abalone 5/6/7/8/9/8/7/6/bb3 w 10 12'],
  ])('%j is %s', (tag, text) => {
    const parsed = parsePositionTag('abalone', tag);
    expect(parsed.ok && makePosition(parsed.value)).toBe(text);
  });

  test.each([
    ['', "a Position tag reads '<rows>[-<k>b<j>w] <side>', not ''"],
    [rows, `a Position tag reads '<rows>[-<k>b<j>w] <side>', not '${rows}'`],
    [`${rows}-2b w`, 'a Position tag reads'],
    [`${rows}-b1w w`, 'a Position tag reads'],
    [`${rows} b 0 0`, 'a Position tag reads'],
    [`${rows} x`, "the side to move must be b or w, not 'x'"],
    [`${rows}-1b0w b`, 'black has 14 marbles on the board and 1 off, more than the 14'],
    ['5/6/7/8/9/8/7/6/4 b', 'row 9 from the top (A) describes 4 cells, but has 5'],
    ['3/4/5/4/3 b', 'abalone is played on boards of side 4, 5, 6, 7, not 3'],
  ])('%j is refused: %s', (tag, message) => {
    const parsed = parsePositionTag('abalone', tag);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toContain(message);
  });
});
