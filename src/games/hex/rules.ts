/**
 * A toy third game for tests: Hex played on Hexplay's hexagonal board. It exists to show
 * that a game plugs into the shared engine, store and board through `GameRules` alone
 * (docs/architecture.md, "Adding a third game"); it is not offered in the app.
 *
 * Rules. The board is empty at the start; Black moves first and the players alternate,
 * each placing one stone of their colour on any empty cell. The six sides of the hexagon
 * are split into four arcs:
 *
 * - Black's: the bottom row (row A) and the top row (row 2n-1);
 * - White's: the left arc (the two sides on the left: diagonal 1 and the upper-left side)
 *   and the right arc (diagonal 2n-1 and the lower-right side).
 *
 * A corner cell lies on both arcs that meet there. Black wins by joining the bottom row
 * to the top row with a chain of touching black stones; White by joining the left arc to
 * the right arc. As in Hex, the two chains cannot both exist, and a full board always
 * holds exactly one of them, so there are no draws (tests/toy/toy-game.test.ts checks
 * both claims on every full n=3 board). The game is unbalanced: White's arcs are long and
 * close together at the bottom and top. Being fair is not its job.
 *
 * Moves are cell numbers. The position alone says who has won, so `repeats` is false.
 */
import {
  BLACK,
  type Board,
  boardOf,
  cellName,
  type Colour,
  type Extras,
  err,
  type Game,
  type GameRules,
  type Move,
  ok,
  type Outcome,
  type Position,
  type Result,
  WHITE,
  EMPTY,
} from '../../engine';
// A game module lives inside the engine and may use its files; the toy does the same.
import { plainPositionText } from '../../engine/plain';
import { PIECE_HI, PIECE_LO, TURN_HI, TURN_LO } from '../../engine/zobrist';

/**
 * The toy's name. `Game` is the closed union of `GAMES` in src/engine/types.ts; a real
 * third game is added there. The toy stays out of the registry, so this is the one cast.
 */
export const HEX = 'hex' as unknown as Game;

const onBlackStart = (b: Board, c: number): boolean => b.row[c] === 0;
const onBlackEnd = (b: Board, c: number): boolean => b.row[c] === b.span - 1;
const onWhiteStart = (b: Board, c: number): boolean =>
  b.diag[c] === 0 || b.row[c] - b.diag[c] === b.n - 1;
const onWhiteEnd = (b: Board, c: number): boolean =>
  b.diag[c] === b.span - 1 || b.diag[c] - b.row[c] === b.n - 1;

/** Whether `colour` has a chain joining its two arcs: a flood fill from its first arc. */
export function connects(pos: Position, colour: Colour): boolean {
  const { board, cells } = pos;
  const [start, end] = colour === BLACK ? [onBlackStart, onBlackEnd] : [onWhiteStart, onWhiteEnd];
  const seen = new Uint8Array(board.cellCount);
  const stack: number[] = [];
  for (let c = 0; c < board.cellCount; c++) {
    if (cells[c] === colour && start(board, c)) {
      seen[c] = 1;
      stack.push(c);
    }
  }
  while (stack.length > 0) {
    const c = stack.pop() as number;
    if (end(board, c)) return true;
    for (let dir = 0; dir < 6; dir++) {
      const next = board.neighbour[c * 6 + dir];
      if (next >= 0 && !seen[next] && cells[next] === colour) {
        seen[next] = 1;
        stack.push(next);
      }
    }
  }
  return false;
}

function winner(pos: Position): Outcome | undefined {
  if (connects(pos, BLACK)) return { winner: 'black', reason: 'target' };
  if (connects(pos, WHITE)) return { winner: 'white', reason: 'target' };
  return undefined;
}

export const hexRules: GameRules = {
  game: HEX,
  title: 'Hex',
  sizes: [3, 4, 5],
  defaultSize: 4,
  layouts: () => ['standard'],
  startCells: (n) => new Int8Array(boardOf(n).cellCount),
  // Black moves first, so Black has as many stones as White or one more. (The side to
  // move is not passed here, so the check cannot tie the count to it.)
  checkSetup(_n: number, count: Int16Array, extras: Extras) {
    if (extras.black !== 0 || extras.white !== 0) return 'Hex has no pieces off the board';
    const lead = count[BLACK] - count[WHITE];
    return lead === 0 || lead === 1
      ? undefined
      : `Black has ${count[BLACK]} stones and White ${count[WHITE]}; Black, who moves first, has as many as White or one more`;
  },

  generate(pos, out) {
    if (winner(pos)) return 0;
    let k = 0;
    for (let c = 0; c < pos.board.cellCount; c++) if (pos.cells[c] === EMPTY) out[k++] = c;
    return k;
  },
  make(pos, move) {
    const own = pos.turn;
    pos.cells[move] = own;
    pos.count[own]++;
    pos.hashLo ^= PIECE_LO[move * 3 + own] ^ TURN_LO;
    pos.hashHi ^= PIECE_HI[move * 3 + own] ^ TURN_HI;
    pos.turn = own === BLACK ? WHITE : BLACK;
    return 0;
  },
  unmake(pos, move) {
    const own = pos.turn === BLACK ? WHITE : BLACK;
    pos.turn = own;
    pos.cells[move] = EMPTY;
    pos.count[own]--;
    pos.hashLo ^= PIECE_LO[move * 3 + own] ^ TURN_LO;
    pos.hashHi ^= PIECE_HI[move * 3 + own] ^ TURN_HI;
  },
  // `OutcomeReason` is a closed list; 'target' (a side reached its goal) is the nearest.
  outcome: (pos) => winner(pos),
  repeats: false,

  moveInfo: (_pos, move) => ({ from: [], to: [move], pushed: [], ejects: false }),
  makeMoveText: ({ board }, move) => cellName(board, move),
  resolveMove(pos, cells): Result<Move, string> {
    if (winner(pos)) return err('the game is over');
    if (cells.length !== 1) return err('a Hex move is one cell');
    const [cell] = cells;
    return pos.cells[cell] === EMPTY ? ok(cell) : err(`${cellName(pos.board, cell)} is not empty`);
  },

  ...plainPositionText('a Hex'),
  variantName: () => 'standard',
  parseVariant: () => ok('standard'),
  notation: 'Cells',

  // The same figures, under the same keys, as Abacus: src/components/labels.ts names them.
  status: (pos) => [
    { key: 'count-black', value: pos.count[BLACK] },
    { key: 'count-white', value: pos.count[WHITE] },
    { key: 'count-empty', value: pos.board.cellCount - pos.count[BLACK] - pos.count[WHITE] },
  ],
  playersMayEnd: true,
};
