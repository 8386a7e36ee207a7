import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GLYPHS, type MoveNotes } from '../../src/engine';
import {
  makeClock,
  makeEval,
  parseClock,
  parseComment,
  parseEval,
  parseRecords,
} from '../../src/engine/apgn';
import { exportGame } from '../../src/store/records/apgnExport';
import { describeImportError, parseImport, toSavedGame } from '../../src/store/records/apgnImport';
import { parseSavedGame, serialiseGame } from '../../src/store/records/saveFormat';
import { DEFAULT_SETTINGS, HUMANS, type MoveRecord } from '../../src/store/game/savedGame';
import { randomMoves, spec } from './games';

describe('clock times, evaluations and comments', () => {
  test.each([
    [0, '0:00:00'],
    [272_000, '0:04:32'],
    [3_903_000, '1:05:03'],
    [9_500, '0:00:09.5'],
    [59_900, '0:00:59.9'],
    [360_000_000, '100:00:00'],
  ])('%d ms is written %s and read back', (ms, text) => {
    expect(makeClock(ms)).toBe(text);
    expect(parseClock(text)).toEqual({ ok: true, value: ms });
  });

  test.each([
    ['4:32', 'h:mm:ss'],
    ['0:4:32', 'h:mm:ss'],
    ['0:60:00', 'h:mm:ss'],
    ['x', 'h:mm:ss'],
    ['0:00:00.', 'h:mm:ss'],
    // No clock shows more than 100 hours: a longer one would show as "59999:59".
    ['100:00:00.1', 'at most 100 hours'],
    ['999:59:59', 'at most 100 hours'],
  ])('%j is no clock', (text, why) => {
    const read = parseClock(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toContain(why);
  });

  test.each([
    [{ score: 1.5 }, '+1.50'],
    [{ score: -0.25 }, '-0.25'],
    [{ score: 0 }, '0.00'],
    [{ mate: 7 }, '#7'],
    [{ mate: -3 }, '#-3'],
  ])('evaluation %j is written %s and read back', (evaluation, text) => {
    expect(makeEval(evaluation)).toBe(text);
    expect(parseEval(text)).toEqual({ ok: true, value: evaluation });
  });

  test.each<[string, MoveNotes]>([
    ['a fine move', { comment: 'a fine move' }],
    ['[%clk 0:04:32]', { clock: 272_000 }],
    [' [%eval -1.25]  only  ', { eval: { score: -1.25 }, comment: 'only' }],
    ['[%clk 1:00:00] [%eval #4] wins', { clock: 3_600_000, eval: { mate: 4 }, comment: 'wins' }],
    // An unknown command, or one that does not read, stays in the text: nothing is lost.
    ['[%emt 0:00:05] x', { comment: '[%emt 0:00:05] x' }],
    ['[%clk soon]', { comment: '[%clk soon]' }],
    ['[%clk 999:59:59] long', { comment: '[%clk 999:59:59] long' }],
    ['', {}],
  ])('the comment %j reads as %j', (text, notes) => {
    expect(parseComment(text)).toEqual(notes);
  });
});

describe('reading notes from a record', () => {
  test('comments, glyphs and NAGs go with the move before them, in side lines too', () => {
    const text = [
      '[Variant "belgian"]',
      '',
      '{before anything} 1. i9h8!? {[%clk 0:14:50] opens} i6h6 $2 2. i8h7 (2. a1b2?? {no} a5b5)',
      'a5b5 $99 *',
    ].join('\n');
    const read = parseRecords(text);
    if (!read.ok) throw new Error(read.error.message);
    const [record] = read.value;
    expect(record.moves).toEqual(['i9h8', 'i6h6', 'i8h7', 'a5b5']);
    expect(record.notes).toEqual([
      { comment: 'before anything opens', clock: 890_000, glyphs: ['!?'] },
      { glyphs: ['?'] },
    ]);
    expect(record.variations).toEqual([
      {
        ply: 2,
        moves: ['a1b2', 'a5b5'],
        variations: [],
        notes: [{ glyphs: ['??'], comment: 'no' }],
      },
    ]);
  });

  test('a record without notes has none', () => {
    const read = parseRecords('1. i9h8 i6h6 *');
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value[0].notes).toBeUndefined();
  });
});

/** Notes as arbitrary data: a comment of printable words, a clock, an evaluation, glyphs. */
const notesArb: fc.Arbitrary<MoveNotes | undefined> = fc.option(
  fc
    .record(
      {
        comment: fc
          .array(fc.stringMatching(/^[A-Za-z0-9,.'éü-]{1,8}$/), { minLength: 1, maxLength: 5 })
          .map((w) => w.join(' ')),
        clock: fc.integer({ min: 0, max: 36_000 }).map((t) => t * 100),
        eval: fc.oneof(
          fc.integer({ min: -2000, max: 2000 }).map((v) => ({ score: v / 100 })),
          fc.integer({ min: -40, max: 40 }).map((v) => ({ mate: v })),
        ),
        glyphs: fc.constantFrom(...GLYPHS).map((g) => [g]),
      },
      { requiredKeys: [] },
    )
    .filter((n) => Object.keys(n).length > 0),
  { nil: undefined },
);

const withNotes = (moves: MoveRecord[], notes: (MoveNotes | undefined)[]): MoveRecord[] =>
  moves.map((m, i) => (notes[i] ? { ...m, notes: notes[i] } : m));

describe('notes survive every way a game is kept', () => {
  test.each([
    ['abalone', 5, 'belgian'],
    ['abacus', 4, 'standard'],
  ] as const)('%s n=%d: exported and imported, saved and read', (game, n, layout) => {
    const gameSpec = spec(game, n, layout);
    const moves = randomMoves(gameSpec, 16, 7);
    fc.assert(
      fc.property(
        fc.array(notesArb, { minLength: moves.length, maxLength: moves.length }),
        fc.array(notesArb, { minLength: 3, maxLength: 3 }),
        (notes, sideNotes) => {
          const side = randomMoves(gameSpec, 3, 11);
          const recorded = {
            spec: gameSpec,
            moves: withNotes(moves, notes),
            ending: undefined,
            players: HUMANS,
            variations: [{ ply: 0, moves: withNotes(side, sideNotes), variations: [] }],
          };
          const imported = parseImport(exportGame(recorded), { game });
          if (!imported.ok) throw new Error(describeImportError(imported.error));
          const back = imported.value[0].game;
          expect(back.moves).toEqual(recorded.moves);
          expect(back.variations).toEqual(recorded.variations);

          const saved = toSavedGame(imported.value[0], DEFAULT_SETTINGS, 1);
          const reread = parseSavedGame(serialiseGame(saved));
          if (!reread.ok) throw new Error(reread.error.message);
          expect(reread.value.moves).toEqual(recorded.moves);
          expect(reread.value.variations).toEqual(recorded.variations);
        },
      ),
      { numRuns: 40 },
    );
  });

  test('a glyph follows its move and the comment holds the clock and evaluation', () => {
    const gameSpec = spec('abalone', 5);
    const [first, second] = randomMoves(gameSpec, 2, 3);
    const text = exportGame({
      spec: gameSpec,
      moves: [
        { ...first, notes: { glyphs: ['!', '!?'], clock: 272_000, eval: { score: 0.5 } } },
        { ...second, notes: { comment: 'a } brace' } },
      ],
      ending: undefined,
      players: HUMANS,
    });
    expect(text).toContain(
      `1. ${first.text}! $5 {[%clk 0:04:32] [%eval +0.50]} 1... ${second.text}`,
    );
    expect(text).toContain('{a ) brace}');
  });
});
