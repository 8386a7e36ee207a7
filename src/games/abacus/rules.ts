import {
  abacusOutcome,
  generateAbacusMoves,
  isSlide,
  makeAbacusMove,
  moveFrom,
  moveTo,
  placeMove,
  slideMove,
  unmakeAbacusMove,
} from './moves';
import { groupOf } from './groups';
import { cellCountOf, cellName, lineBetween } from '../../engine/hex';
import type { Position } from '../../engine/position';
import { err, ok, type Result } from '../../engine/result';
import type { GameRules } from '../../engine/rules';
import { BLACK, EMPTY, type Move, WHITE } from '../../engine/types';
import { plainPositionText } from '../../engine/plain';

const colourName = (colour: number): string => (colour === BLACK ? 'black' : 'white');

function resolveMove(pos: Position, cells: readonly number[]): Result<Move, string> {
  const { board } = pos;
  const name = (c: number): string => cellName(board, c);
  const own = pos.turn;
  if (pos.count[BLACK] + pos.count[WHITE] === board.cellCount)
    return err('the board is full: the game is over');
  if (cells.length === 1) {
    const [to] = cells;
    return pos.cells[to] === EMPTY ? ok(placeMove(to)) : err(`${name(to)} is not empty`);
  }
  if (cells.length !== 2) return err('an Abacus move is one cell (place) or two (slide)');
  const [from, to] = cells;
  if (pos.cells[from] !== own) return err(`there is no ${colourName(own)} stone on ${name(from)}`);
  const path = lineBetween(board, from, to);
  if (!path) return err(`${name(to)} is not in a straight line from ${name(from)}`);
  for (const c of path) {
    if (pos.cells[c] !== EMPTY) return err(`the path is blocked at ${name(c)}`);
  }
  const g = groupOf(board, pos.cells, from).length;
  if (g < 3)
    return err(
      `the stone on ${name(from)} is in a group of ${g}; only groups of 3 or more can slide`,
    );
  const after = pos.cells.slice();
  after[from] = EMPTY;
  after[to] = own;
  const h = groupOf(board, after, to).length;
  if (h < 2) return err(`the stone would stand alone; a slide must form a group of at least 2`);
  if (h >= g)
    return err(`the stone would form a group of ${h}, not smaller than its group of ${g}`);
  return ok(slideMove(from, to));
}

/** Abacus (Corey L. Clark, 2025): place a stone or slide one; the fuller board loses. */
export const abacus: GameRules = {
  game: 'abacus',
  title: 'Abacus',
  sizes: [3, 4, 5, 6, 7, 8],
  defaultSize: 5,
  layouts: () => ['standard'],
  startCells: (n) => new Int8Array(cellCountOf(n)),
  checkSetup: (_n, _count, extras) =>
    extras.black !== 0 || extras.white !== 0 ? 'Abacus has no pieces off the board' : undefined,

  generate: generateAbacusMoves,
  make(pos, move) {
    makeAbacusMove(pos, move);
    return 0;
  },
  unmake: (pos, move) => unmakeAbacusMove(pos, move),
  outcome: (pos) => abacusOutcome(pos),
  repeats: false,

  moveInfo: (_pos, move) =>
    isSlide(move)
      ? { from: [moveFrom(move)], to: [moveTo(move)], pushed: [], ejects: false }
      : { from: [], to: [moveTo(move)], pushed: [], ejects: false },
  makeMoveText: ({ board }, move) =>
    isSlide(move)
      ? cellName(board, moveFrom(move)) + cellName(board, moveTo(move))
      : cellName(board, moveTo(move)),
  resolveMove,

  ...plainPositionText('an Abacus'),
  variantName: () => 'standard',
  parseVariant: () => ok('standard'),
  notation: 'Abacus',

  status: (pos) => [
    { key: 'count-black', value: pos.count[BLACK] },
    { key: 'count-white', value: pos.count[WHITE] },
    { key: 'count-empty', value: pos.board.cellCount - pos.count[BLACK] - pos.count[WHITE] },
  ],
  piecesLeave: false,
  playersMayEnd: false,
};
