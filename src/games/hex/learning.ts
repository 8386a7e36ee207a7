import type { GameLearning } from '../../games';
import type { Language } from '../../languages';
import { HEX_DIAGRAMS, HEX_PAGE } from './diagrams';
import { HEX_LEARN_WORDS } from './words/learn';

/** The toy's Learn page in `language`: no tutorial. */
export const loadHexLearning = async (language: Language): Promise<GameLearning> => ({
  page: HEX_PAGE,
  diagrams: HEX_DIAGRAMS,
  words: await HEX_LEARN_WORDS[language](),
});
