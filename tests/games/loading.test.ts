/**
 * The registry loads a game's module once, when asked: the page loads only the game on
 * screen at start. The setup file loaded every game, so each test reads a fresh copy of the
 * registry.
 */
import { beforeEach, expect, test, vi } from 'vitest';
import { GAMES } from '../../src/engine';

let games: typeof import('../../src/games');

beforeEach(async () => {
  vi.resetModules();
  games = await import('../../src/games');
});

test('a game not yet loaded is a bug to ask for; once loaded, it is at hand', async () => {
  const [first, second] = GAMES;
  expect(games.isGameLoaded(first)).toBe(false);
  expect(() => games.gameModule(first)).toThrow(
    `the ${first} module was asked for before it loaded`,
  );
  expect(() => games.rulesOf(first)).toThrow(/before it loaded/);
  expect(() => games.GAME_MODULES[first]).toThrow(/before it loaded/);
  const loaded = await games.loadGame(first);
  expect(games.gameModule(first)).toBe(loaded);
  expect(games.rulesOf(first).title).toBeTruthy();
  // Only the game asked for.
  expect(games.isGameLoaded(second)).toBe(false);
  expect(() => games.initialPosition(second, 5)).toThrow(/before it loaded/);
});

test('the same promise every time, and every game with loadAllGames', async () => {
  const [first] = GAMES;
  expect(games.loadGame(first)).toBe(games.loadGame(first));
  await games.loadAllGames();
  for (const game of GAMES) expect(games.isGameLoaded(game)).toBe(true);
});

test('what needs no game loaded: the entries, their words and board settings', () => {
  for (const game of GAMES) {
    expect(games.isGameLoaded(game)).toBe(false);
    expect(games.gameEntry(game).words.en.title).toBeTruthy();
    expect(games.boardOptions(game, {})).toBeTypeOf('object');
  }
  expect(games.ENGLISH_GAME_WORDS).toBeTypeOf('object');
});
