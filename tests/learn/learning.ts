import { type Game, GAMES } from '../../src/engine';
import { type GameLearning, learningOf } from '../../src/games';
import type { ABACUS_DIAGRAMS } from '../../src/games/abacus/diagrams';
import type { ABALONE_DIAGRAMS } from '../../src/games/abalone/diagrams';
import type { DiagramWords } from '../../src/learn/words';

/** Every game's Learn pages in English, loaded as the dialog loads them. */
export const LEARNING = Object.fromEntries(
  await Promise.all(GAMES.map(async (game) => [game, await learningOf(game, 'en')] as const)),
) as Readonly<Record<Game, GameLearning>>;

type AllDiagrams = typeof ABACUS_DIAGRAMS & typeof ABALONE_DIAGRAMS;
export type DiagramId = keyof AllDiagrams;

/** Every game's diagrams together, by id. */
export const DIAGRAMS = Object.assign(
  {},
  ...Object.values(LEARNING).map((l) => l.diagrams),
) as AllDiagrams;

/** Every game's diagrams in English words, by id. */
export const DIAGRAM_WORDS = Object.assign(
  {},
  ...Object.values(LEARNING).map((l) => l.words.diagrams),
) as Readonly<Record<DiagramId, DiagramWords>>;
