import {
  type Game,
  type GameRules,
  type Layout,
  layoutPosition,
  type Position,
  type PositionError,
  readPosition,
  readPositionTag,
  type Result,
} from '../engine';
import type { BoardOptions } from '../input/types';
import type { Diagram, DiagramId } from '../learn/diagrams';
import { abacus } from './abacus';
import { abalone } from './abalone';
import type { BoardSetting, GameModule } from './module';

export type { BoardSetting, GameLearning, GameModule, OutcomeText } from './module';

/**
 * Every game Hexplay plays, by name: the one place shared code finds a game's parts.
 * `satisfies` makes a game named in `GAMES` but missing here, or missing a piece of
 * `GameModule`, a compile error.
 */
export const GAME_MODULES = { abacus, abalone } as const satisfies Record<Game, GameModule>;

/** A game's module, typed as any game's: the parts one game lacks read as absent. */
export const gameModule = (game: Game): GameModule => GAME_MODULES[game];

export const rulesOf = (game: Game): GameRules => GAME_MODULES[game].rules;

/**
 * The values of `game`'s board settings: the player's choice (`chosen`, by key) where
 * there is one, the game's default elsewhere. Keys the game does not offer are left out.
 */
export const boardOptions = (game: Game, chosen: Readonly<Record<string, boolean>>): BoardOptions =>
  Object.fromEntries(
    GAME_MODULES[game].boardSettings.map(({ key, default: initial }) => [
      key,
      chosen[key] ?? initial,
    ]),
  );

/** Every game's board settings together, as a saved game's settings may hold them. */
export const ALL_BOARD_SETTINGS: readonly BoardSetting[] = Object.values(GAME_MODULES).flatMap(
  (module): readonly BoardSetting[] => module.boardSettings,
);

/** Every game's diagrams together; a diagram no game has is a compile error. */
export const DIAGRAMS = {
  ...abacus.learn.diagrams,
  ...abalone.learn.diagrams,
} as const satisfies Record<DiagramId, Diagram>;

/** The start of a game: its layout on a board of side n, Black to move. */
export const initialPosition = (game: Game, n: number, layout?: Layout): Position =>
  layoutPosition(rulesOf(game), n, layout);

/** Parses `<game> <rows> <side> [<extras>…]` (RULES.md §4). Never throws. */
export const parsePosition = (text: string): Result<Position, PositionError> =>
  readPosition(text, GAME_MODULES);

/** Reads a record's Position tag of the given game. */
export const parsePositionTag = (game: Game, text: string): Result<Position, PositionError> =>
  readPositionTag(rulesOf(game), text);
