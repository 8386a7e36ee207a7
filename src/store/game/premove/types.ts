import type { Move } from '../../../engine';

/** A move made while the other side is to move, for the turn after its reply. */
export interface Premove {
  readonly move: Move;
  /** How many moves the game had when it was made: it is for the move after the next. */
  readonly ply: number;
  /** The move in notation, as read on the board it was made on. */
  readonly text: string;
}

export interface PremoveState {
  /** The premove waiting for its turn; one at a time. */
  readonly premove: Premove | undefined;
  /** The premove last dropped as not legal when its turn came, until the next move or premove. */
  readonly premoveDropped: Premove | undefined;
}

export interface PremoveActions {
  /**
   * The player at this screen's next move, made while the other side (the computer, or the
   * player online) is to move: played, through `play`, as soon as the turn comes if it is
   * legal then, and dropped otherwise. Refused where no other side is to move.
   */
  makePremove(move: Move): void;
  cancelPremove(): void;
}
