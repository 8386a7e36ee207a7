import { GAMES } from '../../src/engine';
import { type AllDiagrams, gameModule } from '../../src/games';

/** Every game's Learn pages, loaded as the dialog loads them. */
export const LEARNING = Object.fromEntries(
  await Promise.all(
    GAMES.map(async (game) => [game, await gameModule(game).learn.load()] as const),
  ),
);

/** Every game's diagrams together, by id. */
export const DIAGRAMS = Object.assign(
  {},
  ...Object.values(LEARNING).map((l) => l.diagrams),
) as AllDiagrams;
