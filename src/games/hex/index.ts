/**
 * The toy Hex game as a whole game module, in the shape of a game's folder under
 * `src/games/` (docs/architecture.md, "Adding a third game"). Typed `GameModule`, it makes
 * a piece a third game would forget a compile error here too. The app does not offer it:
 * only toy-registered.test.tsx adds it to `GAMES` and `GAME_ENTRIES`, as a real game is.
 */
import type { GameModule } from '../../games';
import { hexAi } from './ai';
import { hexInput } from './input';
import { loadHexLearning } from './learning';
import { hexOutcomeText } from './outcome';
import { hexRules } from './rules';
import { hexSpeech } from './speech';
import type { HexWords } from './words/en';

export const hexModule: GameModule<HexWords> = {
  rules: hexRules,
  input: hexInput,
  ai: hexAi,
  speech: hexSpeech,
  learn: { hasTutorial: false, load: loadHexLearning },
  outcomeText: hexOutcomeText,
};
