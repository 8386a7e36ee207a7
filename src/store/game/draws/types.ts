import type { Player } from '../../../engine';
import type { MoveRecord } from '../savedGame';

/**
 * A draw offered at the end of the game. Against the computer it answers at once; in a
 * hot-seat game the opponent at the screen accepts or declines. A move played lapses it.
 */
export interface DrawOffer {
  readonly by: Player;
  /** The game the offer was made in: the offer holds only while no move is added. */
  readonly moves: readonly MoveRecord[];
  readonly answer: 'pending' | 'declined';
}

export interface DrawState {
  readonly drawOffer: DrawOffer | undefined;
}

export interface DrawActions {
  /**
   * The resigner offers a draw, where the game's rules allow one: the computer answers at
   * once (`acceptsDraw`), a person at the screen answers with `answerDraw`. `from`: the
   * side of a game online that offered it on its own device.
   */
  offerDraw(from?: Player): void;
  answerDraw(accept: boolean): void;
}
