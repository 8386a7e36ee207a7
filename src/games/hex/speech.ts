import type { MoveSpeech } from '../../games';
import type { HexWords } from './words/en';

/** Every move places a stone: one sound, one sentence. */
export const hexSpeech: MoveSpeech<HexWords> = {
  sound: () => 'place',
  say: (info, player, name, words) => words.speech.place(player, name(info.to[0])),
};
