import { describe, expect, test } from 'vitest';
import {
  BLACK,
  boardOf,
  makePosition,
  moveInfo,
  NONE,
  outcome,
  parseCell,
  parseMove,
  play,
  type Position,
  WHITE,
} from '../../src/engine';
import { groupOf } from '../../src/games/abacus/groups';
import { positionOf } from '../../src/components/learn/positionOf';
import type { Arrow } from '../../src/learn/diagrams';
import { labelCoords } from '../../src/learn/judge';
import { DIAGRAMS, type DiagramId, LEARNING } from './learning';
import { move, position } from '../fixtures';

const entries = Object.entries(DIAGRAMS) as [DiagramId, (typeof DIAGRAMS)[DiagramId]][];

const cellOf = (pos: Position, label: string): number => parseCell(pos.board, label);
const groupSize = (pos: Position, label: string): number =>
  groupOf(pos.board, pos.cells, cellOf(pos, label)).length;

/** An arrow's cells as the engine numbers them; NONE for a cell off the board. */
const ends = (pos: Position, arrow: Arrow) => [cellOf(pos, arrow.from), cellOf(pos, arrow.to)];

describe.each(entries)('diagram %s', (_id, diagram) => {
  const pos = position(diagram.position);

  test('its position string is canonical and of its game', () => {
    expect(makePosition(pos)).toBe(diagram.position);
    expect(pos.game).toBe(diagram.game);
    expect(outcome(pos)).toBeUndefined();
  });

  test('its rings are cells of the board', () => {
    for (const label of diagram.highlight) expect(cellOf(pos, label)).not.toBe(NONE);
  });

  test('its arrows draw its move and its refused moves', () => {
    const info = 'move' in diagram ? moveInfo(pos, move(pos, diagram.move)) : undefined;
    const moved = new Set(info?.from.map((c, i) => `${c}>${info.to[i]}`));
    const pushed = info?.pushed ?? [];
    for (const arrow of diagram.arrows) {
      const [from, to] = ends(pos, arrow);
      switch (arrow.kind) {
        case 'move':
          expect(moved.has(`${from}>${to}`), `${arrow.from}→${arrow.to}`).toBe(true);
          break;
        case 'push':
          expect(pushed).toContain(from);
          expect(pos.cells[to]).not.toBe(pos.turn);
          break;
        case 'off':
          expect(info?.ejects).toBe(true);
          expect(pushed.at(-1)).toBe(from);
          expect(to).toBe(NONE);
          break;
        case 'illegal':
          expect(pos.cells[from]).toBe(pos.turn);
          break;
      }
    }
    // Every piece the move carries has its arrow.
    expect(diagram.arrows.filter((a) => a.kind === 'move')).toHaveLength(
      info && info.from.length > 0 ? info.from.length : 0,
    );
  });
});

/** What each diagram's text says of its move, checked on the position after it. */
const CLAIMS: [DiagramId, (before: Position, after: Position) => void][] = [
  ['abacus-place', (_b, a) => expect(a.cells[cellOf(a, 'e5')]).toBe(BLACK)],
  [
    'abacus-four',
    (b, a) => {
      expect(groupSize(b, 'c6')).toBe(4);
      expect(groupSize(a, 'f6')).toBe(3);
      expect(groupSize(a, 'c3')).toBe(3);
    },
  ],
  [
    'abacus-single',
    (b, a) => {
      expect(groupSize(b, 'c4')).toBe(3);
      expect(groupSize(a, 'b4')).toBe(2);
      expect(groupSize(a, 'c3')).toBe(1);
    },
  ],
  [
    'abacus-split',
    (b, a) => {
      expect(groupSize(b, 'c4')).toBe(3);
      expect(groupSize(a, 'e4')).toBe(2);
      expect(groupSize(a, 'c3')).toBe(1);
      expect(groupSize(a, 'c5')).toBe(1);
    },
  ],
  [
    'abacus-end',
    (_b, a) => {
      expect(outcome(a)).toEqual({ winner: 'black', reason: 'full-board' });
      expect([a.count[BLACK], a.count[WHITE]]).toEqual([9, 10]);
    },
  ],
  ['abalone-single', (_b, a) => expect(a.cells[cellOf(a, 'f6')]).toBe(BLACK)],
  ['abalone-inline2', (_b, a) => expect(a.cells[cellOf(a, 'c5')]).toBe(BLACK)],
  ['abalone-inline3', (_b, a) => expect(a.cells[cellOf(a, 'g6')]).toBe(BLACK)],
  ['abalone-broadside2', (_b, a) => expect(a.cells[cellOf(a, 'f5')]).toBe(BLACK)],
  ['abalone-broadside3', (_b, a) => expect(a.cells[cellOf(a, 'd6')]).toBe(BLACK)],
  ['abalone-sumito21', (_b, a) => expect(a.cells[cellOf(a, 'c6')]).toBe(WHITE)],
  ['abalone-sumito31', (_b, a) => expect(a.cells[cellOf(a, 'd6')]).toBe(WHITE)],
  [
    'abalone-sumito32',
    (_b, a) => expect([a.cells[cellOf(a, 'e6')], a.cells[cellOf(a, 'e7')]]).toEqual([WHITE, WHITE]),
  ],
  [
    'abalone-eject',
    (b, a) => {
      expect(a.extras[WHITE]).toBe(b.extras[WHITE] + 1);
      expect(outcome(a)).toBeUndefined();
    },
  ],
  [
    'abalone-win',
    (_b, a) => {
      expect(a.extras[WHITE]).toBe(6);
      expect(outcome(a)?.winner).toBe('black');
    },
  ],
];

test.each(CLAIMS)('%s: the move shown does what its text says', (id, claim) => {
  const diagram: { position: string; move?: string } = DIAGRAMS[id];
  const before = position(diagram.position);
  claim(before, play(before, move(before, diagram.move ?? '')));
});

test('every diagram with a move has its claim checked', () => {
  const withMove = entries.filter(([, d]) => 'move' in d).map(([id]) => id);
  expect(CLAIMS.map(([id]) => id).sort()).toEqual(withMove.sort());
});

/** The refused moves of each diagram, with the rule the engine names. */
const REFUSED: [DiagramId, string, RegExp][] = [
  ['abacus-c4', 'c4a2', /would stand alone/],
  ['abacus-c4', 'c4c2', /group of 3, not smaller than its group of 3/],
  ['abacus-c4', 'c4f4', /blocked at e4/],
  ['abalone-pac', 'c3c4', /single marble cannot push/],
  ['abalone-pac', 'e3e4', /2 marbles cannot push 2/],
  ['abalone-pac', 'g4g5', /3 marbles cannot push 3/],
  ['abalone-sandwich', 'e2e3', /sandwiched/],
];

test.each(REFUSED)('%s: %s is refused for the reason shown', (id, text, reason) => {
  const diagram: { position: string; illegal?: readonly string[] } = DIAGRAMS[id];
  expect(diagram.illegal).toContain(text);
  const parsed = parseMove(position(diagram.position), text);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.error.message).toMatch(reason);
});

test('every refused move of a diagram is in the table', () => {
  const listed = entries.flatMap(([id, d]) =>
    'illegal' in d ? d.illegal.map((m) => `${id} ${m}`) : [],
  );
  expect(REFUSED.map(([id, m]) => `${id} ${m}`).sort()).toEqual(listed.sort());
});

test('the C4 stone of the rules text has no legal slide at all', () => {
  const pos = position(DIAGRAMS['abacus-c4'].position);
  const c4 = cellOf(pos, 'c4');
  const slides = ['a2', 'b3', 'b4', 'c2', 'c3', 'd4', 'e4', 'f4', 'c6', 'c7', 'a4', 'b5', 'c1'];
  for (const to of slides) expect(parseMove(pos, `c4${to}`).ok, to).toBe(false);
  expect(groupOf(pos.board, pos.cells, c4)).toHaveLength(3);
});

test('each page shows every diagram exactly once', () => {
  const shown = Object.values(LEARNING).flatMap((l) => l.page.flatMap((s) => s.diagrams));
  expect([...shown].sort()).toEqual(entries.map(([id]) => id).sort());
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
