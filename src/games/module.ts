import type { GameAi, GameSolver } from '../ai/game-ai';
import type { GameRules, MoveInfo, Outcome, Player, Position } from '../engine';
import type { Messages } from '../i18n/en';
import type { InputModel } from '../input/types';
import type { Diagram, DiagramId, Section } from '../learn/diagrams';
import type { Step } from '../learn/tutorial';

/** The sounds moves make; the synthesiser (src/sound) plays each. */
export type Sound = 'place' | 'move' | 'slide' | 'push' | 'eject' | 'end';

/** A game's way of putting its moves into words and sounds, never by the game's name. */
export interface MoveSpeech {
  /** The sound the move makes. */
  sound(info: MoveInfo): Sound;
  /**
   * The move in words, such as "Black slides c3 to e3". `name` writes a cell as the
   * notation does; `t` is the settings dictionary of the language in use.
   */
  say(
    info: MoveInfo,
    player: Player,
    name: (cell: number) => string,
    t: Messages['settings'],
  ): string;
}

/** A game's pages of the Learn dialog, loaded with the dialog rather than the page. */
export interface GameLearning {
  /** The rules page: its sections in reading order. */
  readonly page: readonly Section[];
  /** The diagrams its sections show. */
  readonly diagrams: Partial<Record<DiagramId, Diagram>>;
  /** The tutorial's steps, where the game has one; the first-visit card offers it then. */
  readonly tutorial?: readonly Step[];
}

/**
 * Why a game ended by its own rules (a full board, a target reached), with the numbers
 * that decided it. Endings every game shares (repetition, resignation…) are worded by
 * the shared labels.
 */
export type OutcomeText = (
  t: Messages,
  outcome: Outcome,
  pos: Position,
  number: (n: number) => string,
) => string;

/** A game's `GameAi`, with its solver (where it has one) behind a loader. */
export type GameAiModule = Omit<GameAi, 'solver'> & {
  readonly loadSolver?: () => Promise<GameSolver>;
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
}

/**
 * Everything of one game that shared code uses: the store, the board, the AI's search,
 * the announcer and the Learn pages reach a game only through this, by the registry
 * (`GAME_MODULES` in `./index.ts`). Each game's folder exports one from its `index.ts`.
 */
export interface GameModule {
  readonly rules: GameRules;
  readonly input: InputModel;
  /** The board settings it offers, in the order the Settings dialog lists them. */
  readonly boardSettings: readonly BoardSetting[];
  /**
   * The computer's knowledge of the game. Its exact solver, large and wanted only where
   * the computer searches (the worker, the CLIs), loads apart: `loadAi` in the registry.
   */
  readonly ai: GameAiModule;
  readonly speech: MoveSpeech;
  readonly learn: {
    /** Whether the game has a tutorial, which the first-visit card offers. */
    readonly hasTutorial: boolean;
    load(): Promise<GameLearning>;
  };
  readonly outcomeText: OutcomeText;
}
