import { BLACK, outcome, parseCell, type Position, WHITE } from '../../engine';
import { fact, pieceOn } from '../../learn/claims';
import { type Diagram, illegal, move, type Section } from '../../learn/diagrams';
import { groupOf } from './groups';
import type { AbacusLearnWords } from './words/learn/en';

/** The size of the group the stone on `label` belongs to. */
const groupSize = (pos: Position, label: string): number =>
  groupOf(pos.board, pos.cells, parseCell(pos.board, label)).length;

/**
 * Abacus's diagrams, one for each its words describe, checked against the engine by
 * tests/learn/diagrams.test.ts: each `move` is legal and does what its `claim` says, each
 * `illegal` move is refused for its reason, and the arrows start where pieces stand.
 */
export const ABACUS_DIAGRAMS = {
  'abacus-place': {
    game: 'abacus',
    position: 'abacus 5/6/7/4b3/2w6/5w2/2bb3/6/5 b',
    highlight: ['e5'],
    arrows: [],
    move: 'e5',
    claim: (_b, a) => [fact('e5', pieceOn(a, 'e5'), 'black')],
  },
  'abacus-four': {
    game: 'abacus',
    position: 'abacus 5/6/3bb2/8/3w5/6w1/2bbbb1/6/5 b',
    highlight: ['c6'],
    arrows: [move('c6', 'f6')],
    move: 'c6f6',
    claim: (b, a) => [
      fact('group of c6 before', groupSize(b, 'c6'), 4),
      fact('group of f6 after', groupSize(a, 'f6'), 3),
      fact('group of c3 after', groupSize(a, 'c3'), 3),
    ],
  },
  'abacus-single': {
    game: 'abacus',
    position: 'abacus 5/6/7/8/5w3/8/2bbb2/6/5 b',
    highlight: ['c4'],
    arrows: [move('c4', 'b4')],
    move: 'c4b4',
    claim: (b, a) => [
      fact('group of c4 before', groupSize(b, 'c4'), 3),
      fact('group of b4 after', groupSize(a, 'b4'), 2),
      fact('group of c3 after', groupSize(a, 'c3'), 1),
    ],
  },
  'abacus-split': {
    game: 'abacus',
    position: 'abacus 5/6/7/3b4/9/5w2/2bbb2/6/5 b',
    highlight: ['c4'],
    arrows: [move('c4', 'e4')],
    move: 'c4e4',
    claim: (b, a) => [
      fact('group of c4 before', groupSize(b, 'c4'), 3),
      fact('group of e4 after', groupSize(a, 'e4'), 2),
      fact('group of c3 after', groupSize(a, 'c3'), 1),
      fact('group of c5 after', groupSize(a, 'c5'), 1),
    ],
  },
  'abacus-c4': {
    game: 'abacus',
    position: 'abacus 5/6/1b5/8/3w5/1bb1b3/3bb2/6/5 b',
    highlight: ['c4'],
    arrows: [illegal('c4', 'a2'), illegal('c4', 'c2'), illegal('c4', 'f4')],
    illegal: [
      { move: 'c4a2', because: 'would stand alone' },
      { move: 'c4c2', because: 'group of 3, not smaller than its group of 3' },
      { move: 'c4f4', because: 'blocked at e4' },
    ],
  },
  'abacus-end': {
    game: 'abacus',
    position: 'abacus wwb/wwwb/ww1bb/bbww/bbw b',
    highlight: ['c3'],
    arrows: [],
    move: 'c3',
    claim: (_b, a) => [
      fact('outcome', outcome(a), { winner: 'black', reason: 'full-board' }),
      fact('stones', [a.count[BLACK], a.count[WHITE]], [9, 10]),
    ],
  },
} as const satisfies Record<keyof AbacusLearnWords['diagrams'], Diagram>;

/** Abacus's rules page: its sections in reading order. */
export const ABACUS_PAGE: readonly Section<
  keyof AbacusLearnWords['sections'],
  keyof typeof ABACUS_DIAGRAMS
>[] = [
  { id: 'abacus-aim', diagrams: [] },
  { id: 'abacus-place', diagrams: ['abacus-place'] },
  { id: 'abacus-slide', diagrams: ['abacus-four', 'abacus-single', 'abacus-split'] },
  { id: 'abacus-illegal', diagrams: ['abacus-c4'] },
  { id: 'abacus-end', diagrams: ['abacus-end'] },
  { id: 'abacus-favoured', diagrams: [], extra: 'selfPlay' },
  { id: 'abacus-notation', diagrams: [] },
];
