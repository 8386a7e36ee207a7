import { describe, expect, test } from 'vitest';
import { tagValue } from '../../src/engine';
import { MAX_TAG_VALUE, parseRecords, readTagPair } from '../../src/engine/apgn';
import { exportGame } from '../../src/store/records/apgnExport';
import { parseImport } from '../../src/store/records/apgnImport';
import { HUMANS } from '../../src/store/game/savedGame';
import { randomMoves, spec } from './games';

const game = {
  spec: spec('abalone', 5),
  moves: randomMoves(spec('abalone', 5), 4, 11),
  ending: undefined,
  players: HUMANS,
};

/** A record whose Annotator tag says `value`, as the exporter writes it. */
const withAnnotator = (value: string): string => exportGame(game, { tags: [['Annotator', value]] });

describe('long tag values', () => {
  test.each([1990, 2000, 5000, MAX_TAG_VALUE])('%i characters are read', (length) => {
    const value = 'a'.repeat(length);
    const read = parseRecords(`[Event "${value}"]\n\n*`);
    expect(read.ok && tagValue(read.value[0], 'Event')).toBe(value);
  });

  test('escaped characters count once each toward the limit', () => {
    const value = '"\\'.repeat(MAX_TAG_VALUE / 2);
    const read = parseImport(withAnnotator(value), { game: 'abalone' });
    expect(read.ok && read.value[0].tags).toContainEqual(['Annotator', value]);
  });

  test.each([
    ['one character too many', MAX_TAG_VALUE + 1],
    ['far too many', 200_000],
  ])('%s are refused with a message naming the limit', (_, length) => {
    const read = parseImport(withAnnotator('a'.repeat(length)), { game: 'abalone' });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.message).toBe(
      `the value of tag Annotator is longer than ${MAX_TAG_VALUE} characters, the most a tag may hold`,
    );
    expect(read.error.line).toBeGreaterThan(1);
  });

  test.each([
    ['[Event "x"]', { name: 'Event', value: 'x', length: 11 }],
    ['[ Event   "a \\" b"  ] 1.', { name: 'Event', value: 'a " b', length: 21 }],
  ])('readTagPair reads %s', (text, pair) => {
    expect(readTagPair(text, 0)).toEqual({ ok: true, value: pair });
  });

  test.each(['[Event x]', '[Event "x"', '[Event "x\ny"]', '["x"]', '[Event"x"]', '[Event "x\\'])(
    'readTagPair refuses %j by its shape',
    (text) => {
      expect(readTagPair(text, 0)).toEqual({ ok: false, error: 'a tag pair reads [Name "value"]' });
    },
  );
});
