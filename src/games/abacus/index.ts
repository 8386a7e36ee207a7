import type { GameModule } from '../module';
import { abacusAi } from './ai';
import { abacusBlunder } from './blunder';
import { abacusInput } from './input';
import { abacusOutcome } from './outcome';
import { abacus as rules } from './rules';
import { abacusSpeech } from './speech';
import type { AbacusWords } from './words/en';
import { ABACUS_LEARN_WORDS } from './words/learn';

export const abacus = {
  rules,
  input: abacusInput,
  ai: abacusAi,
  speech: abacusSpeech,
  learn: {
    hasTutorial: true,
    // The page and its words load together, each a chunk of its own.
    load: (language) =>
      Promise.all([import('./learning'), ABACUS_LEARN_WORDS[language]()]).then(([m, words]) =>
        m.abacusLearning(words),
      ),
  },
  outcomeText: abacusOutcome,
  blunder: abacusBlunder,
} as const satisfies GameModule<AbacusWords>;
