import type { GameAi, GameSolver, OpeningBook } from '../ai/game-ai';
import type { Level } from '../ai/search/levels';
import type { GameRules, Move, MoveInfo, Outcome, Player, Position } from '../engine';
import type { InputModel } from '../input/types';
import type { Language } from '../languages';
import type { Diagram, Section } from '../learn/diagrams';
import type { SelfPlayStats } from '../learn/selfPlay';
import type { Step } from '../learn/tutorial';
import type { LearnWords, TutorialWords } from '../learn/words';

/** The sounds moves make; the synthesiser (src/sound) plays each. */
export type Sound = 'place' | 'move' | 'slide' | 'push' | 'eject' | 'end';

/**
 * The words every game has, which shared code reads without knowing the game. A game's
 * own words (its input model's hints, its moves spoken, its endings) sit beside them in
 * its folder's `words/`, read only by the game's own parts.
 */
export interface GameWords {
  readonly title: string;
  /** One piece of each colour, as a cell names it. */
  readonly piece: Readonly<Record<Player, string>>;
  /** Each colour's pieces together, as in "black marbles to move". */
  readonly pieces: Readonly<Record<Player, string>>;
  /** The name of each start layout, where the game offers more than one (`rules.layouts`). */
  readonly layouts?: Readonly<Record<string, string>>;
  /** The noun after a number of pieces. */
  readonly counted: (n: number) => string;
  /** What the status panel calls each figure the game reports (`StatusFigure.key`). */
  readonly figures: Readonly<Record<string, string>>;
  /**
   * The label of each board setting the game offers (`GameEntry.boardSettings`), by key;
   * empty for a game without any. Its entry's settings are typed against these keys.
   */
  readonly boardSettings: Readonly<Record<string, string>>;
  /** What a cell says of a piece the side to move can move, where the board marks them. */
  readonly movable?: string;
  /**
   * How strong each computer level plays this game, in a line the New game dialog shows
   * under a seat given to it: what the measured ladder (docs/ai.md, Elo ladder) says.
   */
  readonly strength: Readonly<Record<Level, string>>;
}

/**
 * A game's words in every language. English is at hand, for a page drawn in English at
 * once; another language loads with that language's dictionary, before its first frame.
 */
export type WordsTable<Words> = { readonly en: Words } & {
  readonly [L in Exclude<Language, 'en'>]: () => Promise<Words>;
};

/** A game's rules page and tutorial in words in every language, each loaded when the Learn dialog opens. */
export type LearnWordsTable<Words> = { readonly [L in Language]: () => Promise<Words> };

/** A game's way of putting its moves into words and sounds, never by the game's name. */
export interface MoveSpeech<Words = GameWords> {
  /** The sound the move makes. */
  sound(info: MoveInfo): Sound;
  /**
   * The move in words, such as "Black slides c3 to e3". `name` writes a cell as the
   * notation does; `words` are the game's words in the language in use.
   */
  say(info: MoveInfo, player: Player, name: (cell: number) => string, words: Words): string;
  /**
   * What the move leaves on the board, in a line without a full stop ("Black has pushed
   * off 2 of 6: 4 more to win"), as a puzzle's solution explains each of its moves.
   * `before` and `after` are the positions either side of it; `number` writes a count.
   */
  reason(
    before: Position,
    info: MoveInfo,
    after: Position,
    words: Words,
    number: (n: number) => string,
  ): string;
}

/** A game's pages of the Learn dialog, loaded with the dialog rather than the page. */
export interface GameLearning {
  /** The rules page: its sections in reading order. */
  readonly page: readonly Section[];
  /** The diagrams its sections show. */
  readonly diagrams: Readonly<Record<string, Diagram>>;
  /** The page's words, in the language it was loaded for. */
  readonly words: LearnWords;
  /** The tutorial's steps and their words, where the game has one; the first-visit card offers it then. */
  readonly tutorial?: { readonly steps: readonly Step[]; readonly words: TutorialWords };
  /** Who is favoured, from the computer's games against itself, by board size. */
  readonly selfPlay?: readonly SelfPlayStats[];
}

/**
 * Why a game ended by its own rules (a full board, a target reached), with the numbers
 * that decided it, in the game's `words`; `players` are the shared names of the sides.
 * Endings every game shares (repetition, resignation…) are worded by the shared labels.
 */
export type OutcomeText<Words = GameWords> = (
  words: Words,
  outcome: Outcome,
  pos: Position,
  number: (n: number) => string,
  players: Readonly<Record<Player, string>>,
) => string;

/**
 * How long a blunder check may take: a node count, which bounds it the same on any
 * machine, and `ms` on the clock `now` from when it starts to search.
 */
export interface CheckBudget {
  readonly maxNodes: number;
  readonly ms: number;
  readonly now: () => number;
}

/**
 * A learner's aid (Settings → blunder warning): a quick look at a move before it is played,
 * for what it gives away at once, and the question asked about it in the game's words.
 * Never a search: the page waits for the answer.
 */
export interface BlunderCheck<Words = GameWords> {
  /** Whether the check searches (an exact solver), and so runs in a worker of its own. */
  readonly away?: boolean;
  /**
   * Whether `move`, legal in `pos`, gives something away; undefined where the check cannot
   * tell within `budget`, and the move is then played without a question.
   */
  check(pos: Position, move: Move, budget: CheckBudget): Promise<boolean | undefined>;
  /**
   * Readies the check for games like `pos` ahead of the first move, where its first run
   * would spend its budget on loading and making its tables.
   */
  prepare?(pos: Position): Promise<void>;
  /** What the question says the move gives away, in `words`. */
  warning(words: Words): string;
}

/** A game's `GameAi`, with its solver and book (where it has them) behind loaders. */
export type GameAiModule = Omit<GameAi, 'solver' | 'book'> & {
  readonly loadSolver?: () => Promise<GameSolver>;
  readonly loadBook?: () => Promise<OpeningBook>;
};

/**
 * A switch the game offers on its board, shown in the Settings dialog beside the shared
 * ones. Its label is the game's word for `key` (`boardSettings` in its entry of the
 * dictionary); its value reaches the game's own input model (`BoardInput.marks`), which
 * alone knows what it changes.
 */
export interface BoardSetting<Key extends string = string> {
  readonly key: Key;
  /** Its value until the player chooses one. */
  readonly default: boolean;
  /** The `data-setting` of its checkbox, by which tests and scripts find it. */
  readonly dataSetting: string;
  /**
   * Its key beside `coordinates` in saves of version 3 and before, which kept every game's
   * board settings among the shared ones; absent for a setting those saves did not have.
   */
  readonly legacyKey?: string;
  /**
   * Whether its marks show where the side to move can move: an aid a puzzle keeps off
   * until the player asks for a hint.
   */
  readonly aid?: boolean;
}

/**
 * What the app knows of a game before the game itself has loaded: its words, which lists
 * and menus name it by, and its board settings, which a saved game keeps for every game.
 * Each game's folder exports one from its `entry.ts`, and the registry (`GAME_ENTRIES` in
 * `./modules.ts`) lists them; the rest of the game is `load`ed, the game on screen at
 * start and the others when first wanted (`loadGame` in `./index.ts`).
 */
export interface GameEntry<Words extends GameWords = GameWords> {
  /** Its words, which the dictionary of each language holds under `games`. */
  readonly words: WordsTable<Words>;
  /**
   * The board settings it offers, in the order the Settings dialog lists them: each one
   * a key its words label (`GameWords.boardSettings`).
   */
  readonly boardSettings: readonly BoardSetting<keyof Words['boardSettings'] & string>[];
  /** The game itself, a chunk of its own. */
  load(): Promise<GameModule<Words>>;
}

/**
 * Everything of one game that shared code uses once it has loaded: the store, the board,
 * the AI's search, the announcer and the Learn pages reach a game only through this, by
 * the registry (`gameModule` in `./index.ts`). Each game's folder exports one from its
 * `index.ts`, as a `GameModule<ItsWords>`.
 *
 * `Words` are the game's words. The parts that read them are methods, which TypeScript
 * checks both ways, so that a game's module is a `GameModule` of any game's words: shared
 * code only ever hands a game the words of that game (`t.games[game]`, made from its
 * entry's `words`).
 */
export interface GameModule<Words extends GameWords = GameWords> {
  readonly rules: GameRules;
  readonly input: InputModel<string, Words>;
  /**
   * The computer's knowledge of the game. Its exact solver, large and wanted only where
   * the computer searches (the worker, the CLIs), loads apart: `loadAi` in the registry.
   */
  readonly ai: GameAiModule;
  readonly speech: MoveSpeech<Words>;
  readonly learn: {
    /** Whether the game has a tutorial, which the first-visit card offers. */
    readonly hasTutorial: boolean;
    /** Its rules page and tutorial, with their words in `language`. */
    load(language: Language): Promise<GameLearning>;
  };
  outcomeText(...args: Parameters<OutcomeText<Words>>): string;
  /** What the blunder warning looks for; absent where the game has no cheap check. */
  readonly blunder?: BlunderCheck<Words>;
}
