import { otherPlayer, type Outcome, type Player, playerOf } from '../../engine';
import type { ReplayedLine } from './replayedLine';
import type { Ending, PlayerKind, Players } from './savedGame';

/**
 * The rules of a session at the screen, as pure functions of a game's line, cursor,
 * ending and players: how it stands, who moves, who resigns or offers a draw, and how far
 * a takeback and its redo reach.
 */

/** How the game stands at `cursor`: the players' ending belongs to the end of the list. */
export const outcomeAt = (
  line: ReplayedLine,
  cursor: number,
  ending: Ending | undefined,
): Outcome | undefined =>
  ending && cursor === line.records.length ? ending : line.outcome(cursor);

/** Who plays the side to move at `cursor`. */
export const moverAt = (players: Players, line: ReplayedLine, cursor: number): PlayerKind =>
  players[playerOf(line.position(cursor).turn)];

/**
 * Who resigns or offers a draw: the side at this screen of a game online, the one person
 * playing the computer, or else the player to move.
 */
export function resignerAt(
  players: Players,
  line: ReplayedLine,
  cursor: number,
  remote?: Player,
): Player {
  if (remote) return otherPlayer(remote);
  const { black, white } = players;
  if (black === 'human' && white !== 'human') return 'black';
  if (white === 'human' && black !== 'human') return 'white';
  return playerOf(line.position(cursor).turn);
}

/**
 * How far a takeback (`step` -1, from the end of `line`) or a redo (`step` 1, over a line
 * that holds the taken-back moves) reaches. Against the computer they skip the positions
 * where the computer is to move, so that the player's move and the reply go and come back
 * together. Otherwise they step one move. Undefined when there is nowhere to go.
 */
export function stepTarget(
  players: Players,
  line: ReplayedLine,
  cursor: number,
  step: -1 | 1,
): number | undefined {
  const humans = [players.black, players.white].filter((k) => k === 'human').length;
  const last = line.records.length;
  const stops = (c: number): boolean =>
    humans !== 1 || c === last || moverAt(players, line, c) === 'human';
  for (let c = cursor + step; c >= 0 && c <= last; c += step) {
    if (stops(c)) return c;
  }
  return undefined;
}
