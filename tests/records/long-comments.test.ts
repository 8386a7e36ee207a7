/**
 * Long comments and repeated glyphs (issue 43, items 5 and 7): a comment is kept whole up
 * to the limit and refused past it with the limit named, never cut without a word; a glyph
 * repeated 20,000 times is one glyph, read in linear time.
 */
import { describe, expect, test } from 'vitest';
import { MAX_COMMENT } from '../../src/engine';
import { parseRecords } from '../../src/engine/apgn';
import { parseImport, toSavedGame } from '../../src/store/records/apgnImport';
import { exportGame } from '../../src/store/records/apgnExport';
import { checkSavedGame, serialiseGame, parseSavedGame } from '../../src/store/records/saveFormat';
import { DEFAULT_SETTINGS } from '../../src/store/game/savedGame';

const HEAD = '[Game "Abacus"]\n[Size "5"]\n[Result "*"]\n\n';
/** A comment of `length` characters, words and spaces, no space at either end. */
const words = (length: number): string =>
  'word '.repeat(Math.ceil(length / 5)).slice(0, length - 1) + 'x';

const imported = (text: string) => {
  const read = parseImport(text, { game: 'abacus' });
  if (!read.ok) throw new Error(read.error.message);
  return read.value[0];
};

describe('a long comment', () => {
  test.each([20_000, 200_000, MAX_COMMENT])(
    'of %i characters is kept whole through import, save and export',
    (length) => {
      const comment = words(length);
      const game = imported(`${HEAD}1. e5 {${comment}} d4 *\n`);
      expect(game.game.moves[0].notes?.comment).toBe(comment);
      const saved = toSavedGame(game, DEFAULT_SETTINGS, 1);
      const again = parseSavedGame(serialiseGame(saved));
      expect(again.ok && again.value.moves[0].notes?.comment).toBe(comment);
      const exported = exportGame(saved);
      expect(imported(exported).game.moves[0].notes?.comment).toBe(comment);
    },
  );

  test('43 comments of 200 KB, one a move, are all kept whole', () => {
    const tokens = ['e5', 'd4', 'c3', 'e4', 'd3', 'c4', 'b2', 'e3', 'd2', 'b3'];
    const moves = Array.from({ length: 43 }, (_, i) => tokens[i % tokens.length]);
    const comment = words(200_000);
    // Stones only: the record need not be a legal game to be read as text.
    const read = parseRecords(`${HEAD}${moves.map((m) => `${m} {${comment}}`).join(' ')} *\n`);
    expect(read.ok).toBe(true);
    if (read.ok) {
      expect(read.value[0].notes).toHaveLength(43);
      expect(read.value[0].notes!.every((n) => n?.comment === comment)).toBe(true);
    }
  });

  test.each([
    ['one comment one character over', `1. e5 {${words(MAX_COMMENT + 1)}} d4 *`],
    [
      'two comments on one move that come to more',
      `1. e5 {${words(600_000)}} {${words(600_000)}} *`,
    ],
  ])('%s: refused, with the limit and the place named', (_, moves) => {
    const read = parseRecords(`${HEAD}${moves}\n`);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error.message).toContain('1,000,000 characters');
      expect(read.error.line).toBe(5);
      expect(read.error.token).toBe('{');
    }
  });

  test('a saved game holding a comment past the limit does not read, with the limit named', () => {
    const saved = toSavedGame(imported(`${HEAD}1. e5 {short} d4 *\n`), DEFAULT_SETTINGS, 1);
    const data = JSON.parse(serialiseGame(saved)) as { notes?: unknown[] };
    data.notes = [{ comment: 'a'.repeat(MAX_COMMENT + 1) }, null];
    const checked = checkSavedGame(data);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error.message).toContain(`${MAX_COMMENT} characters`);
  });
});

describe('repeated glyphs', () => {
  test.each([
    ['$1 '.repeat(20_000), ['!']],
    ['$1 $2 $1 $2 $3', ['!', '?', '!!']],
    ['!? $5 $5', ['!?']],
  ])('after a move, %#: read once each, in order', (glyphs, expected) => {
    const read = parseRecords(`${HEAD}1. e5 ${glyphs} d4 *\n`);
    expect(read.ok && read.value[0].notes?.[0]?.glyphs).toEqual(expected);
  });

  test('a saved game listing a glyph twice keeps it once', () => {
    const saved = toSavedGame(imported(`${HEAD}1. e5! d4 *\n`), DEFAULT_SETTINGS, 1);
    const data = JSON.parse(serialiseGame(saved)) as { notes?: unknown[] };
    data.notes = [{ glyphs: ['!', '!', '?', '!'] }, null];
    const checked = checkSavedGame(data);
    expect(checked.ok && checked.value.moves[0].notes?.glyphs).toEqual(['!', '?']);
  });
});
