import {
  clonePosition,
  makeNullMove,
  otherPlayer,
  type Player,
  type Position,
} from '../../../engine';
import type { Players } from '../savedGame';

/**
 * Who may premove while `toMove` is to move: the side at this screen, when the other is
 * the computer or the player online. Nobody in a game of two people at one screen (they
 * take turns at the board) or of two computers.
 */
export function premoverOf(
  players: Players,
  remote: Player | undefined,
  toMove: Player,
): Player | undefined {
  const other = otherPlayer(toMove);
  if (remote !== undefined) return remote === toMove ? other : undefined;
  return players[toMove] !== 'human' && players[other] === 'human' ? other : undefined;
}

/**
 * `pos` with the turn passed: the board a premove is made on, whose legal moves are the
 * ones the player could make were it their turn now.
 */
export function passedPosition(pos: Position): Position {
  const passed = clonePosition(pos);
  makeNullMove(passed);
  return passed;
}
