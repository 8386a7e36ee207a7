import { moveInfo, type MoveInfo } from '../../engine';
import { move, off, push } from '../../learn/diagrams';
import type { Accepts } from '../../learn/judge';
import type { Step } from '../../learn/tutorial';
import type { AbaloneLearnWords } from './words/learn/en';

/** Judges a move by what it does, so that any move of the kind a step teaches passes. */
const kind =
  (test: (info: MoveInfo) => boolean): Accepts =>
  (pos, played) =>
    test(moveInfo(pos, played));

/** Along its own line, a move's marbles step into each other's cells; sideways they never do. */
const inLine = (info: MoveInfo): boolean => info.to.some((cell) => info.from.includes(cell));

/**
 * The Abalone tutorial, on the real engine: one kind of move a step, from a single marble
 * to a push off the edge, each on a board with few marbles so the ones that move stand out.
 */
export const ABALONE_TUTORIAL: readonly Step<keyof AbaloneLearnWords['tutorial']['steps']>[] = [
  {
    id: 'single',
    position: 'abalone 5/6/3ww2/8/4b4/8/2bb3/6/5 b 0 0',
    highlight: ['e5'],
    arrows: [],
    accepts: kind((info) => info.from.length === 1),
    solution: 'e5f6',
  },
  {
    id: 'inline',
    position: 'abalone 5/6/3ww2/8/9/8/2bbb2/6/5 b 0 0',
    highlight: ['c3', 'c4', 'c5'],
    arrows: [],
    accepts: kind((info) => info.from.length >= 2 && inLine(info)),
    solution: 'c3c4',
  },
  {
    id: 'broadside',
    position: 'abalone 5/6/3ww2/8/9/8/2bb3/6/5 b 0 0',
    highlight: ['c3', 'c4'],
    arrows: [],
    accepts: kind((info) => info.from.length >= 2 && !inLine(info)),
    solution: 'c3c4d4',
  },
  {
    id: 'sumito',
    position: 'abalone 5/6/3ww2/8/9/8/2bbw2/6/5 b 0 0',
    highlight: ['c3', 'c4'],
    arrows: [push('c5', 'c6')],
    accepts: kind((info) => info.pushed.length === 1),
    solution: 'c3c4',
  },
  {
    id: 'sumito32',
    position: 'abalone 5/6/7/8/1bbbww3/8/7/6/5 b 0 0',
    highlight: ['e2', 'e3', 'e4'],
    arrows: [push('e6', 'e7'), push('e5', 'e6')],
    accepts: kind((info) => info.pushed.length === 2),
    solution: 'e2e3',
  },
  {
    id: 'eject',
    position: 'abalone 5/6/7/8/5bbbw/8/2w4/6/5 b 0 0',
    highlight: ['e6', 'e7', 'e8'],
    arrows: [off('e9', 'e10'), move('e8', 'e9')],
    accepts: kind((info) => info.ejects),
    solution: 'e6e7',
  },
];
