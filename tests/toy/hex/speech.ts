import { BLACK, WHITE } from '../../../src/engine';
import type { MoveSpeech } from '../../../src/games';
import type { HexWords } from './words/en';

/** Every move places a stone: one sound, one sentence. */
export const hexSpeech: MoveSpeech<HexWords> = {
  sound: () => 'place',
  say: (info, player, name, words) => words.speech.place(player, name(info.to[0])),
  reason: (_before, _info, after, words, number) =>
    words.reason.placed(number(after.board.cellCount - after.count[BLACK] - after.count[WHITE])),
};
