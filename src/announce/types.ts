import type { MoveInfo, Player } from '../engine';
import type { Messages } from '../i18n/en';

/**
 * What a move does, in the few kinds a listener tells apart. Each game says which of
 * them its moves are; sounds and words follow the kind, never the game's name.
 */
export type MoveKind = 'place' | 'slide' | 'step' | 'inline' | 'broadside' | 'push' | 'eject';

/** A game's way of putting its moves into words. */
export interface MoveSpeech {
  kind(info: MoveInfo): MoveKind;
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
