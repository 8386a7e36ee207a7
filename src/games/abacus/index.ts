import type { GameModule } from '../module';
import { abacusAi } from './ai';
import { ABACUS_BOARD_SETTINGS } from './boardSettings';
import { abacusInput } from './input';
import { abacusOutcome } from './outcome';
import { abacus as rules } from './rules';
import { abacusSpeech } from './speech';

export const abacus = {
  rules,
  input: abacusInput,
  boardSettings: ABACUS_BOARD_SETTINGS,
  ai: abacusAi,
  speech: abacusSpeech,
  learn: {
    hasTutorial: true,
    load: () => import('./learning').then((m) => m.abacusLearning),
  },
  outcomeText: abacusOutcome,
} as const satisfies GameModule;
