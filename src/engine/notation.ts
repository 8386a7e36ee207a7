import { isSlide, moveFrom, moveTo, placeMove, slideMove } from './abacus';
import { abaloneMove, isInline, moveCell, moveCount, moveDir, moveLine } from './abalone';
import {
  type Board,
  cellName,
  directionBetween,
  lineBetween,
  NONE,
  opposite,
  parseCell,
} from './hex';
import { isLegal, legalMoves, type Move } from './game';
import { groupOf } from './groups';
import type { Position } from './position';
import { err, ok, type Result } from './result';
import { EMPTY, BLACK } from './types';

export interface MoveError {
  readonly token: string;
  readonly message: string;
}

/**
 * Writes a move in the notation of RULES.md: Abacus `e5` or `c4a2`; Abalone Aba-Pro,
 * `a1b2` for an in-line move (rear marble, then its destination) and `c3c5d4` for a
 * broadside (the two ends, then the first end's destination).
 */
export function makeMoveText(pos: Position, move: Move): string {
  const { board } = pos;
  switch (pos.game) {
    case 'abacus':
      return isSlide(move)
        ? cellName(board, moveFrom(move)) + cellName(board, moveTo(move))
        : cellName(board, moveTo(move));
    case 'abalone': {
      const cell = moveCell(move);
      const to = board.neighbour[cell * 6 + moveDir(move)];
      if (isInline(move)) return cellName(board, cell) + cellName(board, to);
      let end = cell;
      for (let i = 1; i < moveCount(move); i++) end = board.neighbour[end * 6 + moveLine(move)];
      return cellName(board, cell) + cellName(board, end) + cellName(board, to);
    }
  }
}

/** Splits a token into cells; accepts upper or lower case (`C4A2`). */
function tokenCells(board: Board, token: string): Result<number[], string> {
  if (!/^([a-zA-Z]\d{1,2})+$/.test(token)) {
    return err('a move is written as cells such as e5, c4a2 or c3c5d4');
  }
  const labels = token.match(/[a-zA-Z]\d{1,2}/g) ?? [];
  const cells: number[] = [];
  for (const label of labels) {
    const cell = parseCell(board, label);
    if (cell === NONE) return err(`${label.toLowerCase()} is not a cell of this board`);
    if (cells.includes(cell)) return err(`${label.toLowerCase()} is named twice`);
    cells.push(cell);
  }
  return ok(cells);
}

/**
 * Resolves a move token against the position it is played in. An illegal token is
 * rejected with the rule it breaks.
 */
export function parseMove(pos: Position, token: string): Result<Move, MoveError> {
  const fail = (message: string): Result<never, MoveError> => err({ token, message });
  const cells = tokenCells(pos.board, token);
  if (!cells.ok) return fail(cells.error);
  const resolved =
    pos.game === 'abacus' ? resolveAbacus(pos, cells.value) : resolveAbalone(pos, cells.value);
  if (!resolved.ok) return fail(resolved.error);
  // The rule checks above name the reason; the generator has the final word.
  if (!isLegal(pos, resolved.value)) return fail('the move is not legal here');
  return ok(resolved.value);
}

const colourName = (colour: number): string => (colour === BLACK ? 'black' : 'white');

function resolveAbacus(pos: Position, cells: number[]): Result<Move, string> {
  const { board } = pos;
  const name = (c: number): string => cellName(board, c);
  const own = pos.turn;
  if (pos.count[1] + pos.count[2] === board.cellCount)
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

function resolveAbalone(pos: Position, cells: number[]): Result<Move, string> {
  const { board } = pos;
  const name = (c: number): string => cellName(board, c);
  const own = pos.turn;
  const opp = 3 - own;
  if (legalMoves(pos).length === 0) return err('the game is over');
  if (cells.length === 2) {
    const [from, to] = cells;
    if (pos.cells[from] !== own)
      return err(`there is no ${colourName(own)} marble on ${name(from)}`);
    const dir = directionBetween(board, from, to);
    if (dir === NONE) return err(`${name(to)} is not next to ${name(from)}`);
    let k = 1;
    let cur = to;
    while (cur !== NONE && pos.cells[cur] === own && k <= 3) {
      k++;
      cur = board.neighbour[cur * 6 + dir];
    }
    if (k > 3) return err('at most 3 marbles move in line');
    if (cur === NONE) return err('a marble may not be moved off the board');
    if (pos.cells[cur] === opp) {
      if (k === 1) return err('a single marble cannot push');
      let m = 0;
      let after = cur;
      while (after !== NONE && pos.cells[after] === opp) {
        m++;
        after = board.neighbour[after * 6 + dir];
      }
      if (m >= k)
        return err(`${k} marbles cannot push ${m}; a push needs more marbles than it moves`);
      if (after !== NONE && pos.cells[after] === own) {
        return err(
          `the ${m === 1 ? 'marble' : 'marbles'} ahead ${m === 1 ? 'is' : 'are'} sandwiched by ${name(after)}`,
        );
      }
    }
    return ok(abaloneMove(from, dir, k, dir));
  }
  if (cells.length === 3) {
    const [a, b, to] = cells;
    for (const c of [a, b]) {
      if (pos.cells[c] !== own) return err(`there is no ${colourName(own)} marble on ${name(c)}`);
    }
    let line = directionBetween(board, a, b);
    let count = 2;
    if (line === NONE) {
      for (let d = 0; d < 6 && line === NONE; d++) {
        const mid = board.neighbour[a * 6 + d];
        if (mid !== NONE && board.neighbour[mid * 6 + d] === b) {
          if (pos.cells[mid] !== own)
            return err(`there is no ${colourName(own)} marble on ${name(mid)}`);
          line = d;
          count = 3;
        }
      }
    }
    if (line === NONE)
      return err(`${name(a)} and ${name(b)} are not the ends of a line of 2 or 3 marbles`);
    const dir = directionBetween(board, a, to);
    if (dir === NONE) return err(`${name(to)} is not next to ${name(a)}`);
    if (dir === line || dir === opposite(line)) {
      return err('that is an in-line move: write the rear marble, then its destination');
    }
    const start = line < 3 ? a : b;
    const axis = line < 3 ? line : opposite(line);
    for (let i = 0, c = start; i < count; i++, c = board.neighbour[c * 6 + axis]) {
      const t = board.neighbour[c * 6 + dir];
      if (t === NONE) return err('a marble may not be moved off the board');
      if (pos.cells[t] !== EMPTY)
        return err(`${name(t)} is not empty; a broadside move never pushes`);
    }
    return ok(abaloneMove(start, axis, count, dir));
  }
  return err('an Abalone move names two cells (in-line) or three (broadside)');
}
