import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GAMES, parseMove, type Result } from '../src/engine';
import { parseRecords } from '../src/engine/apgn';
import { initialPosition, parsePosition, parsePositionTag } from '../src/games';
import { parseSavedGame } from '../src/store/records/saveFormat';

// Every character the parsers treat specially, and a few they do not.
const SPECIAL = ['!', '?', '[', ']', '{', '}', ';', '.', '-', '/', '"', '\\', '(', ')', '*'];
const ORDINARY = ['0', '9', 'b', 'w', 'a', ' ', '\n', 'é'];

/**
 * Long runs of one character, alone or inside otherwise valid text. A parser that is
 * quadratic anywhere (such as /[!?]+$/ on a run of '!') would take minutes on these; here
 * each input is at most 50,000 characters and each property runs a bounded number of
 * times, so the suite's own budget stays small while the inputs stay long.
 */
const runs = fc
  .record({
    ch: fc.constantFrom(...SPECIAL, ...ORDINARY),
    length: fc.integer({ min: 1000, max: 50_000 }),
    before: fc.constantFrom(
      '',
      '1. e5',
      '[Game "Abacus"]\n\n1. ',
      'abalone ',
      'abacus 5/6/7/8/9/8/7/6/5 b',
    ),
    after: fc.constantFrom('', 'x', ' *', '\n1-0', ' b 0 0'),
  })
  .map(({ ch, length, before, after }) => before + ch.repeat(length) + after);

const PARSERS: [string, (text: string) => Result<unknown, { message: string }>][] = [
  ['parsePosition', parsePosition],
  ['parseRecords', parseRecords],
  ['parseSavedGame', parseSavedGame],
  ['parseMove', (text) => parseMove(initialPosition('abacus', 5), text)],
  ...GAMES.map((game): [string, (text: string) => Result<unknown, { message: string }>] => [
    `parsePositionTag(${game})`,
    (text) => parsePositionTag(game, text),
  ]),
];

describe('parsers stay linear and quote little of a long bad input', () => {
  test.each(PARSERS)('%s', (_name, parse) => {
    fc.assert(
      fc.property(runs, (text) => {
        const result = parse(text);
        if (!result.ok) {
          expect(result.error.message.length).toBeLessThanOrEqual(240);
          expect(JSON.stringify(result.error).length).toBeLessThanOrEqual(600);
        }
      }),
      { numRuns: 60 },
    );
  });
});
