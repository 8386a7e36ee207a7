import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine';
import { lastGame } from '../../src/games/lastGame';

describe('lastGame: the game a start loads first', () => {
  test.each(GAMES.map((game) => [game]))('%s, as stored, is that game', (game) => {
    expect(lastGame(() => game)).toBe(game);
  });

  test.each([
    ['nothing stored', null],
    ['no storage', undefined],
    ['an unknown game', 'chess'],
    ['a name in capitals', 'ABALONE'],
    ['an empty string', ''],
  ])('%s gives the first game', (_, stored) => {
    expect(lastGame(() => stored)).toBe(GAMES[0]);
  });

  test('storage that throws (blocked by the browser) gives the first game', () => {
    expect(
      lastGame(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(GAMES[0]);
  });
});
