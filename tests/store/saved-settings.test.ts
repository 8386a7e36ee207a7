/**
 * The board settings in a saved game: saves up to version 3 kept the games' own settings
 * beside the shared ones, under their `legacyKey`; version 4 keeps them in `board`.
 */
import { describe, expect, test } from 'vitest';
import { createGameStore } from '../../src/store/game';
import { DEFAULT_SETTINGS, type Settings } from '../../src/store/game/savedGame';
import { parseSavedGame, SAVE_VERSION, serialiseGame } from '../../src/store/records/saveFormat';

const ABACUS = { game: 'abacus', n: 5, layout: 'standard' };
const ABALONE = { game: 'abalone', n: 5, layout: 'standard' };

const saveOf = (version: number, settings: unknown, spec: object = ABACUS): string =>
  JSON.stringify({ version, spec, moves: [], cursor: 0, settings });

function settingsOf(text: string): Settings {
  const read = parseSavedGame(text);
  if (!read.ok) throw new Error(read.error.message);
  return read.value.settings;
}

describe('the settings of an older save read into the new shape', () => {
  test.each<[string, number, unknown, object, Settings]>([
    [
      'version 1, as the first saves wrote them',
      1,
      { coordinates: true, hints: true },
      ABACUS,
      { coordinates: true, flipped: false, board: { slideMarks: true } },
    ],
    [
      'version 2, with hints off and group sizes on',
      2,
      { coordinates: false, hints: false, groupSizes: true },
      ABACUS,
      { coordinates: false, flipped: false, board: { slideMarks: false, groupSizes: true } },
    ],
    [
      'version 3, every setting',
      3,
      { coordinates: true, hints: false, groupSizes: true, flipped: true },
      ABACUS,
      { coordinates: true, flipped: true, board: { slideMarks: false, groupSizes: true } },
    ],
    [
      'version 3 of an Abalone game, whose Abacus choices go on to the next game',
      3,
      { coordinates: true, hints: false, groupSizes: false, flipped: false },
      ABALONE,
      { coordinates: true, flipped: false, board: { slideMarks: false, groupSizes: false } },
    ],
    [
      'version 3 with a key no game has',
      3,
      { coordinates: true, hints: true, sparkles: 'on' },
      ABACUS,
      { coordinates: true, flipped: false, board: { slideMarks: true } },
    ],
    ['version 3 without settings', 3, undefined, ABACUS, DEFAULT_SETTINGS],
  ])('%s', (_name, version, settings, spec, expected) => {
    expect(settingsOf(saveOf(version, settings, spec))).toEqual(expected);
  });
});

describe('the settings of a version 4 save', () => {
  test.each<[string, unknown, Settings]>([
    [
      'the games’ own in board',
      { coordinates: false, flipped: true, board: { slideMarks: false, groupSizes: true } },
      { coordinates: false, flipped: true, board: { slideMarks: false, groupSizes: true } },
    ],
    [
      'keys no game has dropped, in board and beside it',
      { coordinates: true, flipped: false, hints: false, board: { groupSizes: true, retired: 1 } },
      { coordinates: true, flipped: false, board: { groupSizes: true } },
    ],
    [
      'no board: every game at its defaults',
      { coordinates: true, flipped: false },
      { coordinates: true, flipped: false, board: {} },
    ],
  ])('%s', (_name, settings, expected) => {
    expect(settingsOf(saveOf(4, settings))).toEqual(expected);
  });
});

describe('a setting that is not true or false is a precise error', () => {
  test.each<[number, unknown, RegExp]>([
    [1, { hints: 'yes' }, /^settings\.hints must be true or false$/],
    [3, { coordinates: true, groupSizes: 1 }, /^settings\.groupSizes must be true or false$/],
    [4, { flipped: 'no' }, /^settings\.flipped must be true or false$/],
    [4, { board: { slideMarks: null } }, /^settings\.board\.slideMarks must be true or false$/],
    [4, { board: [true] }, /^settings\.board must be an object$/],
  ])('version %i: %j', (version, settings, message) => {
    const read = parseSavedGame(saveOf(version, settings));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toMatch(message);
  });
});

test('a game is written as version 6, its games’ board settings in board, and read back', () => {
  const store = createGameStore();
  store.getState().setBoardSetting('groupSizes', true);
  store.getState().setSetting('flipped', true);
  const text = serialiseGame(store.getState());
  expect(SAVE_VERSION).toBe(6);
  expect(JSON.parse(text)).toMatchObject({
    version: 6,
    settings: { coordinates: true, flipped: true, board: { groupSizes: true } },
  });
  expect(settingsOf(text)).toEqual(store.getState().settings);
});

test('an Abacus choice is kept through an Abalone game saved and read, as it always was', () => {
  const store = createGameStore();
  store.getState().setBoardSetting('slideMarks', false);
  store.getState().newGame({ game: 'abalone', n: 5, layout: 'standard' });
  const read = parseSavedGame(serialiseGame(store.getState()));
  if (!read.ok) throw new Error(read.error.message);
  const again = createGameStore({ saved: read.value });
  again.getState().newGame({ game: 'abacus', n: 5, layout: 'standard' });
  expect(again.getState().settings.board).toEqual({ slideMarks: false });
});
