import type { MoveInfo, Player } from '../engine';
import type { Messages } from '../i18n/en';
import type { Sound } from '../sound/synth';

/** A game's way of putting its moves into words and sounds, never by the game's name. */
export interface MoveSpeech {
  /** The sound the move makes. */
  sound(info: MoveInfo): Sound;
  /**
   * The move in words, such as "Black slides c3 to e3". `name` writes a cell as the
   * notation does; `t` is the settings dictionary of the language in use.
   */
  say(
    info: MoveInfo,
    player: Player,
    name: (cell: number) => string,
    t: Messages['settings'],
  ): string;
}
