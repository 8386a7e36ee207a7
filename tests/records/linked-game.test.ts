import { expect, test } from 'vitest';
import { linkedGame } from '../../src/store/records/link';

test.each([
  ['https://x.example/#hexplay=1&game=abalone.5.belgian&moves=2.AA', 'abalone'],
  ['#hexplay=1&game=abacus.4.standard', 'abacus'],
  ['hexplay=1&game=abacus.5.standard&game=abalone.5.standard', 'abalone'],
  ['#hexplay=1&game=chess.8.standard', undefined],
  ['#hexplay=1', undefined],
  ['', undefined],
  ['#hexplay=1&game=abacus.5&moves=%E0%A4%A', undefined],
])('%s names %s', (link, game) => {
  expect(linkedGame(link)).toBe(game);
});
