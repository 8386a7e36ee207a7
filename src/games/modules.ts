import type { Game } from '../engine';
import { abacus } from './abacus';
import { abalone } from './abalone';
import type { GameModule } from './module';

/**
 * Every game Hexplay plays, by name: the one place shared code finds a game's parts,
 * through the functions of `./index.ts`. `satisfies` makes a game named in `GAMES` but
 * missing here, or missing a piece of `GameModule`, a compile error. Apart from those
 * functions so that a test can add a game to it (tests/toy/toy-registered.test.tsx).
 */
export const GAME_MODULES = { abacus, abalone } as const satisfies Record<Game, GameModule>;
