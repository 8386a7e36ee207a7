import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { makePosition } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { isLink } from '../../src/store/records/isLink';
import { type LinkedGame, makeLink, parseLink } from '../../src/store/records/link';
import { randomMoves, spec } from './games';

const BASE = 'https://hexplay.example/app/';

/** A game of random legal moves, stopping early where the game ends. */

describe('game links', () => {
  test.each([
    ['Abalone, standard', spec('abalone', 5), 40],
    ['Abalone, Belgian Daisy', spec('abalone', 5, 'belgian'), 60],
    ['Abacus n=5', spec('abacus', 5), 30],
    ['Abacus n=4', spec('abacus', 4), 20],
    ['no moves yet', spec('abalone', 5), 0],
  ])('%s: link → game → link gives the same link', (_name, gameSpec, plies) => {
    for (let seed = 1; seed <= 5; seed++) {
      const game: LinkedGame = {
        spec: gameSpec,
        moves: randomMoves(gameSpec, plies, seed),
        ending: undefined,
      };
      const link = makeLink(game, BASE);
      const parsed = parseLink(link);
      expect(parsed.ok && parsed.value).toEqual({ ...game, checked: true });
      if (parsed.ok) expect(makeLink(parsed.value, BASE)).toBe(link);
    }
  });

  test('a custom start and a resignation go into the link and come back', () => {
    const start = 'abalone 3ww/6/7/8/9/8/7/6/bb3 w 3 4';
    const game: LinkedGame = {
      spec: spec('abalone', 5, 'standard', start),
      moves: [],
      ending: { reason: 'resignation', winner: 'black' },
    };
    const link = makeLink(game, BASE);
    expect(link).toContain('start=3ww/6/7/8/9/8/7/6/bb3_w_3_4');
    expect(link).toContain('end=b');
    const parsed = parseLink(link);
    expect(parsed.ok && parsed.value).toEqual({ ...game, checked: true });
    if (parsed.ok) expect(makeLink(parsed.value, BASE)).toBe(link);
  });

  test('a draw by agreement in Abalone', () => {
    const gameSpec = spec('abalone', 5);
    const game: LinkedGame = {
      spec: gameSpec,
      moves: randomMoves(gameSpec, 7, 9),
      ending: { reason: 'agreement', winner: undefined },
    };
    const parsed = parseLink(makeLink(game, BASE));
    expect(parsed.ok && parsed.value).toEqual({ ...game, checked: true });
  });

  test('a 150-ply Abalone game fits a link well under 2,000 characters', () => {
    const gameSpec = spec('abalone', 5, 'belgian');
    const lengths: number[] = [];
    for (let seed = 1; seed <= 10; seed++) {
      const moves = randomMoves(gameSpec, 150, seed);
      expect(moves).toHaveLength(150);
      lengths.push(makeLink({ spec: gameSpec, moves, ending: undefined }, BASE).length);
    }
    // The base address is 28 characters; the game itself takes the rest.
    expect(Math.max(...lengths)).toBeLessThan(300);
  });

  test.each([
    ['no fragment at all', 'https://hexplay.example/', 'not a Hexplay game link'],
    ['a later version', '#hexplay=9&game=abalone.5.standard', 'version 9'],
    ['an unknown game', '#hexplay=1&game=chess.8.standard', 'names no game'],
    ['a size the game lacks', '#hexplay=1&game=abalone.12.standard', 'spec.n'],
    ['a layout of another size', '#hexplay=1&game=abalone.4.belgian', 'layout'],
    ['a broken start', '#hexplay=1&game=abalone.5.standard&start=9/9_b', 'spec.start'],
    ['moves that are not a code', '#hexplay=1&game=abalone.5.standard&moves=3.a+b', 'moves='],
    ['fewer moves than counted', '#hexplay=1&game=abalone.5.standard&moves=40.AB', 'fewer'],
    ['more moves than counted', '#hexplay=1&game=abalone.5.standard&moves=1.ABCDEF', 'more'],
    ['an ending that is not one', '#hexplay=1&game=abalone.5.standard&end=x', 'end=x'],
    ['bad percent escapes', '#hexplay=1&game=%E0%A4%A', 'not a readable part'],
  ])('%s is refused with a reason', (_name, text, reason) => {
    const parsed = parseLink(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toContain(reason);
  });

  test('a resignation after the board has ended the game is refused', () => {
    const gameSpec = spec('abacus', 3);
    const moves = randomMoves(gameSpec, 500, 3);
    const link = makeLink(
      { spec: gameSpec, moves, ending: { reason: 'resignation', winner: 'white' } },
      BASE,
    );
    const parsed = parseLink(link);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toContain('both a result on the board');
    expect(parseLink(makeLink({ spec: gameSpec, moves, ending: undefined }, BASE)).ok).toBe(true);
  });

  test('an index past the list of legal moves is refused', () => {
    // n=4 Abacus has 37 empty cells at the start: six bits, and 63 is no move.
    const parsed = parseLink('#hexplay=1&game=abacus.4.standard&moves=1._');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toContain('move 1');
  });

  test('garbage never throws and always says why', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 60 }), (a, b) => {
        for (const text of [
          a,
          `#hexplay=1&${a}`,
          `#hexplay=1&game=abalone.5.standard&moves=${b}`,
        ]) {
          const parsed = parseLink(text);
          if (!parsed.ok) expect(parsed.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('isLink tells game links from other text', () => {
    expect(isLink(`${BASE}#hexplay=1&game=abacus.5.standard`)).toBe(true);
    expect(isLink('#hexplay=1')).toBe(true);
    expect(isLink('#other=1')).toBe(false);
    expect(isLink(makePosition(initialPosition('abacus', 5)))).toBe(false);
  });
});
