import type { MoveSpeech } from '../module';

/** Abacus: a stone placed on an empty cell, or one of a group slid away from it. */
export const abacusSpeech: MoveSpeech = {
  sound: (info) => (info.from.length === 0 ? 'place' : 'slide'),
  say(info, player, name, t) {
    return info.from.length === 0
      ? t.abacus.place(player, name(info.to[0]))
      : t.abacus.slide(player, name(info.from[0]), name(info.to[0]));
  },
};
