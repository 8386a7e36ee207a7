import {
  abaloneMove,
  abaloneOutcome,
  generateAbaloneMoves,
  isInline,
  makeAbaloneMove,
  movedCells,
  moveCell,
  moveCount,
  moveDir,
  moveLine,
  pushedCells,
  unmakeAbaloneMove,
} from './moves';
import { cellName, directionBetween, NONE, opposite } from '../../engine/hex';
import {
  isAbaloneLayout,
  LAYOUT_VARIANTS,
  layoutCells,
  layoutsFor,
  marblesPerSide,
  winTarget,
} from './layouts';
import type { Extras, Position } from '../../engine/position';
import { quote } from '../../engine/quote';
import { err, ok, type Result } from '../../engine/result';
import type { GameRules } from '../../engine/rules';
import { BLACK, EMPTY, type Move, opponent, PLAYERS, WHITE } from '../../engine/types';

const colourName = (colour: number): string => (colour === BLACK ? 'black' : 'white');

function resolveInline(pos: Position, from: number, to: number): Result<Move, string> {
  const { board } = pos;
  const name = (c: number): string => cellName(board, c);
  const own = pos.turn;
  const opp = opponent(own);
  if (pos.cells[from] !== own) return err(`there is no ${colourName(own)} marble on ${name(from)}`);
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

function resolveBroadside(pos: Position, a: number, b: number, to: number): Result<Move, string> {
  const { board } = pos;
  const name = (c: number): string => cellName(board, c);
  const own = pos.turn;
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

function resolveMove(pos: Position, cells: readonly number[]): Result<Move, string> {
  const target = winTarget(pos.board.n);
  if (pos.extras[BLACK] >= target || pos.extras[WHITE] >= target) return err('the game is over');
  if (cells.length === 2) return resolveInline(pos, cells[0], cells[1]);
  if (cells.length === 3) return resolveBroadside(pos, cells[0], cells[1], cells[2]);
  return err('an Abalone move names two cells (in-line) or three (broadside)');
}

function checkSetup(n: number, count: Int16Array, extras: Extras): string | undefined {
  const start = marblesPerSide(n);
  for (const name of PLAYERS) {
    const k = extras[name];
    const colour = name === 'black' ? BLACK : WHITE;
    if (!Number.isInteger(k) || k < 0) return `${name} off must be a whole number ≥ 0`;
    if (count[colour] + k > start) {
      return `${name} has ${count[colour]} marbles on the board and ${k} off, more than the ${start} a side starts with`;
    }
  }
  return undefined;
}

function parseCount(text: string, name: string): Result<number, string> {
  if (!/^\d{1,3}$/.test(text)) return err(`${name} must be a whole number, not '${quote(text)}'`);
  return ok(Number(text));
}

function normaliseVariant(variant: string): string {
  return variant
    .toLowerCase()
    .trim()
    .replace(/[\s_-]*daisy$/, '')
    .replace(/[\s-]+/g, '_');
}

/** Abalone: push six of the opponent's marbles off the board (RULES.md §3). */
export const abalone: GameRules = {
  game: 'abalone',
  title: 'Abalone',
  sizes: [4, 5, 6, 7],
  defaultSize: 5,
  layouts: layoutsFor,
  startCells: layoutCells,
  checkSetup,

  generate: generateAbaloneMoves,
  make: makeAbaloneMove,
  unmake: unmakeAbaloneMove,
  outcome: abaloneOutcome,
  repeats: true,

  moveInfo(pos, move) {
    const from = movedCells(pos, move);
    const dir = moveDir(move);
    const to = from.map((c) => pos.board.neighbour[c * 6 + dir]);
    const { cells, ejects } = pushedCells(pos, move);
    return { from, to, pushed: cells, ejects };
  },
  makeMoveText({ board }, move) {
    const cell = moveCell(move);
    const to = board.neighbour[cell * 6 + moveDir(move)];
    if (isInline(move)) return cellName(board, cell) + cellName(board, to);
    let end = cell;
    for (let i = 1; i < moveCount(move); i++) end = board.neighbour[end * 6 + moveLine(move)];
    return cellName(board, cell) + cellName(board, end) + cellName(board, to);
  },
  resolveMove,

  makeExtras: (pos) => [String(pos.extras[BLACK]), String(pos.extras[WHITE])],
  parseExtras(fields) {
    if (fields.length === 0) return ok({ black: 0, white: 0 });
    if (fields.length !== 2) {
      return err('after the side to move, give both off counts (black, then white) or neither');
    }
    const black = parseCount(fields[0], 'black off');
    if (!black.ok) return black;
    const white = parseCount(fields[1], 'white off');
    if (!white.ok) return white;
    return ok({ black: black.value, white: white.value });
  },
  // The APGN form writes the off counts into the rows part: `<rows>-<k>b<j>w <side>`.
  makePositionTag: (rows, side, pos) =>
    `${rows}-${pos.extras[BLACK]}b${pos.extras[WHITE]}w ${side}`,
  parsePositionTag(text) {
    const m = /^\s*([^\s-]+)(?:-(\d{1,2})b(\d{1,2})w)?\s+(\S+)\s*$/.exec(text);
    if (!m) return err(`a Position tag reads '<rows>[-<k>b<j>w] <side>', not '${quote(text)}'`);
    return ok({
      rows: m[1],
      side: m[4],
      extras: { black: Number(m[2] ?? 0), white: Number(m[3] ?? 0) },
    });
  },
  variantName: (_n, layout) => (isAbaloneLayout(layout) ? LAYOUT_VARIANTS[layout] : layout),
  parseVariant(variant, n) {
    if (variant === undefined) return ok('standard');
    const name = normaliseVariant(variant);
    if (!isAbaloneLayout(name)) return err(`unknown Variant "${quote(variant)}"`);
    if (!layoutsFor(n).includes(name)) return err(`Variant "${variant}" is not played on n=${n}`);
    return ok(name);
  },
  notation: 'Aba-Pro',

  status: (pos) => [
    { key: 'off-by-black', value: pos.extras[WHITE], of: winTarget(pos.board.n) },
    { key: 'off-by-white', value: pos.extras[BLACK], of: winTarget(pos.board.n) },
  ],
  piecesLeave: true,
  playersMayEnd: true,
  ownsUntitledRecords: true,
};
