import type { GameModule } from '../module';
import { abaloneAi } from './ai';
import { abaloneBlunder } from './blunder';
import { abaloneInput } from './input';
import { abaloneOutcome } from './outcome';
import { abalone as rules } from './rules';
import { abaloneSpeech } from './speech';
import type { AbaloneWords } from './words/en';
import { ABALONE_LEARN_WORDS } from './words/learn';

export const abalone = {
  rules,
  input: abaloneInput,
  ai: abaloneAi,
  speech: abaloneSpeech,
  learn: {
    hasTutorial: true,
    // The page and its words load together, each a chunk of its own.
    load: (language) =>
      Promise.all([import('./learning'), ABALONE_LEARN_WORDS[language]()]).then(([m, words]) =>
        m.abaloneLearning(words),
      ),
  },
  outcomeText: abaloneOutcome,
  blunder: abaloneBlunder,
} as const satisfies GameModule<AbaloneWords>;
