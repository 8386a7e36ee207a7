import { outcome, WHITE } from '../../engine';
import { fact, pieceOn } from '../../learn/claims';
import { type Diagram, illegal, move, off, push, type Section } from '../../learn/diagrams';
import type { AbaloneLearnWords } from './words/learn/en';

/**
 * Abalone's diagrams, one for each its words describe, checked against the engine by
 * tests/learn/diagrams.test.ts: each `move` is legal and does what its `claim` says, each
 * `illegal` move is refused for its reason, and the arrows start where pieces stand.
 */
export const ABALONE_DIAGRAMS = {
  'abalone-single': {
    game: 'abalone',
    position: 'abalone 5/6/3ww2/8/4b4/8/2bb3/6/5 b 0 0',
    highlight: ['e5'],
    arrows: [move('e5', 'f6')],
    move: 'e5f6',
    claim: (_b, a) => [fact('f6', pieceOn(a, 'f6'), 'black')],
  },
  'abalone-inline2': {
    game: 'abalone',
    position: 'abalone 5/6/3ww2/8/9/8/2bb3/6/5 b 0 0',
    highlight: ['c3', 'c4'],
    arrows: [move('c4', 'c5'), move('c3', 'c4')],
    move: 'c3c4',
    claim: (_b, a) => [fact('c5', pieceOn(a, 'c5'), 'black')],
  },
  'abalone-inline3': {
    game: 'abalone',
    position: 'abalone 5/4w1/5w1/3b4/3b5/2b5/7/6/5 b 0 0',
    highlight: ['d3', 'e4', 'f5'],
    arrows: [move('f5', 'g6'), move('e4', 'f5'), move('d3', 'e4')],
    move: 'd3e4',
    claim: (_b, a) => [fact('g6', pieceOn(a, 'g6'), 'black')],
  },
  'abalone-broadside2': {
    game: 'abalone',
    position: 'abalone 5/6/3ww2/8/3bb4/8/7/6/5 b 0 0',
    highlight: ['e4', 'e5'],
    arrows: [move('e4', 'f4'), move('e5', 'f5')],
    move: 'e4e5f4',
    claim: (_b, a) => [fact('f5', pieceOn(a, 'f5'), 'black')],
  },
  'abalone-broadside3': {
    game: 'abalone',
    position: 'abalone 5/6/3ww2/8/9/8/2bbb2/6/5 b 0 0',
    highlight: ['c3', 'c4', 'c5'],
    arrows: [move('c3', 'd4'), move('c4', 'd5'), move('c5', 'd6')],
    move: 'c3c5d4',
    claim: (_b, a) => [fact('d6', pieceOn(a, 'd6'), 'black')],
  },
  'abalone-sumito21': {
    game: 'abalone',
    position: 'abalone 5/6/7/8/9/8/2bbw2/6/5 b 0 0',
    highlight: ['c3', 'c4'],
    arrows: [push('c5', 'c6'), move('c4', 'c5'), move('c3', 'c4')],
    move: 'c3c4',
    claim: (_b, a) => [fact('c6', pieceOn(a, 'c6'), 'white')],
  },
  'abalone-sumito31': {
    game: 'abalone',
    position: 'abalone 5/6/7/8/9/1bbbw3/7/6/5 b 0 0',
    highlight: ['d2', 'd3', 'd4'],
    arrows: [push('d5', 'd6'), move('d4', 'd5'), move('d3', 'd4'), move('d2', 'd3')],
    move: 'd2d3',
    claim: (_b, a) => [fact('d6', pieceOn(a, 'd6'), 'white')],
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
    claim: (_b, a) => [
      fact('e6', pieceOn(a, 'e6'), 'white'),
      fact('e7', pieceOn(a, 'e7'), 'white'),
    ],
  },
  'abalone-pac': {
    game: 'abalone',
    position: 'abalone 5/6/1bbbwww/8/2bbww3/8/2bw3/6/5 b 0 0',
    highlight: ['c3', 'e3', 'e4', 'g4', 'g5', 'g6'],
    arrows: [illegal('c3', 'c4'), illegal('e4', 'e5'), illegal('g6', 'g7')],
    illegal: [
      { move: 'c3c4', because: 'single marble cannot push' },
      { move: 'e3e4', because: '2 marbles cannot push 2' },
      { move: 'g4g5', because: '3 marbles cannot push 3' },
    ],
  },
  'abalone-sandwich': {
    game: 'abalone',
    position: 'abalone 5/6/7/8/1bbbwb3/8/7/6/5 b 0 0',
    highlight: ['e5'],
    arrows: [illegal('e4', 'e5')],
    illegal: [{ move: 'e2e3', because: 'sandwiched' }],
  },
  'abalone-eject': {
    game: 'abalone',
    position: 'abalone 5/6/7/8/5bbbw/8/2w4/6/5 b 0 0',
    highlight: ['e9'],
    arrows: [off('e9', 'e10'), move('e8', 'e9'), move('e7', 'e8'), move('e6', 'e7')],
    move: 'e6e7',
    claim: (b, a) => [
      fact('white marbles off', a.extras[WHITE], b.extras[WHITE] + 1),
      fact('outcome', outcome(a), undefined),
    ],
  },
  'abalone-win': {
    game: 'abalone',
    position: 'abalone 5/2w3/2w4/8/5bbbw/8/7/1bb3/5 b 0 5',
    highlight: ['e9'],
    arrows: [off('e9', 'e10'), move('e8', 'e9'), move('e7', 'e8'), move('e6', 'e7')],
    move: 'e6e7',
    claim: (_b, a) => [
      fact('white marbles off', a.extras[WHITE], 6),
      fact('winner', outcome(a)?.winner, 'black'),
    ],
  },
} as const satisfies Record<keyof AbaloneLearnWords['diagrams'], Diagram>;

/** Abalone's rules page: its sections in reading order. */
export const ABALONE_PAGE: readonly Section<
  keyof AbaloneLearnWords['sections'],
  keyof typeof ABALONE_DIAGRAMS
>[] = [
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
];
