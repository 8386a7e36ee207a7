import { describe, expect, test } from 'vitest';
import { changedRegion, WHOLE } from '../../src/components/picture/frameRegion';
import {
  BAND,
  PICTURE_HEIGHT,
  pictureAt,
  placeBoard,
} from '../../src/components/picture/pictureSize';
import { moveInfo, parseMove, play } from '../../src/engine';
import { initialPosition } from '../../src/games';

const start = initialPosition('abalone', 5, 'belgian');
const move = parseMove(start, 'a1b2');
if (!move.ok) throw new Error(move.error.message);
const after = play(start, move.value);
const info = moveInfo(start, move.value);
const place = placeBoard(start.board, true);
const base = { coordinates: true, top: 'players', bottom: 'Start' };

describe('the part of a frame a move changes', () => {
  test.each([false, true])(
    'covers the cells moved and marked (flipped %s), and little else',
    (flipped) => {
      const before = { ...base, flipped, pos: start, lastFrom: [], lastTo: [] };
      const next = { ...before, pos: after, lastFrom: info.from, lastTo: info.to };
      const region = changedRegion(before, next, place);
      for (const c of [...info.from, ...info.to]) {
        const [x, y] = pictureAt(start.board, flipped, place, start.board.x[c], start.board.y[c]);
        expect(x).toBeGreaterThan(region.x);
        expect(x).toBeLessThan(region.x + region.width);
        expect(y).toBeGreaterThan(region.y);
        expect(y).toBeLessThan(region.y + region.height);
      }
      expect(region.width * region.height).toBeLessThan((WHOLE.width * WHOLE.height) / 10);
    },
  );

  test('new words under the board take in the band', () => {
    const before = { ...base, flipped: false, pos: start, lastFrom: [], lastTo: [] };
    const region = changedRegion(before, { ...before, bottom: 'After move 1' }, place);
    expect(region).toEqual({ x: 0, y: PICTURE_HEIGHT - BAND, width: WHOLE.width, height: BAND });
  });
});
