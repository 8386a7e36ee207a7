import { type Board, boardOf } from './hex';
import { layoutCells, marblesPerSide, type Layout } from './layouts';
import { err, ok, type Result } from './result';
import { type Game, type Player, BLACK, WHITE, type Colour, SIZES, isGame, EMPTY } from './types';
import { PIECE_HI, PIECE_LO, TURN_HI, TURN_LO } from './zobrist';

/**
 * A validated position. Search mutates it in place through make/unmake; everything at
 * the edges goes through `play`, which returns a fresh copy.
 */
export interface Position {
  readonly game: Game;
  readonly board: Board;
  /** Indexed by cell: EMPTY, BLACK or WHITE. */
  readonly cells: Int8Array;
  turn: Colour;
  /** Indexed by colour: marbles of that colour pushed off (always 0 in Abacus). */
  readonly off: Int8Array;
  /** Indexed by colour: pieces of that colour on the board. */
  readonly count: Int16Array;
  hashLo: number;
  hashHi: number;
}

/** A plain, possibly illegal description of a position, as written or edited. */
export interface Setup {
  readonly game: Game;
  readonly n: number;
  /** Indexed by cell: EMPTY, BLACK or WHITE. */
  readonly cells: ArrayLike<number>;
  readonly turn: Player;
  readonly off: { readonly black: number; readonly white: number };
}

export interface PositionError {
  readonly message: string;
}

const fail = (message: string): Result<never, PositionError> => err({ message });

/** Validates a setup into a position. */
export function fromSetup(setup: Setup): Result<Position, PositionError> {
  const { game, n } = setup;
  if (!SIZES[game].includes(n)) {
    return fail(`${game} is played on boards of side ${SIZES[game].join(', ')}, not ${n}`);
  }
  const board = boardOf(n);
  if (setup.cells.length !== board.cellCount) {
    return fail(`a board of side ${n} has ${board.cellCount} cells, not ${setup.cells.length}`);
  }
  const cells = new Int8Array(board.cellCount);
  const count = new Int16Array(3);
  for (let c = 0; c < board.cellCount; c++) {
    const v = setup.cells[c];
    if (v !== EMPTY && v !== BLACK && v !== WHITE) {
      return fail(`cell ${board.labels[c]} holds ${v}, not empty, black or white`);
    }
    cells[c] = v;
    count[v]++;
  }
  const off = new Int8Array(3);
  switch (game) {
    case 'abacus':
      if (setup.off.black !== 0 || setup.off.white !== 0) {
        return fail('Abacus has no pieces off the board');
      }
      break;
    case 'abalone': {
      const start = marblesPerSide(n);
      for (const [colour, name] of [
        [BLACK, 'black'],
        [WHITE, 'white'],
      ] as const) {
        const k = setup.off[name];
        if (!Number.isInteger(k) || k < 0) return fail(`${name} off must be a whole number ≥ 0`);
        if (count[colour] + k > start) {
          return fail(
            `${name} has ${count[colour]} marbles on the board and ${k} off, more than the ${start} a side starts with`,
          );
        }
        off[colour] = k;
      }
      break;
    }
  }
  const pos: Position = {
    game,
    board,
    cells,
    turn: setup.turn === 'black' ? BLACK : WHITE,
    off,
    count,
    hashLo: 0,
    hashHi: 0,
  };
  rehash(pos);
  return ok(pos);
}

/** Recomputes the Zobrist hash from scratch; make/unmake keep it up to date incrementally. */
export function rehash(pos: Position): void {
  let lo = 0;
  let hi = 0;
  const { cells } = pos;
  for (let c = 0; c < cells.length; c++) {
    if (cells[c] !== EMPTY) {
      lo ^= PIECE_LO[c * 3 + cells[c]];
      hi ^= PIECE_HI[c * 3 + cells[c]];
    }
  }
  if (pos.turn === WHITE) {
    lo ^= TURN_LO;
    hi ^= TURN_HI;
  }
  pos.hashLo = lo;
  pos.hashHi = hi;
}

export function toSetup(pos: Position): Setup {
  return {
    game: pos.game,
    n: pos.board.n,
    cells: Array.from(pos.cells),
    turn: pos.turn === BLACK ? 'black' : 'white',
    off: { black: pos.off[BLACK], white: pos.off[WHITE] },
  };
}

export function clonePosition(pos: Position): Position {
  return {
    ...pos,
    cells: pos.cells.slice(),
    off: pos.off.slice(),
    count: pos.count.slice(),
  };
}

/** The start of a game: an empty Abacus board, or an Abalone layout. */
export function initialPosition(game: Game, n: number, layout: Layout = 'standard'): Position {
  const board = boardOf(n);
  const cells = game === 'abalone' ? layoutCells(n, layout) : new Int8Array(board.cellCount);
  const result = fromSetup({ game, n, cells, turn: 'black', off: { black: 0, white: 0 } });
  if (!result.ok) throw new Error(`initial position invalid: ${result.error.message}`);
  return result.value;
}

/** A string key of the position for repetition counting and de-duplication. */
export const positionKey = (pos: Position): string => `${pos.hashHi >>> 0}:${pos.hashLo >>> 0}`;

const rowName = (r: number): string => String.fromCharCode(65 + r);

/** Writes the rows, top row first, in the `b`/`w`/run-length form of RULES.md §4. */
export function makeRows(board: Board, cells: ArrayLike<number>): string {
  const rows: string[] = [];
  for (let r = board.span - 1; r >= 0; r--) {
    let text = '';
    let run = 0;
    for (let d = 0; d < board.span; d++) {
      const c = board.grid[r * board.span + d];
      if (c < 0) continue;
      const v = cells[c];
      if (v === EMPTY) {
        run++;
        continue;
      }
      if (run > 0) text += String(run);
      run = 0;
      text += v === BLACK ? 'b' : 'w';
    }
    if (run > 0) text += String(run);
    rows.push(text);
  }
  return rows.join('/');
}

/** `<game> <rows> <side> [<black off> <white off>]`; Abalone always writes the off counts. */
export function makePosition(pos: Position): string {
  const side = pos.turn === BLACK ? 'b' : 'w';
  const rows = makeRows(pos.board, pos.cells);
  switch (pos.game) {
    case 'abacus':
      return `abacus ${rows} ${side}`;
    case 'abalone':
      return `abalone ${rows} ${side} ${pos.off[BLACK]} ${pos.off[WHITE]}`;
  }
}

/** Parses the rows part; the board size follows from the number of rows. */
export function parseRows(text: string): Result<{ n: number; cells: Int8Array }, PositionError> {
  const rows = text.split('/');
  const count = rows.length;
  if (count % 2 === 0 || count < 3) {
    return fail(
      `a board has an odd number of rows (3 or more), but ${count} ${count === 1 ? 'was' : 'were'} given`,
    );
  }
  const n = (count + 1) / 2;
  if (n > 8) return fail(`${count} rows would make a board of side ${n}; the largest is 8`);
  const board = boardOf(n);
  const cells = new Int8Array(board.cellCount);
  for (let i = 0; i < count; i++) {
    const r = count - 1 - i;
    const where = `row ${i + 1} from the top (${rowName(r)})`;
    const expected = board.span - Math.abs(r - (n - 1));
    const first = Math.max(0, r - (n - 1));
    const rowText = rows[i];
    if (rowText === '')
      return fail(`${where} is empty; write ${expected} for a row of empty cells`);
    let filled = 0;
    for (let j = 0; j < rowText.length; j++) {
      const ch = rowText[j];
      let put = 0;
      let len = 1;
      if (ch === 'b' || ch === 'B') put = BLACK;
      else if (ch === 'w' || ch === 'W') put = WHITE;
      else if (ch >= '0' && ch <= '9') {
        let k = j;
        while (k + 1 < rowText.length && rowText[k + 1] >= '0' && rowText[k + 1] <= '9') k++;
        len = Number(rowText.slice(j, k + 1));
        if (ch === '0') {
          return fail(`${where}: a run of empty cells starts with 0 at character ${j + 1}`);
        }
        j = k;
      } else {
        return fail(
          `${where}: unexpected character '${ch}' at character ${j + 1}; use b, w or a number`,
        );
      }
      if (filled + len > expected) {
        return fail(`${where} describes more than its ${expected} cells`);
      }
      if (put !== EMPTY) cells[board.grid[r * board.span + first + filled]] = put;
      filled += len;
    }
    if (filled !== expected) {
      return fail(`${where} describes ${filled} cells, but has ${expected}`);
    }
  }
  return ok({ n, cells });
}

function parseSide(text: string | undefined): Result<Player, PositionError> {
  if (text === 'b' || text === 'B') return ok('black');
  if (text === 'w' || text === 'W') return ok('white');
  if (text === undefined) return fail('the side to move (b or w) is missing');
  return fail(`the side to move must be b or w, not '${text}'`);
}

function parseCount(text: string, name: string): Result<number, PositionError> {
  if (!/^\d{1,3}$/.test(text)) return fail(`${name} must be a whole number, not '${text}'`);
  return ok(Number(text));
}

/** Parses `<game> <rows> <side> [<black off> <white off>]` (RULES.md §4). Never throws. */
export function parsePosition(text: string): Result<Position, PositionError> {
  const fields = text.trim().split(/\s+/);
  if (fields.length === 1 && fields[0] === '') return fail('the position is empty');
  const [gameText, rowsText, sideText, ...rest] = fields;
  const game = gameText.toLowerCase();
  if (!isGame(game)) return fail(`unknown game '${gameText}'; expected abacus or abalone`);
  if (rowsText === undefined) return fail('the rows are missing');
  const rows = parseRows(rowsText);
  if (!rows.ok) return rows;
  const side = parseSide(sideText);
  if (!side.ok) return side;
  let off = { black: 0, white: 0 };
  switch (game) {
    case 'abacus':
      if (rest.length > 0) return fail(`unexpected '${rest.join(' ')}' after the side to move`);
      break;
    case 'abalone': {
      if (rest.length !== 0 && rest.length !== 2) {
        return fail('after the side to move, give both off counts (black, then white) or neither');
      }
      if (rest.length === 2) {
        const black = parseCount(rest[0], 'black off');
        if (!black.ok) return black;
        const white = parseCount(rest[1], 'white off');
        if (!white.ok) return white;
        off = { black: black.value, white: white.value };
      }
      break;
    }
  }
  return fromSetup({ game, n: rows.value.n, cells: rows.value.cells, turn: side.value, off });
}

/**
 * Parses an APGN `Position` tag: the rows, an optional `-<k>b<j>w` suffix with the black
 * and white marbles pushed off, then the side to move. Always an Abalone position.
 */
export function parseApgnPosition(text: string): Result<Position, PositionError> {
  const m = /^\s*([^\s-]+)(?:-(\d{1,2})b(\d{1,2})w)?\s+(\S+)\s*$/.exec(text);
  if (!m) return fail(`a Position tag reads '<rows>[-<k>b<j>w] <side>', not '${text}'`);
  const rows = parseRows(m[1]);
  if (!rows.ok) return rows;
  const side = parseSide(m[4]);
  if (!side.ok) return side;
  return fromSetup({
    game: 'abalone',
    n: rows.value.n,
    cells: rows.value.cells,
    turn: side.value,
    off: { black: Number(m[2] ?? 0), white: Number(m[3] ?? 0) },
  });
}
