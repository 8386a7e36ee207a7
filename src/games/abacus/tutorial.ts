import { moveInfo, type Move, type Position } from '../../engine';
import { type Accepts, acceptsText } from '../../learn/judge';
import type { Step } from '../../learn/tutorial';
import { groupOf } from './groups';
import type { AbacusLearnWords } from './words/learn/en';

const isPlacement = (pos: Position, move: Move): boolean => moveInfo(pos, move).from.length === 0;

/** A placement whose stone ends in a group of at least `size`. */
const placesGroupOf =
  (size: number): Accepts =>
  (pos, move) => {
    if (!isPlacement(pos, move)) return false;
    const cell = moveInfo(pos, move).to[0];
    const after = pos.cells.slice();
    after[cell] = pos.turn;
    return groupOf(pos.board, after, cell).length >= size;
  };

/** A slide, from `from` when given (a cell label). */
const slides =
  (from?: string): Accepts =>
  (pos, move) => {
    const info = moveInfo(pos, move);
    return (
      info.from.length === 1 &&
      (from === undefined || pos.board.labels[info.from[0]].toLowerCase() === from)
    );
  };

/**
 * The Abacus tutorial, on the real engine: each step's board takes only the move that
 * completes it. Played on the light board (n=4) so that each position reads at a glance;
 * the ending on n=3, whose full board is small enough to count.
 */
export const ABACUS_TUTORIAL: readonly Step<keyof AbacusLearnWords['tutorial']['steps']>[] = [
  {
    id: 'place',
    position: 'abacus 4/5/6/7/6/5/4 b',
    highlight: [],
    arrows: [],
    accepts: isPlacement,
    solution: 'd4',
  },
  {
    id: 'group',
    position: 'abacus 4/5/3w2/7/2bb2/4w/4 b',
    highlight: ['c3', 'c4'],
    arrows: [],
    accepts: placesGroupOf(3),
    solution: 'c5',
  },
  {
    id: 'slide',
    position: 'abacus 4/2w2/2w3/7/1bbb2/5/4 b',
    highlight: ['c2', 'c3', 'c4'],
    arrows: [],
    accepts: slides(),
    solution: 'c3d4',
  },
  {
    id: 'split',
    position: 'abacus 4/1b3/6/7/1bbb2/1w3/4 b',
    highlight: ['c3', 'f4'],
    arrows: [{ from: 'c3', to: 'e3', kind: 'move' }],
    accepts: acceptsText('c3e3'),
    solution: 'c3e3',
  },
  {
    id: 'illegal',
    position: 'abacus b2b/5/2w3/1bb2b1/3bb1/5/4 b',
    highlight: ['c4'],
    arrows: [
      { from: 'c4', to: 'a2', kind: 'illegal' },
      { from: 'c4', to: 'c2', kind: 'illegal' },
      { from: 'c4', to: 'f4', kind: 'illegal' },
    ],
    accepts: slides('c4'),
    solution: 'c4f7',
  },
  {
    id: 'end',
    position: 'abacus wwb/wwwb/ww1bb/bbww/bbw b',
    highlight: ['c3'],
    arrows: [],
    accepts: acceptsText('c3'),
    solution: 'c3',
  },
];
