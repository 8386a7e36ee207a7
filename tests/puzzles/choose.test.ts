import { expect, test } from 'vitest';
import type { Puzzle } from '../../src/ai/puzzle';
import { choosePuzzle, type PuzzleFilter } from '../../src/puzzles/choose';

const puzzle = (id: number, rating: number, extra: Partial<Puzzle> = {}): Puzzle => ({
  id,
  rating,
  position: `p${id}`,
  line: ['a1b2'],
  themes: ['ejection'],
  difficulty: 'easy',
  ...extra,
});
const LIST = [
  puzzle(1, 1000),
  puzzle(2, 1400, { themes: ['defence'], difficulty: 'medium' }),
  puzzle(3, 1500),
  puzzle(4, 1900, { difficulty: 'hard' }),
];

test.each<
  [string, PuzzleFilter, number, readonly number[], number | undefined, number | undefined]
>([
  ['the nearest to the player', {}, 1480, [], undefined, 3],
  ['an untried one before a nearer tried one', {}, 1480, [3], undefined, 2],
  ['by theme', { theme: 'defence' }, 1900, [], undefined, 2],
  ['by difficulty', { difficulty: 'hard' }, 1000, [], undefined, 4],
  ['all tried: the nearest but the current', {}, 1500, [1, 2, 3, 4], 3, 2],
  ['all tried and only the current matches: it again', { difficulty: 'hard' }, 1500, [4], 4, 4],
  ['nothing matches', { theme: 'slide' }, 1500, [], undefined, undefined],
])('%s', (_, filter, player, tried, current, expected) => {
  const chosen = choosePuzzle(
    LIST,
    filter,
    player,
    (p) => tried.includes(p.id),
    (p) => p.rating,
    current,
  );
  expect(chosen?.id).toBe(expected);
});
