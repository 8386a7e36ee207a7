import {
  err,
  legalMoves,
  makeMoveText,
  type Move,
  ok,
  play,
  type Position,
  type Result,
} from '../engine';

/**
 * A game's moves in few characters, for the explorer's list of games: in each position the
 * legal moves are sorted by their notation, and the move played is written as its index in
 * that list, in base 64, in as many characters as the list's length needs (none where only
 * one move is legal, one up to 64 moves). About one character a ply, where notation takes
 * five; sorting by notation keeps the code valid when the engine's move numbers change.
 */

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function widthOf(count: number): number {
  let width = 0;
  for (let reach = 1; reach < count; reach *= DIGITS.length) width++;
  return width;
}

function ordered(pos: Position): Move[] {
  const texts = new Map<Move, string>();
  for (const move of legalMoves(pos)) texts.set(move, makeMoveText(pos, move));
  return [...texts.keys()].sort((a, b) => (texts.get(a)! < texts.get(b)! ? -1 : 1));
}

export function makeMoveCode(start: Position, moves: readonly Move[]): string {
  let pos = start;
  let code = '';
  for (const move of moves) {
    const list = ordered(pos);
    let index = list.indexOf(move);
    if (index < 0) throw new Error(`makeMoveCode: move ${move} is not legal`);
    let digits = '';
    for (let w = widthOf(list.length); w > 0; w--) {
      digits = DIGITS[index % DIGITS.length] + digits;
      index = Math.floor(index / DIGITS.length);
    }
    code += digits;
    pos = play(pos, move);
  }
  return code;
}

/** The `plies` moves a code holds from `start`, or why it holds no such game. */
export function parseMoveCode(
  start: Position,
  plies: number,
  code: string,
): Result<Move[], string> {
  const moves: Move[] = [];
  let pos = start;
  let at = 0;
  for (let ply = 1; ply <= plies; ply++) {
    const list = ordered(pos);
    if (list.length === 0) return err(`move ${ply}: the game is already over`);
    let index = 0;
    for (let w = widthOf(list.length); w > 0; w--, at++) {
      const digit = DIGITS.indexOf(code[at] ?? '');
      if (digit < 0) return err(`move ${ply}: the code ends or breaks at character ${at + 1}`);
      index = index * DIGITS.length + digit;
    }
    if (index >= list.length) return err(`move ${ply} is not a legal move`);
    moves.push(list[index]);
    pos = play(pos, list[index]);
  }
  if (at !== code.length) return err(`the code holds more than ${plies} moves`);
  return ok(moves);
}
