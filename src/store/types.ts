import type { Level } from '../ai/levels';
import type { Game, Layout, Move, MoveNotes, Player } from '../engine';

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
  /** The board turned half round, White's side nearest the player. */
  readonly flipped: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  coordinates: true,
  hints: true,
  groupSizes: false,
  flipped: false,
};

/**
 * A played move, kept once: the engine's number and its RULES.md notation, and what a
 * player, the clock or the review noted of it. A node of the game's move tree.
 */
export interface MoveRecord {
  readonly move: Move;
  readonly text: string;
  /** Absent when there is nothing: records without notes compare as they always did. */
  readonly notes?: MoveNotes;
}

/**
 * A side line: moves tried instead of a line's move, kept with the game without changing
 * it. `ply` counts from the start of the game: the side line leaves its parent after `ply`
 * moves, so its first move replaces the parent's move number `ply + 1`. Its own side lines
 * leave it after one of its moves (`ply` strictly inside it), as PGN's nested `( … )`.
 */
export interface Variation {
  readonly ply: number;
  /** Each legal in the position it was played in, as the game's moves are. */
  readonly moves: readonly MoveRecord[];
  readonly variations: readonly Variation[];
}

/**
 * Which line is viewed: the indices of side lines from the game's list down, empty for the
 * game itself. Within a side line the cursor is past its `ply`: the positions before it are
 * its parent's, and viewing them views the parent.
 */
export type VariationPath = readonly number[];

/** Everything that is saved and restored: plain data only. */
export interface SavedGame {
  readonly spec: GameSpec;
  /** Each legal in the position it was played in; checked where it entered the store. */
  readonly moves: readonly MoveRecord[];
  /** How many moves of the viewed line (`path`) the viewed position has played: 0 is the start. */
  readonly cursor: number;
  /** The side lines from the game's moves; absent in saves from before side lines (none). */
  readonly variations?: readonly Variation[];
  /** The viewed line; absent means the game itself. */
  readonly path?: VariationPath;
  /** Set when the game ended by resignation or agreement after the last move. */
  readonly ending: Ending | undefined;
  readonly settings: Settings;
  readonly players: Players;
  /** Varies the computer's play from game to game while keeping each game reproducible. */
  readonly seed: number;
  /**
   * The tag pairs of the record the game was imported from (Event, Site, players…), so
   * that exporting it again keeps them; absent for the app's own games.
   */
  readonly tags?: readonly (readonly [string, string])[];
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

/** One line the analysis found: its moves from the analysed position and their score. */
export interface AnalysisLine {
  readonly moves: readonly MoveRecord[];
  /** For the side to move in the analysed position, in the search's units. */
  readonly score: number;
}

/**
 * The analysis of one position, as the search deepens: its best lines (the best first)
 * at the last completed depth, and the exact verdict where an ending was solved.
 */
export interface Analysis {
  /** The analysed position (`makePosition`): the analysis holds only while it is viewed. */
  readonly position: string;
  readonly depth: number;
  readonly nodes: number;
  readonly lines: readonly AnalysisLine[];
  /** Whether the side to move wins (true) or loses (false) with best play, when proven. */
  readonly solved: boolean | undefined;
  /** Whether the search has stopped: it reached its limit, not the panel's closing. */
  readonly done: boolean;
  /** Why the search failed, if it did. */
  readonly error: string | undefined;
}

/** One search the computer player runs: its own move, or a hint for the person to move. */
export interface ComputerTask {
  readonly kind: 'move' | 'hint';
  /** The id of the game it searches: a new game or a rematch is a new task. */
  readonly game: string;
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
  | { readonly status: 'failed'; readonly task: ComputerTask; readonly reason: FailureReason };

/**
 * Why a search failed, as codes the screen puts into words in the player's language; an
 * error's own message is technical and shown as it is.
 */
export type FailureReason =
  | { readonly code: 'refused'; readonly move: string }
  | { readonly code: 'timeout'; readonly seconds: number }
  | { readonly code: 'error'; readonly message: string };

/** Something the app did on its own, as a code the screen puts into words. */
export type Notice =
  | { readonly code: 'quarantined'; readonly count: number }
  | { readonly code: 'crashed' }
  | { readonly code: 'forked' };

export type ComputerFailure = Extract<ComputerState, { readonly status: 'failed' }>;

export const COMPUTER_IDLE: ComputerState = { status: 'idle' };
