import { legalMoves, makeMoveText, playerOf } from '../../../engine';
import type { Slice } from '../slice';
import { passedPosition, premoverOf } from './premover';
import type { PremoveActions, PremoveState } from './types';

const NONE = { premove: undefined, premoveDropped: undefined } as const;

/**
 * Premoves: one move made ahead while the other side thinks, played the moment its reply
 * comes if it is legal then. Anything else that changes the game (a takeback, a new game,
 * an ending) drops it, as the position it was made for will not come.
 */
export const premoveSlice: Slice<PremoveState, PremoveActions> = {
  initial: NONE,
  hooks: ({ set, get, lines }) => ({
    onOpen: () => NONE,
    onMove: () => ({ state: { premoveDropped: undefined } }),
    onTakeback: () => NONE,
    onEnd: () => ({ premove: undefined }),
    afterMove() {
      const { premove, moves } = get();
      if (!premove) return;
      set({ premove: undefined });
      if (moves.length !== premove.ply + 1 || !lines.going()) return;
      // Seen from an earlier move the game's end is out of sight: the premove lapses quietly.
      if (!lines.live()) return;
      if (lines.game().legal(moves.length).includes(premove.move)) get().play(premove.move);
      else set({ premoveDropped: premove });
    },
  }),
  actions: ({ set, get, lines }) => ({
    makePremove(move) {
      const { players, remote, moves } = get();
      if (!lines.live()) return;
      const pos = lines.game().position(moves.length);
      if (premoverOf(players, remote, playerOf(pos.turn)) === undefined) return;
      const passed = passedPosition(pos);
      if (!legalMoves(passed).includes(move)) return;
      set({
        premove: { move, ply: moves.length, text: makeMoveText(passed, move) },
        premoveDropped: undefined,
      });
    },
    cancelPremove() {
      if (get().premove) set({ premove: undefined });
    },
  }),
};
