import { cellName, type Move, moveInfo, playerOf, type Position } from '../engine';
import type { Messages } from '../i18n/en';
import { gameModule } from '../games';
import type { MoveKind } from './types';

/** What kind of move `move` is in `pos`, the position it is played in. */
export const moveKind = (pos: Position, move: Move): MoveKind =>
  gameModule(pos.game).speech.kind(moveInfo(pos, move));

/** `move`, played in `pos`, in words: "White pushes d5 e5 to f5, one black marble off". */
export function describeMove(pos: Position, move: Move, t: Messages['settings']): string {
  return gameModule(pos.game).speech.say(
    moveInfo(pos, move),
    playerOf(pos.turn),
    (cell) => cellName(pos.board, cell),
    t,
  );
}
