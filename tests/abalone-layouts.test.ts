import { describe, expect, test } from 'vitest';
import { BLACK, type Layout, makePosition, recordStart, WHITE } from '../src/engine';
import { makeRecord, parseRecords } from '../src/engine/apgn';
import { GAME_MODULES, initialPosition, rulesOf } from '../src/games';
import { makeLink, parseLink } from '../src/store/records/link';
import { cellsOf, labels } from './fixtures';
import { randomMoves, spec } from './records/games';

/**
 * The layouts beyond RULES.md §3, as docs/layouts.md gives them from two sources each
 * (Black, then White): written out here, not read from the code, so a slip in either
 * shows.
 */
const SOURCED: Record<string, readonly [string, string]> = {
  alien_attack: [
    'B3 B4 C3 C5 F5 F6 G4 G6 G8 H5 H8 I5 I7 I9',
    'A1 A3 A5 B2 B5 C2 C4 C6 D4 D5 G5 G7 H6 H7',
  ],
  the_wall: [
    'A3 C2 C3 C4 C5 C6 D1 D2 D3 D4 D5 D6 D7 D8',
    'F2 F3 F4 F5 F6 F7 F8 F9 G4 G5 G6 G7 G8 I7',
  ],
  face_to_face: [
    'C6 C7 D6 D7 D8 E6 E7 E8 E9 F7 F8 F9 G8 G9',
    'C1 C2 D1 D2 D3 E1 E2 E3 E4 F2 F3 F4 G3 G4',
  ],
  fujiyama: [
    'A1 A2 A3 A4 A5 B2 B5 C3 C5 D4 D5 G6 H6 H7',
    'B3 B4 C4 F5 F6 G5 G7 H5 H8 I5 I6 I7 I8 I9',
  ],
  star: ['A1 B5 C3 C7 D5 E2 E4 E7 E9 F6 G5 G9 H8 I5', 'A5 B2 C1 C5 D4 E1 E3 E6 E8 F5 G3 G7 H5 I9'],
  duel: ['A4 B4 B5 B6 C5 D1 E1 E2 F2 G7 H7 H8 H9 I8', 'A2 B1 B2 B3 C3 D8 E8 E9 F9 G5 H4 H5 H6 I6'],
  checkerboard: [
    'B2 B4 B6 D1 D3 D5 D7 F3 F5 F7 F9 H4 H6 H8',
    'B1 B3 B5 D2 D4 D6 D8 F2 F4 F6 F8 H5 H7 H9',
  ],
};

/** A map of the n=5 board onto itself, on cube coordinates centred on E5. */
type Cube = readonly [number, number, number];
const SYMMETRIES = {
  'half turn': ([x, y, z]: Cube): Cube => [-x, -y, -z],
  'sixth turn': ([x, y, z]: Cube): Cube => [-z, -x, -y],
  'mirror, left to right': ([x, y, z]: Cube): Cube => [x, z, y],
  'mirror, top to bottom': ([x, y, z]: Cube): Cube => [-x, -z, -y],
} as const;
type Symmetry = keyof typeof SYMMETRIES;

/** The map that takes each layout's Black marbles onto White's: neither side starts better placed. */
const COLOUR_SYMMETRY: Record<string, Symmetry> = {
  standard: 'half turn',
  belgian: 'mirror, left to right',
  german: 'mirror, left to right',
  dutch: 'mirror, left to right',
  swiss: 'mirror, left to right',
  domination: 'sixth turn',
  alien_attack: 'half turn',
  the_wall: 'half turn',
  face_to_face: 'half turn',
  fujiyama: 'half turn',
  star: 'half turn',
  duel: 'half turn',
  checkerboard: 'mirror, left to right',
};

const ROWS = 'ABCDEFGHI';
const toCube = (label: string): Cube => {
  const r = ROWS.indexOf(label[0]) - 4;
  const z = Number(label.slice(1)) - r - 5;
  return [r, -r - z, z];
};
const toLabel = ([x, , z]: Cube): string => `${ROWS[x + 4] ?? '?'}${z + x + 5}`;

const LAYOUTS = rulesOf('abalone').layouts(5);
const BOARD = initialPosition('abalone', 5).board;

describe('every Abalone layout on n=5', () => {
  test('RULES.md §3 has six; with those of docs/layouts.md there are thirteen', () => {
    expect(LAYOUTS.slice(6)).toEqual(Object.keys(SOURCED));
    expect(LAYOUTS).toHaveLength(13);
    expect(Object.keys(COLOUR_SYMMETRY).sort()).toEqual([...LAYOUTS].sort());
  });

  test.each(Object.entries(SOURCED))('%s has the cells its sources give', (layout, [b, w]) => {
    const pos = initialPosition('abalone', 5, layout);
    expect(cellsOf(pos, BLACK)).toEqual(labels(b));
    expect(cellsOf(pos, WHITE)).toEqual(labels(w));
  });

  test.each(LAYOUTS)('%s: 14 marbles a side, on the board, none shared', (layout) => {
    const pos = initialPosition('abalone', 5, layout);
    const black = cellsOf(pos, BLACK);
    const white = cellsOf(pos, WHITE);
    expect([black.length, white.length]).toEqual([14, 14]);
    expect(black.filter((c) => white.includes(c))).toEqual([]);
    for (const c of [...black, ...white]) expect(BOARD.labels).toContain(c);
    expect(pos.turn).toBe(BLACK);
    expect([pos.extras[BLACK], pos.extras[WHITE]]).toEqual([0, 0]);
  });

  test.each(LAYOUTS)('%s: a symmetry of the board takes Black onto White', (layout) => {
    const pos = initialPosition('abalone', 5, layout);
    const map = SYMMETRIES[COLOUR_SYMMETRY[layout]];
    const mapped = cellsOf(pos, BLACK)
      .map((c) => toLabel(map(toCube(c))))
      .sort();
    expect(mapped).toEqual(cellsOf(pos, WHITE));
  });

  test.each(LAYOUTS)('%s: its Variant tag is lowercase and reads back', (layout) => {
    const variant = rulesOf('abalone').variantName(5, layout);
    expect(variant).toMatch(/^[a-z_]+$/);
    const parsed = parseRecords(`[Variant "${variant}"]\n*`);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const start = recordStart(parsed.value[0], GAME_MODULES);
    if (!start.ok) throw new Error(start.error);
    expect(start.value.layout).toBe(layout);
    expect(makeRecord(start.value, [], '*')).toContain(`[Variant "${variant}"]`);
  });

  test.each([
    ['Alien Attack', 'alien_attack'],
    ['the wall', 'the_wall'],
    ['Face-to-Face', 'face_to_face'],
    ['FUJIYAMA', 'fujiyama'],
  ])('the display name %j reads as %s', (name, layout) => {
    expect(rulesOf('abalone').parseVariant(name, 5)).toEqual({ ok: true, value: layout });
  });

  test.each(LAYOUTS)('%s: a game from it goes into a link and comes back', (layout: Layout) => {
    const gameSpec = spec('abalone', 5, layout);
    const game = { spec: gameSpec, moves: randomMoves(gameSpec, 20, 7), ending: undefined };
    const link = makeLink(game, 'https://hexplay.example/');
    expect(link).toContain(`game=abalone.5.${layout}&`);
    const parsed = parseLink(link);
    expect(parsed.ok && parsed.value).toEqual({ ...game, checked: true });
  });

  test('no two layouts start from the same position', () => {
    const starts = LAYOUTS.map((l) => makePosition(initialPosition('abalone', 5, l)));
    expect(new Set(starts).size).toBe(LAYOUTS.length);
  });

  test('other sizes still offer Standard only', () => {
    for (const n of [4, 6, 7]) expect(rulesOf('abalone').layouts(n)).toEqual(['standard']);
  });
});
