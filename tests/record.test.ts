import { describe, expect, test } from 'vitest';
import {
  type GameRecord,
  type Layout,
  legalMoves,
  makePosition,
  type Move,
  outcome,
  play,
  type Position,
  type RecordStart,
  recordStart,
  replayRecord,
  replayTokens,
  resultText,
  tagValue,
} from '../src/engine';
import { makeRecord, parseRecords } from '../src/engine/apgn';
import { initialPosition, GAME_MODULES, rulesOf } from '../src/games';
import { position, rng } from './fixtures';

/** Abalone's start layouts, as its rules list them on n=5. */
const LAYOUTS = rulesOf('abalone').layouts(5);

/** Parses text that must hold exactly one game. */
function onlyRecord(text: string): GameRecord {
  const parsed = parseRecords(text);
  if (!parsed.ok) throw new Error(`line ${parsed.error.line}: ${parsed.error.message}`);
  expect(parsed.value).toHaveLength(1);
  return parsed.value[0];
}

/** Plays random moves from a start, to the end of the game or `plies`. */
function randomGame(start: RecordStart, plies: number, seed: number): Move[] {
  const random = rng(seed);
  const moves: Move[] = [];
  let pos: Position = start.position;
  while (moves.length < plies && !outcome(pos)) {
    const legal = legalMoves(pos);
    const m = legal[random(legal.length)];
    moves.push(m);
    pos = play(pos, m);
  }
  return moves;
}

const startOf = (
  game: 'abacus' | 'abalone',
  n: number,
  layout: Layout = 'standard',
): RecordStart => ({
  game,
  n,
  layout,
  position: initialPosition(game, n, layout),
});

const EXTRA_TAGS = [
  ['Event', 'Round "trip" \\ test'],
  ['Black', 'Ada'],
] as const;

describe('make and parse round trip', () => {
  test.each([
    ['Abalone Standard n=5', startOf('abalone', 5), 120],
    ['Abalone Belgian Daisy', startOf('abalone', 5, 'belgian'), 120],
    ['Abalone German Daisy', startOf('abalone', 5, 'german'), 60],
    ['Abalone Domination', startOf('abalone', 5, 'domination'), 60],
    ['Abalone n=4', startOf('abalone', 4), 80],
    ['Abalone n=7', startOf('abalone', 7), 80],
    ['Abacus n=3, to the end', startOf('abacus', 3), 10_000],
    ['Abacus n=5, to the end', startOf('abacus', 5), 10_000],
    ['Abacus n=8', startOf('abacus', 8), 200],
    [
      'Abalone from a Position, White to move',
      { ...startOf('abalone', 5), position: position('abalone 5/6/7/8/2bbbww2/8/7/6/5 w 3 4') },
      30,
    ],
    [
      'Abacus from a Position',
      { ...startOf('abacus', 4), position: position('abacus 4/5/6/3bbb1/6/5/w3 w') },
      30,
    ],
  ])('%s', (_, start, plies) => {
    const moves = randomGame(start, plies, 100 * start.n + plies);
    const end = moves.reduce((pos, m) => play(pos, m), start.position);
    const result = resultText(outcome(end));
    const text = makeRecord(start, moves, result, EXTRA_TAGS);
    const record = onlyRecord(text);
    expect(record.result).toBe(result);
    expect(tagValue(record, 'event')).toBe('Round "trip" \\ test');
    expect(tagValue(record, 'Black')).toBe('Ada');
    expect(record.moves).toHaveLength(moves.length);

    const replay = replayRecord(record, GAME_MODULES);
    if (!replay.ok) throw new Error(JSON.stringify(replay.error));
    expect(replay.value.moves).toEqual(moves);
    expect(replay.value.positions).toHaveLength(moves.length + 1);
    expect(makePosition(replay.value.positions[0])).toBe(makePosition(start.position));
    expect(makePosition(replay.value.positions[moves.length])).toBe(makePosition(end));
    expect(replay.value.start.layout).toBe(start.layout);
    expect(resultText(replay.value.outcome)).toBe(result);
    // Writing the replay again gives the same text.
    expect(makeRecord(replay.value.start, replay.value.moves, result, EXTRA_TAGS)).toBe(text);
    if (start.game === 'abacus') {
      expect(text).toContain(`[Game "Abacus"]\n[Size "${start.n}"]`);
      if (plies > 1000) expect(outcome(end)?.reason).toBe('full-board');
    }
  });

  test('an Abacus record as a person would write it', () => {
    const record = onlyRecord(
      '[Game "Abacus"]\n[Size "5"]\n[Result "*"]\n\n1. e5 d4 2. c3 f5 3. d5 c4 *\n',
    );
    expect(record.moves).toEqual(['e5', 'd4', 'c3', 'f5', 'd5', 'c4']);
    const replay = replayRecord(record, GAME_MODULES);
    expect(replay.ok && makePosition(replay.value.positions[6])).toBe(
      'abacus 5/6/7/3w4/4b4/3wb3/2bw3/6/5 b',
    );
    expect(replay.ok && replay.value.start.game).toBe('abacus');
  });

  test('White moving first is numbered 1...', () => {
    const start = {
      ...startOf('abalone', 5),
      position: position('abalone 5/6/7/8/4b4/8/7/6/4w w 0 0'),
    };
    const moves = randomGame(start, 3, 1);
    const text = makeRecord(start, moves, '*');
    expect(text).toMatch(/\n1\.\.\. a5[a-i]\d 2\. e5[a-i]\d [a-i]\d[a-i]\d \*\n$/);
    const replay = replayRecord(onlyRecord(text), GAME_MODULES);
    expect(replay.ok && replay.value.moves).toEqual(moves);
  });

  test('a custom start is written as a Position tag with the score', () => {
    const start = {
      ...startOf('abalone', 5),
      position: position('abalone 5/6/7/8/2bbbww2/8/7/6/5 w 3 4'),
    };
    expect(makeRecord(start, [], '*')).toContain('[Position "5/6/7/8/2bbbww2/8/7/6/5-3b4w w"]');
    expect(makeRecord(startOf('abalone', 5), [], '*')).not.toContain('[Position');
  });
});

const BELGIAN_OPENING = '1. i9h8 i6h6 2. i8h7 a5b5 3. h8g7 h6g5';

describe('replay errors report the ply and token of the first bad move', () => {
  test.each([
    [`[Variant "belgian"]\n\n1. e5e6 i6h6 *`, 1, 'e5e6', 'there is no black marble on e5'],
    [
      `[Variant "belgian"]\n\n1. i9h8 i6h6 2. i8h7 e5e6 *`,
      4,
      'e5e6',
      'there is no white marble on e5',
    ],
    [
      `[Variant "belgian"]\n\n${BELGIAN_OPENING} 4. i9h8 *`,
      7,
      'i9h8',
      'there is no black marble on i9',
    ],
    [
      `[Variant "belgian"]\n\n1. i9h8 i6h6 2. a2a1 j1j2 *`,
      3,
      'a2a1',
      'a marble may not be moved off the board',
    ],
    ['[Game "Abacus"]\n[Size "5"]\n\n1. e5 e5 *', 2, 'e5', 'e5 is not empty'],
    ['[Game "Abacus"]\n[Size "4"]\n\n1. d4 h1 *', 2, 'h1', 'h1 is not a cell of this board'],
    [
      '[Position "5/6/7/8/9/8/7/6/2bbw-0b5w b"]\n[Variant "Standard"]\n\n1. a3a4 i5h5 *',
      2,
      'i5h5',
      'the game is already over (black wins: target)',
    ],
  ])('%j', (text, ply, token, message) => {
    const replay = replayRecord(onlyRecord(text), GAME_MODULES);
    expect(replay.ok).toBe(false);
    if (!replay.ok) {
      expect(replay.error.ply).toBe(ply);
      expect(replay.error.token).toBe(token);
      expect(replay.error.message).toContain(message);
    }
  });

  test.each([
    ['[Game "Chess"]', "unknown game 'Chess'"],
    ['[Size "9"]', 'Size "9": abalone is played on boards of side 4, 5, 6, 7'],
    ['[Game "Abacus"]\n[Size "2"]', 'Size "2": abacus is played on boards of side 3'],
    ['[Size "five"]', 'Size "five"'],
    ['[Variant "klingon"]', 'unknown Variant "klingon"'],
    ['[Size "6"]\n[Variant "belgian"]', 'Variant "belgian" is not played on n=6'],
    ['[Position "5/6/7/8/9/8/7/6/4 b"]', 'Position tag: row 9 from the top (A) describes 4 cells'],
    ['[Size "4"]\n[Position "5/6/7/8/9/8/7/6/5 b"]', 'board of side 5, but Size is 4'],
    ['[Game "Abacus"]\n[Position "5/6/7/8/9/8/7/6/5 b 0 0"]', 'an Abacus Position tag reads'],
    ['[Variant "custom"]', 'Variant "custom" needs a Position tag'],
  ])('bad tags %j are reported at ply 0', (tags, message) => {
    const replay = replayRecord(onlyRecord(`${tags}\n\n1. a1b2 *`), GAME_MODULES);
    expect(replay.ok).toBe(false);
    if (!replay.ok) {
      expect(replay.error.ply).toBe(0);
      expect(replay.error.message).toContain(message);
    }
  });

  test.each([
    ['belgian', 'belgian'],
    ['Belgian Daisy', 'belgian'],
    ['GERMAN-DAISY', 'german'],
    ['swiss_daisy', 'swiss'],
    ['german_daisy', 'german'],
    ['dutch_daisy', 'dutch'],
    ['Domination', 'domination'],
    ['Standard', 'standard'],
  ])('Variant %j is the %s layout', (variant, layout) => {
    const start = recordStart(onlyRecord(`[Variant "${variant}"]\n*`), GAME_MODULES);
    expect(start.ok && start.value.layout).toBe(layout);
    expect(start.ok && makePosition(start.value.position)).toBe(
      makePosition(initialPosition('abalone', 5, layout as Layout)),
    );
  });

  test.each(LAYOUTS)(
    'the %s layout is written as a Variant APGN names, and read back',
    (layout) => {
      const start = recordStart(onlyRecord(`[Variant "${layout}"]\n*`), GAME_MODULES);
      if (!start.ok) throw new Error(start.error);
      const text = makeRecord(start.value, [], '*');
      const variant = /\[Variant "([^"]+)"\]/.exec(text)?.[1];
      expect(variant).toMatch(/^[a-z_]+$/);
      const again = recordStart(onlyRecord(text), GAME_MODULES);
      expect(again.ok && again.value.layout).toBe(layout);
    },
  );

  test('a custom start reads as Variant "custom" with its Position', () => {
    const start = recordStart(
      onlyRecord('[Variant "custom"]\n[SetUp "1"]\n[Position "5/6/7/8/9/8/7/6/2bbw-0b5w b"]\n*'),
      GAME_MODULES,
    );
    expect(start.ok && makePosition(start.value.position)).toBe(
      'abalone 5/6/7/8/9/8/7/6/2bbw b 0 5',
    );
  });
});

describe('threefold repetition in records', () => {
  const shuffle = 'c3d3 g5f5 d3c3 f5g5';
  const tokens = `${shuffle} ${shuffle} a1b2`.split(' ');

  test('a recorded game plays on past a threefold repetition', () => {
    const record = onlyRecord(`[Variant "Standard"]\n\n${tokens.join(' ')} *`);
    const full = replayRecord(record, GAME_MODULES);
    expect(full.ok && full.value.moves).toHaveLength(9);
    expect(full.ok && full.value.outcome).toBeUndefined();
    const upToDraw = replayRecord({ ...record, moves: tokens.slice(0, 8) }, GAME_MODULES);
    expect(upToDraw.ok && upToDraw.value.outcome).toEqual({
      winner: undefined,
      reason: 'repetition',
    });
  });

  test('in Hexplay’s own games the repetition ends the game', () => {
    const replay = replayTokens(startOf('abalone', 5), tokens);
    expect(replay).toMatchObject({
      ok: false,
      error: { ply: 9, token: 'a1b2', message: 'the game is already over (draw: repetition)' },
    });
  });
});

describe('APGN text', () => {
  test('comments in braces and after semicolons, annotations and move numbers are skipped', () => {
    const record = onlyRecord(
      [
        '[Event "Commented"] ; a comment after a tag',
        '[Variant "belgian"]',
        '{ A comment',
        '  over two lines, with 1-0 and [brackets] inside }',
        '1. i9h8! {good} i6h6?! 2.i8h7 ; the rest of the line: a5b5 0-1',
        '2... A5B5 3. h8g7 h6g5 1/2-1/2',
      ].join('\n'),
    );
    expect(record.moves).toEqual(['i9h8', 'i6h6', 'i8h7', 'a5b5', 'h8g7', 'h6g5']);
    expect(record.result).toBe('1/2-1/2');
    expect(record.tags).toEqual([
      ['Event', 'Commented'],
      ['Variant', 'belgian'],
    ]);
    expect(replayRecord(record, GAME_MODULES).ok).toBe(true);
  });

  test('several games in one text, each with its own tags and result', () => {
    const parsed = parseRecords(
      [
        '[Event "One"]\n[Variant "belgian"]\n[Result "1-0"]\n',
        `${BELGIAN_OPENING} 1-0\n`,
        '[Event "Two"]\n[Game "Abacus"]\n[Size "4"]\n\n1. d4 *\n',
        '[Event "Three"]\n\n1. a1b2 i5h5 0-1',
        '[Event "Four"]\n1. c3d3',
      ].join('\n'),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.map((r) => [tagValue(r, 'Event'), r.moves.length, r.result])).toEqual([
      ['One', 6, '1-0'],
      ['Two', 1, '*'],
      ['Three', 2, '0-1'],
      ['Four', 1, '*'],
    ]);
    expect(parsed.value.map((r) => replayRecord(r, GAME_MODULES).ok)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(tagValue(parsed.value[1], 'game')).toBe('Abacus');
    expect(tagValue(parsed.value[0], 'Game')).toBeUndefined();
  });

  test('an empty text has no games', () => {
    expect(parseRecords('')).toEqual({ ok: true, value: [] });
    expect(parseRecords('  \n ; only a comment\n{ and another }\n')).toEqual({
      ok: true,
      value: [],
    });
  });

  test.each([
    ['[Event "x"]\n\n1. a1b2 { never closed\n', 3, 'a comment opened with { is never closed'],
    [
      '[Event "x"]\n1. a1b2\n[Result "1-0"]\n',
      3,
      'a tag after the moves; end the game with a result',
    ],
    ['[Event]\n', 1, 'a tag pair reads [Name "value"]'],
    ['[Event "unterminated]\n', 1, 'a tag pair reads [Name "value"]'],
    [
      '[Event "x"]\n{ one\ntwo\nthree }\n1. a1b2 a1-b2 *',
      5,
      "'a1-b2' is neither a move, a move number nor a result",
    ],
    ['1. e5 (e6 *', 1, "a side line opened with '(' is not closed before the result"],
    ['\n\n\n1. e5 1-1', 4, "'1-1' is neither a move"],
    // A stray closing bracket once made the scan stop in place and never return.
    ['1. e5 } *', 1, "unexpected '}' outside a tag or comment"],
    ['[Event "a"]\n] 1. e5 *', 2, "unexpected ']' outside a tag or comment"],
  ])('%j: line %i, %s', (text, line, message) => {
    const parsed = parseRecords(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.line).toBe(line);
      expect(parsed.error.message).toContain(message);
    }
  });

  test.each([
    [undefined, '*'],
    [{ winner: 'black', reason: 'target' }, '1-0'],
    [{ winner: 'white', reason: 'no-moves' }, '0-1'],
    [{ winner: undefined, reason: 'repetition' }, '1/2-1/2'],
  ] as const)('resultText(%j) is %s', (result, text) => {
    expect(resultText(result)).toBe(text);
  });

  test('long move text is wrapped below 80 columns', () => {
    const start = startOf('abalone', 5, 'belgian');
    const text = makeRecord(start, randomGame(start, 200, 7), '*');
    for (const line of text.split('\n')) expect(line.length).toBeLessThan(80);
    expect(text.split('\n').length).toBeGreaterThan(10);
  });
});
