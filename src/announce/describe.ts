import { cellName, type Move, moveInfo, playerOf, type Position } from '../engine';
import type { Messages } from '../i18n/en';
import { gameModule } from '../games';
import type { Sound } from '../games';

/** The sound of `move`, played in `pos`. */
export const moveSound = (pos: Position, move: Move): Sound =>
  gameModule(pos.game).speech.sound(moveInfo(pos, move));

/** `move`, played in `pos`, in words: "White pushes d5 e5 to f5, one black marble off". */
export function describeMove(pos: Position, move: Move, t: Messages['settings']): string {
  return gameModule(pos.game).speech.say(
    moveInfo(pos, move),
    playerOf(pos.turn),
    (cell) => cellName(pos.board, cell),
    t,
  );
}
