import { type MoveInfo, moveInfo, play, type Position } from '../engine';
import type { LinkedGame } from '../store/records/link';
import { startPosition } from '../store/game/spec';

/** Every position of a linked game and what each move did, for stepping back and forth. */
export interface ReplayedGame {
  /** `moves.length + 1` positions, the start first. */
  readonly positions: readonly Position[];
  /** `infos[i]`: what move i + 1 did, to mark it on the board after it. */
  readonly infos: readonly MoveInfo[];
}

/** Replays a game read from a link, whose moves the link's reader has already checked. */
export function replayGame({ spec, moves }: Pick<LinkedGame, 'spec' | 'moves'>): ReplayedGame {
  const positions = [startPosition(spec)];
  const infos: MoveInfo[] = [];
  for (const { move } of moves) {
    const before = positions[positions.length - 1];
    infos.push(moveInfo(before, move));
    positions.push(play(before, move));
  }
  return { positions, infos };
}
