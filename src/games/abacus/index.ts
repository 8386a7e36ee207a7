import type { GameModule } from '../module';
import { abacusAi } from './ai';
import { ABACUS_BOARD_SETTINGS } from './boardSettings';
import { ABACUS_DIAGRAMS, ABACUS_PAGE } from './diagrams';
import { abacusInput } from './input';
import { abacusOutcome } from './outcome';
import { abacus as rules } from './rules';
import { abacusSpeech } from './speech';
import { ABACUS_TUTORIAL } from './tutorial';

export const abacus = {
  rules,
  input: abacusInput,
  boardSettings: ABACUS_BOARD_SETTINGS,
  ai: abacusAi,
  speech: abacusSpeech,
  learn: { page: ABACUS_PAGE, diagrams: ABACUS_DIAGRAMS, tutorial: ABACUS_TUTORIAL },
  outcomeText: abacusOutcome,
} as const satisfies GameModule;
