import type { Level } from '../ai/levels';
import type { Game, Layout, Move, Player } from '../engine';

/** What a new game is set up from. */
export interface GameSpec {
  readonly game: Game;
  readonly n: number;
  readonly layout: Layout;
  /**
   * The position the game began from, as a position string (RULES.md §4), when that is not
   * the layout's start: an imported position or one set up in the editor. Checked where it
   * entered the app (`checkSpec`), and written the same way `makePosition` writes it.
   */
  readonly start?: string;
}

/** Who plays a colour: a person at the screen, or the computer at a level. */
export type PlayerKind = 'human' | Level;
export type Players = Readonly<Record<Player, PlayerKind>>;
export const HUMANS: Players = { black: 'human', white: 'human' };

/** A game ended by the players rather than by the board. */
export type Ending =
  | { readonly reason: 'resignation'; readonly winner: Player }
  | { readonly reason: 'agreement'; readonly winner: undefined };

export interface Settings {
  /** Row letters and diagonal numbers around the board. */
  readonly coordinates: boolean;
  /** Marks on the pieces that can start a move of their own (Abacus stones that can slide). */
  readonly hints: boolean;
  /** The number on every piece that has one, such as an Abacus stone's group size. */
  readonly groupSizes: boolean;
}

export const DEFAULT_SETTINGS: Settings = { coordinates: true, hints: true, groupSizes: false };

/** A played move, kept once: the engine's number and its RULES.md notation. */
export interface MoveRecord {
  readonly move: Move;
  readonly text: string;
}

/** Everything that is saved and restored: plain data only. */
export interface SavedGame {
  readonly spec: GameSpec;
  /** Each legal in the position it was played in; checked where it entered the store. */
  readonly moves: readonly MoveRecord[];
  /** How many of `moves` the viewed position has played: 0 is the start. */
  readonly cursor: number;
  /** Set when the game ended by resignation or agreement after the last move. */
  readonly ending: Ending | undefined;
  readonly settings: Settings;
  readonly players: Players;
  /** Varies the computer's play from game to game while keeping each game reproducible. */
  readonly seed: number;
}

/** A hint asked for in one position: pending until the search answers with a move. */
export interface Hint {
  readonly moves: readonly MoveRecord[];
  readonly cursor: number;
  /** The suggested move, once found. */
  readonly move: Move | undefined;
}

/**
 * A draw offered at the end of the game. Against the computer it answers at once; in a
 * hot-seat game the opponent at the screen accepts or declines. A move played lapses it.
 */
export interface DrawOffer {
  readonly by: Player;
  /** The game the offer was made in: the offer holds only while no move is added. */
  readonly moves: readonly MoveRecord[];
  readonly answer: 'pending' | 'declined';
}

export interface GameState extends SavedGame {
  /** The game's id in the library; a new game, a rematch or a fork gets a new one. */
  readonly id: string;
  /**
   * The moves taken back, the next to restore first. Kept only until a move is played,
   * and not saved: a takeback is final once the game goes on or the page reloads.
   */
  readonly takenBack: readonly MoveRecord[];
  readonly drawOffer: DrawOffer | undefined;
  /** Whether the player closed the result of this finished game; it can be opened again. */
  readonly resultDismissed: boolean;
  /** Why the game is not being saved, while that lasts. */
  readonly storageProblem: string | undefined;
  /** A message for the player about something the app did on its own, such as a failed load. */
  readonly notice: string | undefined;
  /** What the computer player is doing. Not saved: a reload starts it afresh. */
  readonly computer: ComputerState;
  readonly hint: Hint | undefined;
}

/** One search the computer player runs: its own move, or a hint for the person to move. */
export interface ComputerTask {
  readonly kind: 'move' | 'hint';
  /** The game and viewed move it searches; a failure holds only while they stay the same. */
  readonly moves: readonly MoveRecord[];
  readonly cursor: number;
  readonly players: Players;
  readonly level: Level;
}

/**
 * The computer player's state machine: idle, thinking about `task`, or failed at it.
 * A search that succeeds returns to idle through the move or hint it produced. A failed
 * one stays failed, and is not tried again, until the position, the viewed move or the
 * players change, or the person asks to retry.
 */
export type ComputerState =
  | { readonly status: 'idle' }
  | { readonly status: 'thinking'; readonly task: ComputerTask }
  | { readonly status: 'failed'; readonly task: ComputerTask; readonly reason: string };

export type ComputerFailure = Extract<ComputerState, { readonly status: 'failed' }>;

export const COMPUTER_IDLE: ComputerState = { status: 'idle' };
