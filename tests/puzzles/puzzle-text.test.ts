import fc from 'fast-check';
import { expect, test } from 'vitest';
import { DIFFICULTIES, type Puzzle, PUZZLE_THEMES } from '../../src/ai/puzzle';
import { makePuzzles, parsePuzzles, PUZZLE_HEADER } from '../../src/ai/puzzleText';

const move = fc
  .tuple(
    fc.constantFrom(...'abcdefghi'),
    fc.integer({ min: 1, max: 9 }),
    fc.constantFrom(...'abcdefghi'),
    fc.integer({ min: 1, max: 9 }),
  )
  .map(([a, b, c, d]) => `${a}${b}${c}${d}`);

const puzzles = fc
  .array(
    fc.record({
      rating: fc.integer({ min: 0, max: 3000 }),
      difficulty: fc.constantFrom(...DIFFICULTIES),
      themes: fc.uniqueArray(fc.constantFrom(...PUZZLE_THEMES), { minLength: 1 }),
      line: fc.array(move, { minLength: 1, maxLength: 5 }),
      position: fc.constantFrom(
        'abacus 3/4/5/4/3 b',
        'abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0',
      ),
    }),
    { maxLength: 20 },
  )
  .map((list): Puzzle[] => list.map((p, i) => ({ ...p, id: i + 1 })));

test('puzzles written and read back are the same', () => {
  fc.assert(
    fc.property(puzzles, (list) => {
      expect(parsePuzzles(makePuzzles(list))).toEqual({ ok: true, value: list });
    }),
  );
});

const ROW = '1\t1200\teasy\tejection\ta1b2\tabacus 3/4/5/4/3 b';
test.each([
  ['no header', ROW, 'header', 1],
  ['a missing field', `${PUZZLE_HEADER}\n1\t1200\teasy\tejection\ta1b2`, 'fields', 2],
  ['a repeated id', `${PUZZLE_HEADER}\n${ROW}\n${ROW}`, 'id', 3],
  ['a rating in words', `${PUZZLE_HEADER}\n${ROW.replace('1200', 'high')}`, 'rating', 2],
  ['an unknown difficulty', `${PUZZLE_HEADER}\n${ROW.replace('easy', 'trivial')}`, 'difficulty', 2],
  ['an unknown theme', `${PUZZLE_HEADER}\n${ROW.replace('ejection', 'fork')}`, 'theme', 2],
  ['a line not in notation', `${PUZZLE_HEADER}\n${ROW.replace('a1b2', 'A1-B2')}`, 'line', 2],
  ['no position', `${PUZZLE_HEADER}\n${ROW.replace('abacus 3/4/5/4/3 b', ' ')}`, 'position', 2],
])('%s is refused, naming the line', (_, text, code, line) => {
  const read = parsePuzzles(text);
  expect(read.ok).toBe(false);
  if (!read.ok) expect(read.error).toMatchObject({ code, line });
});
