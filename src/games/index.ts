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
import type { BoardSetting, GameEntry, GameLearning, GameModule, GameWords } from './module';
import { GAME_ENTRIES, PUZZLE_KITS } from './modules';

export type {
  BlunderCheck,
  BoardSetting,
  CheckBudget,
  GameAiModule,
  GameEntry,
  GameLearning,
  GameModule,
  GameWords,
  MoveSpeech,
  OutcomeText,
  Sound,
} from './module';

/** What the app knows of a game before it loads: its words and board settings. */
export const gameEntry = (game: Game): GameEntry => GAME_ENTRIES[game];

const loaded: Partial<Record<Game, GameModule>> = {};
const loading = new Map<Game, Promise<GameModule>>();

/**
 * Loads a game, once: the same promise every time, as React's `use` needs. A load that
 * failed (offline before the chunk was cached) is tried again by the next call.
 */
export function loadGame(game: Game): Promise<GameModule> {
  let found = loading.get(game);
  if (!found) {
    found = GAME_ENTRIES[game].load().then((module) => (loaded[game] = module));
    found.catch(() => loading.delete(game));
    loading.set(game, found);
  }
  return found;
}

let everyGame: Promise<void> | undefined;

/**
 * Loads every game: what reads or offers any game (records, links, the dialogs) waits for
 * it, where the game on screen needed only its own.
 */
export function loadAllGames(): Promise<void> {
  everyGame ??= Promise.all(GAMES.map(loadGame)).then(
    () => {},
    (error: unknown) => {
      everyGame = undefined;
      throw error;
    },
  );
  return everyGame;
}

/** Whether `game` has loaded, so that `gameModule` may be asked for it. */
export const isGameLoaded = (game: Game): boolean => loaded[game] !== undefined;

/**
 * A loaded game's module, typed as any game's: the parts one game lacks read as absent.
 * Asking for a game that has not loaded is a bug of the caller, which should have waited
 * for `loadGame` (or `loadAllGames`).
 */
export function gameModule(game: Game): GameModule {
  const module = loaded[game];
  if (!module) throw new Error(`the ${game} module was asked for before it loaded (loadGame)`);
  return module;
}

/**
 * Every game's module by name, as the engine's readers of positions and records take
 * them: each read as `gameModule` reads it, so a game not loaded yet is the caller's bug.
 */
export const GAME_MODULES: Readonly<Record<Game, GameModule>> = Object.defineProperties(
  {} as Record<Game, GameModule>,
  Object.fromEntries(
    GAMES.map((game) => [game, { enumerable: true, get: () => gameModule(game) }]),
  ),
);

export const rulesOf = (game: Game): GameRules => gameModule(game).rules;

/**
 * The values of `game`'s board settings: the player's choice (`chosen`, by key) where
 * there is one, the game's default elsewhere. Keys the game does not offer are left out.
 */
export const boardOptions = (game: Game, chosen: Readonly<Record<string, boolean>>): BoardOptions =>
  Object.fromEntries(
    GAME_ENTRIES[game].boardSettings.map(({ key, default: initial }) => [
      key,
      chosen[key] ?? initial,
    ]),
  );

/** `game`'s board settings with each aid (`BoardSetting.aid`) off, the others as the game has them. */
export const settingsWithoutAids = (game: Game): Readonly<Record<string, boolean>> =>
  Object.fromEntries(
    (GAME_ENTRIES[game].boardSettings as readonly BoardSetting[])
      .filter((s) => s.aid)
      .map(({ key }) => [key, false]),
  );

/** Every game's board settings together, as a saved game's settings may hold them. */
export const ALL_BOARD_SETTINGS: readonly BoardSetting[] = Object.values(GAME_ENTRIES).flatMap(
  (entry): readonly BoardSetting[] => entry.boardSettings,
);

/** Every game's words, by game, as the dictionary of a language holds them. */
export type GameWordsTable = Readonly<Record<Game, GameWords>>;

/** Every game's words in English, which the first bundle carries. */
export const ENGLISH_GAME_WORDS: GameWordsTable = Object.fromEntries(
  GAMES.map((game) => [game, gameEntry(game).words.en]),
) as GameWordsTable;

/** Every game's words in another language, loaded with that language's dictionary. */
export async function loadGameWords(language: Exclude<Language, 'en'>): Promise<GameWordsTable> {
  const entries = await Promise.all(
    GAMES.map(async (game) => [game, await gameEntry(game).words[language]()] as const),
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
  await loadAllGames();
  const entries = await Promise.all(
    GAMES.map(async (game) => [game, { rules: rulesOf(game), ai: await loadAi(game) }] as const),
  );
  return Object.fromEntries(entries) as AiTable;
}
