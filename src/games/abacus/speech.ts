import type { MoveSpeech } from '../module';
import type { AbacusWords } from './words/en';

/** Abacus: a stone placed on an empty cell, or one of a group slid away from it. */
export const abacusSpeech: MoveSpeech<AbacusWords> = {
  sound: (info) => (info.from.length === 0 ? 'place' : 'slide'),
  say(info, player, name, { speech }) {
    return info.from.length === 0
      ? speech.place(player, name(info.to[0]))
      : speech.slide(player, name(info.from[0]), name(info.to[0]));
  },
};
