import { type Board, boardOf, cellAt, parseCell } from '../../engine/hex';
import type { Layout } from '../../engine/layouts';
import { BLACK, WHITE } from '../../engine/types';

/** Abalone's start layouts: RULES.md §3's six, then those of docs/layouts.md. */
export const ABALONE_LAYOUTS = [
  'standard',
  'belgian',
  'german',
  'dutch',
  'swiss',
  'domination',
  'alien_attack',
  'the_wall',
  'face_to_face',
  'fujiyama',
  'star',
  'duel',
  'checkerboard',
] as const;
export type AbaloneLayout = (typeof ABALONE_LAYOUTS)[number];

export const isAbaloneLayout = (text: string): text is AbaloneLayout =>
  (ABALONE_LAYOUTS as readonly string[]).includes(text);

/**
 * The names of a record's Variant tag (RULES.md §5). A reader also takes display names
 * such as "Belgian Daisy" (`parseVariant` in rules.ts).
 */
export const LAYOUT_VARIANTS: Record<AbaloneLayout, string> = {
  standard: 'standard',
  belgian: 'belgian',
  german: 'german_daisy',
  dutch: 'dutch_daisy',
  swiss: 'swiss_daisy',
  domination: 'domination',
  alien_attack: 'alien_attack',
  the_wall: 'the_wall',
  face_to_face: 'face_to_face',
  fujiyama: 'fujiyama',
  star: 'star',
  duel: 'duel',
  checkerboard: 'checkerboard',
};

const N5_LAYOUTS: Record<Exclude<AbaloneLayout, 'standard'>, readonly [string, string]> = {
  belgian: [
    'A1 A2 B1 B2 B3 C2 C3 G7 G8 H7 H8 H9 I8 I9',
    'A4 A5 B4 B5 B6 C5 C6 G4 G5 H4 H5 H6 I5 I6',
  ],
  german: [
    'B1 B2 C1 C2 C3 D2 D3 F7 F8 G7 G8 G9 H8 H9',
    'B5 B6 C5 C6 C7 D6 D7 F3 F4 G3 G4 G5 H4 H5',
  ],
  dutch: ['A1 A2 B1 B3 B5 C2 C3 G7 G8 H5 H7 H9 I8 I9', 'A4 A5 B2 B4 B6 C5 C6 G4 G5 H4 H6 H8 I5 I6'],
  swiss: ['B1 B2 C1 C3 C6 D2 D3 F7 F8 G4 G7 G9 H8 H9', 'B5 B6 C2 C5 C7 D6 D7 F3 F4 G3 G5 G8 H4 H5'],
  domination: [
    'B1 C1 C2 D1 D2 D3 E4 E6 F7 F8 F9 G8 G9 H9',
    'B6 C6 C7 D5 D6 D7 D8 F2 F3 F4 F5 G3 G4 H4',
  ],
  // The layouts below are not in RULES.md §3: docs/layouts.md names the two sources each
  // was checked against.
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

/** Layouts offered on a board of side n: only Standard exists on boards other than n=5. */
export const layoutsFor = (n: number): readonly AbaloneLayout[] =>
  n === 5 ? ABALONE_LAYOUTS : ['standard'];

/** Marbles each side starts with in the generalised Standard layout: 3n - 1. */
export const marblesPerSide = (n: number): number => 3 * n - 1;

/** Marbles to push off to win: round(3·(3n-1)/7), which is 6 on n=5. */
export const winTarget = (n: number): number => Math.round((3 * marblesPerSide(n)) / 7);

/** The start cells of an Abalone layout, as a `cells` array (0 empty, 1 black, 2 white). */
export function layoutCells(n: number, layout: Layout): Int8Array {
  if (!isAbaloneLayout(layout) || !layoutsFor(n).includes(layout)) {
    throw new RangeError(`layout ${layout} is not defined on n=${n}`);
  }
  const board = boardOf(n);
  const cells = new Int8Array(board.cellCount);
  if (layout === 'standard') {
    fillStandard(board, cells);
  } else {
    const [black, white] = N5_LAYOUTS[layout];
    for (const label of black.split(' ')) cells[parseCell(board, label)] = BLACK;
    for (const label of white.split(' ')) cells[parseCell(board, label)] = WHITE;
  }
  return cells;
}

function fillStandard(board: Board, cells: Int8Array): void {
  const { n, cellCount, row, diag } = board;
  const last = 2 * n - 2;
  for (let c = 0; c < cellCount; c++) {
    const r = row[c];
    const d = diag[c];
    // Rows A and B, then C3 .. C(n): diagonal indices 2 .. n-1 of row C.
    if (r <= 1 || (r === 2 && d >= 2 && d <= n - 1)) {
      cells[c] = BLACK;
      cells[cellAt(board, last - r, last - d)] = WHITE;
    }
  }
}
