import type { GameModule } from '../module';
import { abacusAi } from './ai';
import { ABACUS_BOARD_SETTINGS } from './boardSettings';
import { abacusInput } from './input';
import { abacusOutcome } from './outcome';
import { abacus as rules } from './rules';
import { abacusSpeech } from './speech';
import { ABACUS_WORDS } from './words';
import type { AbacusWords } from './words/en';
import { ABACUS_LEARN_WORDS } from './words/learn';

export const abacus = {
  rules,
  input: abacusInput,
  boardSettings: ABACUS_BOARD_SETTINGS,
  ai: abacusAi,
  speech: abacusSpeech,
  words: ABACUS_WORDS,
  learn: {
    hasTutorial: true,
    // The page and its words load together, each a chunk of its own.
    load: (language) =>
      Promise.all([import('./learning'), ABACUS_LEARN_WORDS[language]()]).then(([m, words]) =>
        m.abacusLearning(words),
      ),
  },
  outcomeText: abacusOutcome,
} as const satisfies GameModule<AbacusWords>;
