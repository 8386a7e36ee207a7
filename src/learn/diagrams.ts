import type { Game } from '../engine';
import type { Messages } from '../i18n/en';

/** The kinds of arrow a diagram draws: a piece's path, a pushed piece, one pushed off, a refused move. */
export type ArrowKind = 'move' | 'push' | 'off' | 'illegal';

/**
 * An arrow between two cells named by label. `to` may name a cell just off the board
 * (`e10`), where a marble pushed off goes: labels are read as row and diagonal, whether
 * or not the board has that cell.
 */
export interface Arrow {
  readonly from: string;
  readonly to: string;
  readonly kind: ArrowKind;
}

export type DiagramId = keyof Messages['learn']['diagrams'];

/** A small board of the rules page: a position, what it marks, and the move it shows. */
export interface Diagram {
  readonly game: Game;
  /** A position string (RULES.md §4). */
  readonly position: string;
  /** Cells ringed for the reader's eye. */
  readonly highlight: readonly string[];
  readonly arrows: readonly Arrow[];
  /** The legal move the diagram shows, in notation; its try-it board asks for it. */
  readonly move?: string;
  /** Moves the diagram shows as illegal; the reader can ask the engine why each fails. */
  readonly illegal?: readonly string[];
}

const move = (from: string, to: string): Arrow => ({ from, to, kind: 'move' });
const push = (from: string, to: string): Arrow => ({ from, to, kind: 'push' });
const off = (from: string, to: string): Arrow => ({ from, to, kind: 'off' });
const illegal = (from: string, to: string): Arrow => ({ from, to, kind: 'illegal' });

/**
 * Every diagram, checked against the engine by tests/learn/diagrams.test.ts: each `move`
 * is legal, each `illegal` move is refused, and the arrows start where pieces stand.
 */
export const DIAGRAMS = {
  'abacus-place': {
    game: 'abacus',
    position: 'abacus 5/6/7/4b3/2w6/5w2/2bb3/6/5 b',
    highlight: ['e5'],
    arrows: [],
    move: 'e5',
  },
  'abacus-four': {
    game: 'abacus',
    position: 'abacus 5/6/3bb2/8/3w5/6w1/2bbbb1/6/5 b',
    highlight: ['c6'],
    arrows: [move('c6', 'f6')],
    move: 'c6f6',
  },
  'abacus-single': {
    game: 'abacus',
    position: 'abacus 5/6/7/8/5w3/8/2bbb2/6/5 b',
    highlight: ['c4'],
    arrows: [move('c4', 'b4')],
    move: 'c4b4',
  },
  'abacus-split': {
    game: 'abacus',
    position: 'abacus 5/6/7/3b4/9/5w2/2bbb2/6/5 b',
    highlight: ['c4'],
    arrows: [move('c4', 'e4')],
    move: 'c4e4',
  },
  'abacus-c4': {
    game: 'abacus',
    position: 'abacus 5/6/1b5/8/3w5/1bb1b3/3bb2/6/5 b',
    highlight: ['c4'],
    arrows: [illegal('c4', 'a2'), illegal('c4', 'c2'), illegal('c4', 'f4')],
    illegal: ['c4a2', 'c4c2', 'c4f4'],
  },
  'abacus-end': {
    game: 'abacus',
    position: 'abacus wwb/wwwb/ww1bb/bbww/bbw b',
    highlight: ['c3'],
    arrows: [],
    move: 'c3',
  },
  'abalone-single': {
    game: 'abalone',
    position: 'abalone 5/6/3ww2/8/4b4/8/2bb3/6/5 b 0 0',
    highlight: ['e5'],
    arrows: [move('e5', 'f6')],
    move: 'e5f6',
  },
  'abalone-inline2': {
    game: 'abalone',
    position: 'abalone 5/6/3ww2/8/9/8/2bb3/6/5 b 0 0',
    highlight: ['c3', 'c4'],
    arrows: [move('c4', 'c5'), move('c3', 'c4')],
    move: 'c3c4',
  },
  'abalone-inline3': {
    game: 'abalone',
    position: 'abalone 5/4w1/5w1/3b4/3b5/2b5/7/6/5 b 0 0',
    highlight: ['d3', 'e4', 'f5'],
    arrows: [move('f5', 'g6'), move('e4', 'f5'), move('d3', 'e4')],
    move: 'd3e4',
  },
  'abalone-broadside2': {
    game: 'abalone',
    position: 'abalone 5/6/3ww2/8/3bb4/8/7/6/5 b 0 0',
    highlight: ['e4', 'e5'],
    arrows: [move('e4', 'f4'), move('e5', 'f5')],
    move: 'e4e5f4',
  },
  'abalone-broadside3': {
    game: 'abalone',
    position: 'abalone 5/6/3ww2/8/9/8/2bbb2/6/5 b 0 0',
    highlight: ['c3', 'c4', 'c5'],
    arrows: [move('c3', 'd4'), move('c4', 'd5'), move('c5', 'd6')],
    move: 'c3c5d4',
  },
  'abalone-sumito21': {
    game: 'abalone',
    position: 'abalone 5/6/7/8/9/8/2bbw2/6/5 b 0 0',
    highlight: ['c3', 'c4'],
    arrows: [push('c5', 'c6'), move('c4', 'c5'), move('c3', 'c4')],
    move: 'c3c4',
  },
  'abalone-sumito31': {
    game: 'abalone',
    position: 'abalone 5/6/7/8/9/1bbbw3/7/6/5 b 0 0',
    highlight: ['d2', 'd3', 'd4'],
    arrows: [push('d5', 'd6'), move('d4', 'd5'), move('d3', 'd4'), move('d2', 'd3')],
    move: 'd2d3',
  },
  'abalone-sumito32': {
    game: 'abalone',
    position: 'abalone 5/6/7/8/1bbbww3/8/7/6/5 b 0 0',
    highlight: ['e2', 'e3', 'e4'],
    arrows: [
      push('e6', 'e7'),
      push('e5', 'e6'),
      move('e4', 'e5'),
      move('e3', 'e4'),
      move('e2', 'e3'),
    ],
    move: 'e2e3',
  },
  'abalone-pac': {
    game: 'abalone',
    position: 'abalone 5/6/1bbbwww/8/2bbww3/8/2bw3/6/5 b 0 0',
    highlight: ['c3', 'e3', 'e4', 'g4', 'g5', 'g6'],
    arrows: [illegal('c3', 'c4'), illegal('e4', 'e5'), illegal('g6', 'g7')],
    illegal: ['c3c4', 'e3e4', 'g4g5'],
  },
  'abalone-sandwich': {
    game: 'abalone',
    position: 'abalone 5/6/7/8/1bbbwb3/8/7/6/5 b 0 0',
    highlight: ['e5'],
    arrows: [illegal('e4', 'e5')],
    illegal: ['e2e3'],
  },
  'abalone-eject': {
    game: 'abalone',
    position: 'abalone 5/6/7/8/5bbbw/8/2w4/6/5 b 0 0',
    highlight: ['e9'],
    arrows: [off('e9', 'e10'), move('e8', 'e9'), move('e7', 'e8'), move('e6', 'e7')],
    move: 'e6e7',
  },
  'abalone-win': {
    game: 'abalone',
    position: 'abalone 5/2w3/2w4/8/5bbbw/8/7/1bb3/5 b 0 5',
    highlight: ['e9'],
    arrows: [off('e9', 'e10'), move('e8', 'e9'), move('e7', 'e8'), move('e6', 'e7')],
    move: 'e6e7',
  },
} as const satisfies Record<DiagramId, Diagram>;

export type SectionId = keyof Messages['learn']['sections'];

/** Something a section shows besides its diagrams, built from the engine's own tables. */
export type SectionExtra = 'layouts' | 'targets';

export interface Section {
  readonly id: SectionId;
  readonly diagrams: readonly DiagramId[];
  readonly extra?: SectionExtra;
}

/** Each game's rules page: its sections in reading order. */
export const PAGES = {
  abacus: [
    { id: 'abacus-aim', diagrams: [] },
    { id: 'abacus-place', diagrams: ['abacus-place'] },
    { id: 'abacus-slide', diagrams: ['abacus-four', 'abacus-single', 'abacus-split'] },
    { id: 'abacus-illegal', diagrams: ['abacus-c4'] },
    { id: 'abacus-end', diagrams: ['abacus-end'] },
    { id: 'abacus-notation', diagrams: [] },
  ],
  abalone: [
    { id: 'abalone-aim', diagrams: [] },
    {
      id: 'abalone-move',
      diagrams: [
        'abalone-single',
        'abalone-inline2',
        'abalone-inline3',
        'abalone-broadside2',
        'abalone-broadside3',
      ],
    },
    {
      id: 'abalone-sumito',
      diagrams: ['abalone-sumito21', 'abalone-sumito31', 'abalone-sumito32'],
    },
    { id: 'abalone-pac', diagrams: ['abalone-pac', 'abalone-sandwich'] },
    { id: 'abalone-eject', diagrams: ['abalone-eject'] },
    { id: 'abalone-win', diagrams: ['abalone-win'], extra: 'targets' },
    { id: 'abalone-layouts', diagrams: [], extra: 'layouts' },
    { id: 'abalone-notation', diagrams: [] },
  ],
} as const satisfies Record<Game, readonly Section[]>;
