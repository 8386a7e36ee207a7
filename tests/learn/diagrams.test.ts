import { expect, test } from 'vitest';
import { boardOf, GAMES, NONE, parseCell, parseMove } from '../../src/engine';
import { groupOf } from '../../src/games/abacus/groups';
import { positionOf } from '../../src/components/learn/positionOf';
import { labelCoords } from '../../src/learn/judge';
import { learningSuite } from '../suites/learning';
import { position } from '../fixtures';
import { DIAGRAMS, LEARNING } from './learning';

for (const game of GAMES) learningSuite(game, LEARNING[game]);

test('the C4 stone of the rules text has no legal slide at all', () => {
  const pos = position(DIAGRAMS['abacus-c4'].position);
  const c4 = parseCell(pos.board, 'c4');
  const slides = ['a2', 'b3', 'b4', 'c2', 'c3', 'd4', 'e4', 'f4', 'c6', 'c7', 'a4', 'b5', 'c1'];
  for (const to of slides) expect(parseMove(pos, `c4${to}`).ok, to).toBe(false);
  expect(groupOf(pos.board, pos.cells, c4)).toHaveLength(3);
});

test.each([
  ['e5', 4, 4],
  ['a1', 0, 0],
  ['E10', 4, 9],
  ['c4', 2, 3],
])('label %s reads as row %i, diagonal %i', (label, r, d) => {
  expect(labelCoords(label)).toEqual({ r, d });
});

test('a label off the board still reads, and a bad one is a bug', () => {
  expect(parseCell(boardOf(5), 'e10')).toBe(NONE);
  expect(() => labelCoords('e')).toThrow();
  expect(() => positionOf('abacus 5/6 b')).toThrow(/bad position/);
});
