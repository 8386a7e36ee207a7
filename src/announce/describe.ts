import { cellName, type Move, moveInfo, play, playerOf, type Position } from '../engine';
import { gameModule } from '../games';
import type { GameWordsTable, Sound } from '../games';

/** The sound of `move`, played in `pos`. */
export const moveSound = (pos: Position, move: Move): Sound =>
  gameModule(pos.game).speech.sound(moveInfo(pos, move));

/**
 * `move`, played in `pos`, in words: "White pushes d5 e5 to f5, one black marble off".
 * `games`: every game's words in the language in use (the dictionary's `games`).
 */
export function describeMove(pos: Position, move: Move, games: GameWordsTable): string {
  return gameModule(pos.game).speech.say(
    moveInfo(pos, move),
    playerOf(pos.turn),
    (cell) => cellName(pos.board, cell),
    games[pos.game],
  );
}

/** What `move`, played in `pos`, leaves on the board, in the game's words: see `MoveSpeech.reason`. */
export const moveReason = (
  pos: Position,
  move: Move,
  games: GameWordsTable,
  number: (n: number) => string,
): string =>
  gameModule(pos.game).speech.reason(
    pos,
    moveInfo(pos, move),
    play(pos, move),
    games[pos.game],
    number,
  );
