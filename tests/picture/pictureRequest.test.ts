import { describe, expect, test } from 'vitest';
import { pictureFileName, pictureRequest } from '../../src/components/picture/pictureRequest';
import { PLAIN_STYLE } from '../../src/components/picture/pictureStyle';
import { makeI18n } from '../../src/i18n/context';
import { en } from '../../src/i18n/en';
import { de } from '../i18n/dictionaries';
import { ABALONE, storeFor } from '../components/render';

const MOVES = ['a1b2', 'i5h5', 'b2c3'];

describe('what the picture worker is asked', () => {
  test('the GIF: every move of the game, a line under the board for each position, the result', () => {
    const store = storeFor(ABALONE, MOVES);
    store.getState().setPlayers({ black: 'human', white: 'hard' });
    const request = pictureRequest('gif', store.getState(), makeI18n('en', en), PLAIN_STYLE);
    expect(request.moves).toEqual(store.getState().moves.map((m) => m.move));
    expect(request.ply).toBe(3);
    expect(request.players).toBe('Black · Human v White · Computer · Hard');
    expect(request.lines).toEqual([
      'Start · Pushed off by Black 0 / 6 · Pushed off by White 0 / 6',
      'After move 1 · Pushed off by Black 0 / 6 · Pushed off by White 0 / 6',
      'After move 2 · Pushed off by Black 0 / 6 · Pushed off by White 0 / 6',
      'After move 3 · Pushed off by Black 0 / 6 · Pushed off by White 0 / 6',
    ]);
    expect(request.result).toBe(
      'Not finished · Pushed off by Black 0 / 6 · Pushed off by White 0 / 6',
    );
    expect(pictureFileName(request, Date.UTC(2026, 11, 6, 7, 30))).toMatch(
      /^hexplay-abalone-2026-12-06-\d{4}\.gif$/,
    );
  });

  test('the PNG: the viewed position, its line only, in the reader’s language', () => {
    const store = storeFor(ABALONE, MOVES);
    store.getState().goTo(1);
    const request = pictureRequest('png', store.getState(), makeI18n('de', de), PLAIN_STYLE);
    expect(request.ply).toBe(1);
    expect(request.lines).toHaveLength(2);
    expect(request.lines[0]).toBe('');
    expect(request.lines[1]).toMatch(/^Nach Zug 1 · /);
    expect(pictureFileName(request, 0)).toMatch(/\.png$/);
  });

  test('a resigned game says who won', () => {
    const store = storeFor(ABALONE, MOVES);
    store.getState().resign();
    const request = pictureRequest('gif', store.getState(), makeI18n('en', en), PLAIN_STYLE);
    expect(request.result).toMatch(/^Black wins · /);
  });
});
