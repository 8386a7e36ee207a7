import {
  clonePosition,
  legalMoves,
  makeNullMove,
  moveInfo,
  play,
  type Position,
} from '../../engine';
import type { BlunderCheck } from '../module';
import type { AbaloneWords } from './words/en';

/**
 * How many marbles of the side not to move the side to move can push off with its move:
 * the ejecting pushes among its legal moves, counted by the marble each pushes off.
 */
function ejectable(pos: Position): number {
  const off = new Set<number>();
  for (const move of legalMoves(pos)) {
    const info = moveInfo(pos, move);
    if (info.ejects) off.add(info.pushed[info.pushed.length - 1]);
  }
  return off.size;
}

/**
 * A move is a blunder when, after it, the opponent can push off more of the mover's
 * marbles than it could have had the mover passed: a marble newly left at the edge, not
 * one already hanging that the move did not save. The move generator alone decides it,
 * in well under a millisecond: no search.
 */
export const abaloneBlunder: BlunderCheck<AbaloneWords> = {
  check(pos, move) {
    const passed = clonePosition(pos);
    makeNullMove(passed);
    return Promise.resolve(ejectable(play(pos, move)) > ejectable(passed));
  },
  warning: (words) => words.blunder,
};
