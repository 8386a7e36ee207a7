import type { GameModule } from '../module';
import { abaloneAi } from './ai';
import { abaloneInput } from './input';
import { abaloneOutcome } from './outcome';
import { abalone as rules } from './rules';
import { abaloneSpeech } from './speech';

export const abalone = {
  rules,
  input: abaloneInput,
  // Its board shows every mark it has at all times: nothing to switch.
  boardSettings: [],
  ai: abaloneAi,
  speech: abaloneSpeech,
  learn: {
    hasTutorial: false,
    load: () => import('./learning').then((m) => m.abaloneLearning),
  },
  outcomeText: abaloneOutcome,
} as const satisfies GameModule;
