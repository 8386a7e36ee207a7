import { boardOf } from './hex';
import type { Layout } from './layouts';
import { type Position, rehash, type Setup } from './position';
import { quote } from './quote';
import { err, ok, type Result } from './result';
import type { GameRules, GameTable } from './rules';
import { makeRows, parseRows } from './rows';
import { BLACK, EMPTY, GAMES, isGame, type ParseError, type Player, WHITE } from './types';

export type PositionErrorCode = 'empty' | 'game' | 'size' | 'rows' | 'side' | 'extras' | 'cells';
export type PositionError = ParseError<PositionErrorCode>;

const fail = (code: PositionErrorCode, message: string): Result<never, PositionError> =>
  err({ code, message });

/** Validates a setup into a position, by the rules of its game. */
export function fromSetup(setup: Setup, rules: GameRules): Result<Position, PositionError> {
  const { game, n } = setup;
  if (!rules.sizes.includes(n)) {
    return fail('size', `${game} is played on boards of side ${rules.sizes.join(', ')}, not ${n}`);
  }
  const board = boardOf(n);
  if (setup.cells.length !== board.cellCount) {
    return fail(
      'cells',
      `a board of side ${n} has ${board.cellCount} cells, not ${setup.cells.length}`,
    );
  }
  const cells = new Int8Array(board.cellCount);
  const count = new Int16Array(3);
  for (let c = 0; c < board.cellCount; c++) {
    const v = setup.cells[c];
    if (v !== EMPTY && v !== BLACK && v !== WHITE) {
      return fail('cells', `cell ${board.labels[c]} holds ${v}, not empty, black or white`);
    }
    cells[c] = v;
    count[v]++;
  }
  const problem = rules.checkSetup(n, count, setup.extras);
  if (problem !== undefined) return fail('extras', problem);
  const extras = new Int8Array(3);
  extras[BLACK] = setup.extras.black;
  extras[WHITE] = setup.extras.white;
  const pos: Position = {
    game,
    rules,
    board,
    cells,
    turn: setup.turn === 'black' ? BLACK : WHITE,
    count,
    extras,
    hashLo: 0,
    hashHi: 0,
  };
  rehash(pos);
  return ok(pos);
}

/** The start of a game: its layout on a board of side n, Black to move. */
export function layoutPosition(rules: GameRules, n: number, layout: Layout = 'standard'): Position {
  const cells = rules.startCells(n, layout);
  const { game } = rules;
  const result = fromSetup(
    { game, n, cells, turn: 'black', extras: { black: 0, white: 0 } },
    rules,
  );
  if (!result.ok) throw new Error(`initial position invalid: ${result.error.message}`);
  return result.value;
}

function parseSide(text: string | undefined): Result<Player, PositionError> {
  if (text === 'b' || text === 'B') return ok('black');
  if (text === 'w' || text === 'W') return ok('white');
  if (text === undefined) return fail('side', 'the side to move (b or w) is missing');
  return fail('side', `the side to move must be b or w, not '${quote(text)}'`);
}

/** `<game> <rows> <side> [<extras>…]`, each game writing its own extras (RULES.md §4). */
export function makePosition(pos: Position): string {
  const side = pos.turn === BLACK ? 'b' : 'w';
  return [pos.game, makeRows(pos.board, pos.cells), side, ...pos.rules.makeExtras(pos)].join(' ');
}

/** Parses `<game> <rows> <side> [<extras>…]` (RULES.md §4), of a game in `games`. Never throws. */
export function readPosition(text: string, games: GameTable): Result<Position, PositionError> {
  const fields = text.trim().split(/\s+/);
  if (fields.length === 1 && fields[0] === '') return fail('empty', 'the position is empty');
  const [gameText, rowsText, sideText, ...rest] = fields;
  const game = gameText.toLowerCase();
  if (!isGame(game)) {
    return fail('game', `unknown game '${quote(gameText)}'; expected ${GAMES.join(' or ')}`);
  }
  if (rowsText === undefined) return fail('rows', 'the rows are missing');
  const rows = parseRows(rowsText);
  if (!rows.ok) return rows;
  const side = parseSide(sideText);
  if (!side.ok) return side;
  const { rules } = games[game];
  const extras = rules.parseExtras(rest);
  if (!extras.ok) return fail('extras', extras.error);
  return fromSetup(
    { game, n: rows.value.n, cells: rows.value.cells, turn: side.value, extras: extras.value },
    rules,
  );
}

/** A record's Position tag for the position, in the game's own form. */
export function makePositionTag(pos: Position): string {
  const side = pos.turn === BLACK ? 'b' : 'w';
  return pos.rules.makePositionTag(makeRows(pos.board, pos.cells), side, pos);
}

/** Reads a record's Position tag of the game `rules` play. */
export function readPositionTag(rules: GameRules, text: string): Result<Position, PositionError> {
  const parts = rules.parsePositionTag(text);
  if (!parts.ok) return fail('rows', parts.error);
  const rows = parseRows(parts.value.rows);
  if (!rows.ok) return rows;
  const side = parseSide(parts.value.side);
  if (!side.ok) return side;
  const { game } = rules;
  return fromSetup(
    {
      game,
      n: rows.value.n,
      cells: rows.value.cells,
      turn: side.value,
      extras: parts.value.extras,
    },
    rules,
  );
}
