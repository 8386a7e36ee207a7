import type { Game } from '../engine';
import { abacusSpeech } from '../games/abacus/speech';
import { abaloneSpeech } from '../games/abalone/speech';
import type { MoveSpeech } from './types';

/** Every game's move speech; `satisfies` makes a missing one a compile error. */
export const SPEECH = { abacus: abacusSpeech, abalone: abaloneSpeech } as const satisfies Record<
  Game,
  MoveSpeech
>;
