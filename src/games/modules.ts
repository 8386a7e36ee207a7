import type { Game } from '../engine';
import { abacus } from './abacus/entry';
import { abalone } from './abalone/entry';
import type { PuzzleKit } from '../ai/puzzle';
import type { GameEntry } from './module';

/**
 * Every game Hexplay plays, by name: the one place shared code finds a game's parts,
 * through the functions of `./index.ts`. `satisfies` makes a game named in `GAMES` but
 * missing here, or missing a piece of `GameEntry` or of the `GameModule` it loads, a
 * compile error. Apart from those functions so that a test can add a game to it
 * (tests/toy/toy-registered.test.tsx).
 */
export const GAME_ENTRIES = { abacus, abalone } as const satisfies Record<Game, GameEntry>;

/**
 * Each game's puzzles, a chunk the trainer loads. Beside the entries rather than in them:
 * the computer's worker imports the entries, and a loader there would put the puzzle
 * chunks into its build too; unused, this table is dropped from it.
 */
export const PUZZLE_KITS: Partial<Record<Game, () => Promise<PuzzleKit>>> = {
  abacus: () => import('./abacus/puzzleKit').then((m) => m.abacusPuzzleKit),
  abalone: () => import('./abalone/puzzleKit').then((m) => m.abalonePuzzleKit),
};
