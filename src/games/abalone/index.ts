import type { GameModule } from '../module';
import { abaloneAi } from './ai';
import { ABALONE_DIAGRAMS, ABALONE_PAGE } from './diagrams';
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
  learn: { page: ABALONE_PAGE, diagrams: ABALONE_DIAGRAMS },
  outcomeText: abaloneOutcome,
} as const satisfies GameModule;
