/** The values a game's input model is given for its board settings. */
import { expect, test } from 'vitest';
import { de, it as italian, pt } from './i18n/dictionaries';
import { type Game, GAMES } from '../src/engine';
import { boardOptions, gameEntry } from '../src/games';
import { en } from '../src/i18n/en';
import { boardSettingName } from '../src/components/labels';

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

test.each([
  ['en', en],
  ['de', de],
  ['pt', pt],
  ['it', italian],
])('every board setting has a label of its own in %s', (_language, t) => {
  for (const game of GAMES) {
    for (const { key } of gameEntry(game).boardSettings) {
      expect(boardSettingName(t, game, key)).not.toBe(key);
    }
  }
});
