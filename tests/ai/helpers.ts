import fc from 'fast-check';
import {
  boardOf,
  fromSetup,
  legalMoves,
  outcome,
  parseCell,
  type Player,
  type Position,
  play,
  type Setup,
} from '../../src/engine';
import { initialPosition, rulesOf } from '../../src/games';
import type { Rng } from '../../src/ai/search/rng';

/** The position of a setup a test relies on; a broken one fails loudly. */
function positionOf(setup: Setup): Position {
  const result = fromSetup(setup, rulesOf(setup.game));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The cells of an n=5 board with the space-separated labels black and white. */
function cellsOf(black: string, white: string): Int8Array {
  const board = boardOf(5);
  const cells = new Int8Array(board.cellCount);
  for (const label of black.split(' ').filter(Boolean)) cells[parseCell(board, label)] = 1;
  for (const label of white.split(' ').filter(Boolean)) cells[parseCell(board, label)] = 2;
  return cells;
}

/** An Abalone position on n=5 from space-separated cell labels. */
export function abalone(
  black: string,
  white: string,
  turn: Player,
  extras: { black: number; white: number },
): Position {
  return positionOf({ game: 'abalone', n: 5, cells: cellsOf(black, white), turn, extras });
}

/** A random sparse Abalone position, each side one marble short of losing. */
export function randomAbalone(rng: Rng, perSide: number): Position {
  const board = boardOf(5);
  const cells = new Int8Array(board.cellCount);
  for (const colour of [1, 2]) {
    for (let placed = 0; placed < perSide;) {
      const c = rng.int(board.cellCount);
      if (cells[c] === 0) {
        cells[c] = colour;
        placed++;
      }
    }
  }
  return positionOf({
    game: 'abalone',
    n: 5,
    cells,
    turn: 'black',
    extras: { black: 5, white: 5 },
  });
}

const mover = (pos: Position): Player => (pos.turn === 1 ? 'black' : 'white');

/** Exhaustive one ply: does `move` win on the spot? */
export const winsAtOnce = (pos: Position, move: number): boolean =>
  outcome(play(pos, move))?.winner === mover(pos);

/** Exhaustive two plies: after `move`, can the opponent not win on the spot? */
export function isSafe(pos: Position, move: number): boolean {
  const after = play(pos, move);
  if (outcome(after)) return true;
  return !legalMoves(after).some((reply) => winsAtOnce(after, reply));
}

/** Exhaustive solve of a whole (small) Abacus game: does the side to move win? */
export function abacusWins(pos: Position): boolean {
  const moves = legalMoves(pos);
  if (moves.length === 0) return pos.count[pos.turn] < pos.count[3 - pos.turn];
  return moves.some((m) => !abacusWins(play(pos, m)));
}

/**
 * Random Abacus positions on n=3–6, each cell filled with probability in `fill`, a filled
 * cell black with probability 0.2–0.8: possibly positions no game reaches, which the
 * generators and the evaluation must handle all the same.
 */
export function abacusPositions(fill: { min: number; max: number }): fc.Arbitrary<Position> {
  return fc
    .record({
      n: fc.constantFrom(3, 4, 5, 6),
      fill: fc.double({ ...fill, noNaN: true }),
      black: fc.double({ min: 0.2, max: 0.8, noNaN: true }),
      seed: fc.integer(),
      turn: fc.constantFrom('black' as const, 'white' as const),
    })
    .map(({ n, fill, black, seed, turn }) => {
      const board = boardOf(n);
      const cells = new Int8Array(board.cellCount);
      let s = seed | 0;
      const next = (): number => {
        s = (Math.imul(s, 1103515245) + 12345) | 0;
        return ((s >>> 8) & 0xffff) / 0x10000;
      };
      for (let c = 0; c < cells.length; c++) {
        if (next() < fill) cells[c] = next() < black ? 1 : 2;
      }
      return positionOf({ game: 'abacus', n, cells, turn, extras: { black: 0, white: 0 } });
    });
}

/** An Abacus position on n=5 from space-separated cell labels, Black to move. */
export function abacusAt(black: string, white: string): Position {
  return positionOf({
    game: 'abacus',
    n: 5,
    cells: cellsOf(black, white),
    turn: 'black',
    extras: { black: 0, white: 0 },
  });
}

/**
 * A board of side 4–7 with any marbles anywhere, either side to move and 0–6 marbles off
 * each: legal or not, what is read off it must agree with its reference. Dense boards make
 * the long columns and lines that push; sparse ones the lone marbles.
 */
export const anyAbaloneBoard = fc
  .record({
    n: fc.integer({ min: 4, max: 7 }),
    fill: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 169, maxLength: 169 }),
    turn: fc.constantFrom(1, 2),
    black: fc.integer({ min: 0, max: 6 }),
    white: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ n, fill, turn, black, white }): Position => {
    const pos = initialPosition('abalone', n);
    const density = fill[0] % 3;
    for (let c = 0; c < boardOf(n).cellCount; c++) {
      const r = fill[c];
      pos.cells[c] = r < 3 + density * 2 ? 0 : r % 2 === 0 ? 1 : 2;
    }
    pos.turn = turn as Position['turn'];
    pos.extras[1] = black;
    pos.extras[2] = white;
    return pos;
  });
