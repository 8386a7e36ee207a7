import { BLACK, playerOf, WHITE } from '../../engine';
import type { MoveSpeech } from '../module';
import { groupOf } from './groups';
import type { AbacusWords } from './words/en';

/** Abacus: a stone placed on an empty cell, or one of a group slid away from it. */
export const abacusSpeech: MoveSpeech<AbacusWords> = {
  sound: (info) => (info.from.length === 0 ? 'place' : 'slide'),
  say(info, player, name, { speech }) {
    return info.from.length === 0
      ? speech.place(player, name(info.to[0]))
      : speech.slide(player, name(info.from[0]), name(info.to[0]));
  },
  // Fewer stones win on a full board: what counts is whether a move adds one, and the tally.
  reason(before, info, after, { reason, counted }, number) {
    const player = playerOf(before.turn);
    const formed = groupOf(after.board, after.cells, info.to[0]).length;
    const what =
      info.from.length === 0
        ? reason.place(player, formed, number(formed))
        : reason.slide(
            player,
            number(groupOf(before.board, before.cells, info.from[0]).length),
            number(formed),
          );
    const empty = after.board.cellCount - after.count[BLACK] - after.count[WHITE];
    const stones = (n: number): string => `${number(n)} ${counted(n)}`;
    const tally = reason.tally(
      stones(after.count[BLACK]),
      stones(after.count[WHITE]),
      empty,
      number(empty),
    );
    return `${what}; ${tally}`;
  },
};
