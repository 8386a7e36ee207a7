/** The values a game's input model is given for its board settings. */
import { expect, test } from 'vitest';
import { type Game, GAMES } from '../src/engine';
import { boardOptions, settingsWithoutAids } from '../src/games';
import { wordsSuite } from './suites/words';

test.each<[string, Game, Record<string, boolean>, Record<string, boolean>]>([
  ['Abacus at its defaults', 'abacus', {}, { slideMarks: true, groupSizes: false }],
  [
    'Abacus as the player chose',
    'abacus',
    { slideMarks: false, groupSizes: true },
    { slideMarks: false, groupSizes: true },
  ],
  [
    'Abacus, ignoring another game’s key',
    'abacus',
    { markPlaces: false },
    { slideMarks: true, groupSizes: false },
  ],
  ['Abalone, which has none', 'abalone', { slideMarks: false, groupSizes: true }, {}],
])('%s', (_name, game, chosen, expected) => {
  expect(boardOptions(game, chosen)).toEqual(expected);
});

// A puzzle's board before a hint: every mark of where the side to move can move is off.
test.each<[Game, Record<string, boolean>]>([
  ['abacus', { slideMarks: false, groupSizes: false }],
  ['abalone', {}],
])('%s without its aids', (game, expected) => {
  expect(boardOptions(game, settingsWithoutAids(game))).toEqual(expected);
});

wordsSuite(GAMES);
