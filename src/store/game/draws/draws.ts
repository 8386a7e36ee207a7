import { otherPlayer } from '../../../engine';
import { rulesOf } from '../../../games';
import { acceptsDraw } from './drawAnswer';
import { sameMoves } from '../sideLines/moveTree';
import type { Slice } from '../slice';
import { resignerAt } from '../turns';
import type { DrawActions, DrawState } from './types';

/** Draw offers, made at the end of a game still going and lapsed by the next move. */
export const drawSlice: Slice<DrawState, DrawActions> = {
  initial: { drawOffer: undefined },
  hooks: () => {
    const lapsed = () => ({ drawOffer: undefined });
    return {
      onOpen: lapsed,
      onMove: () => ({ state: lapsed() }),
      onTakeback: lapsed,
      onEnd: lapsed,
    };
  },
  actions: ({ set, get, lines, lifecycle }) => ({
    offerDraw(from) {
      const { spec, players, moves, cursor, drawOffer, remote } = get();
      if (!(from ? lines.going() : lines.live()) || !rulesOf(spec.game).playersMayEnd) return;
      if (drawOffer && sameMoves(drawOffer.moves, moves)) return;
      const by = from ?? resignerAt(players, lines.game(), cursor, remote);
      const to = otherPlayer(by);
      if (players[by] !== 'human') return;
      if (players[to] === 'human') {
        set({ drawOffer: { by, moves, answer: 'pending' } });
      } else if (acceptsDraw(lines.game().position(cursor), to)) {
        lifecycle.end({ reason: 'agreement', winner: undefined });
      } else {
        set({ drawOffer: { by, moves, answer: 'declined' } });
      }
    },
    answerDraw(accept) {
      const { drawOffer, moves } = get();
      if (!drawOffer || !sameMoves(drawOffer.moves, moves) || drawOffer.answer !== 'pending') {
        return;
      }
      // The answer may come while an earlier move is viewed: an agreed draw shows the end.
      if (accept && lines.going()) {
        lifecycle.end(
          { reason: 'agreement', winner: undefined },
          { cursor: moves.length, path: [] },
        );
      } else {
        set({ drawOffer: undefined });
      }
    },
  }),
};
