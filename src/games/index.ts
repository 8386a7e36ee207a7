import type { AiTable, GameAi } from '../ai/game-ai';
import type { PuzzleKit } from '../ai/puzzle';
import {
  type Game,
  GAMES,
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
import type { Language } from '../languages';
import type { BoardSetting, GameLearning, GameModule, GameWords } from './module';
import { GAME_MODULES, PUZZLE_KITS } from './modules';

export type {
  BoardSetting,
  GameAiModule,
  GameLearning,
  GameModule,
  GameWords,
  MoveSpeech,
  OutcomeText,
  Sound,
} from './module';

export { GAME_MODULES };

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

/** Every game's words, by game, as the dictionary of a language holds them. */
export type GameWordsTable = Readonly<Record<Game, GameWords>>;

/** Every game's words in English, which the first bundle carries. */
export const ENGLISH_GAME_WORDS: GameWordsTable = Object.fromEntries(
  GAMES.map((game) => [game, gameModule(game).words.en]),
) as GameWordsTable;

/** Every game's words in another language, loaded with that language's dictionary. */
export async function loadGameWords(language: Exclude<Language, 'en'>): Promise<GameWordsTable> {
  const entries = await Promise.all(
    GAMES.map(async (game) => [game, await gameModule(game).words[language]()] as const),
  );
  return Object.fromEntries(entries) as GameWordsTable;
}

const learning = new Map<string, Promise<GameLearning>>();

/**
 * A game's rules page, diagrams and tutorial in `language`, loaded once: the same promise
 * every time, as React's `use` needs.
 */
export function learningOf(game: Game, language: Language): Promise<GameLearning> {
  const key = `${game} ${language}`;
  let found = learning.get(key);
  if (!found) {
    found = gameModule(game).learn.load(language);
    learning.set(key, found);
  }
  return found;
}

/** The start of a game: its layout on a board of side n, Black to move. */
export const initialPosition = (game: Game, n: number, layout?: Layout): Position =>
  layoutPosition(rulesOf(game), n, layout);

/** Parses `<game> <rows> <side> [<extras>…]` (RULES.md §4). Never throws. */
export const parsePosition = (text: string): Result<Position, PositionError> =>
  readPosition(text, GAME_MODULES);

/** Reads a record's Position tag of the given game. */
export const parsePositionTag = (game: Game, text: string): Result<Position, PositionError> =>
  readPositionTag(rulesOf(game), text);

/** A game's AI with its exact solver and book loaded, as the search plays with it. */
export async function loadAi(game: Game): Promise<GameAi> {
  const { loadSolver, loadBook, ...ai } = gameModule(game).ai;
  const [solver, book] = await Promise.all([loadSolver?.(), loadBook?.()]);
  return { ...ai, ...(solver && { solver }), ...(book && { book }) };
}

/** A game's puzzles and their judge, or undefined for a game without puzzles. */
export const loadPuzzleKit = (game: Game): Promise<PuzzleKit | undefined> =>
  PUZZLE_KITS[game]?.() ?? Promise.resolve(undefined);

/** Every game's rules and loaded AI: what the worker and the CLIs hand the AI. */
export async function loadAiTable(): Promise<AiTable> {
  const entries = await Promise.all(
    GAMES.map(async (game) => [game, { rules: rulesOf(game), ai: await loadAi(game) }] as const),
  );
  return Object.fromEntries(entries) as AiTable;
}
