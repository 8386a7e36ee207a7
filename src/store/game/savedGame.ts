import type { Level } from '../../ai/search/levels';
import type { Game, Layout, Move, MoveNotes, Player } from '../../engine';
import type { TimeControl } from './clocks/timeControl';

/**
 * The saved game: what the library, a downloaded file and a reload keep of a game, as
 * plain data. The store's session around it is in `types.ts`.
 */

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
  /** How long each side may think, when the game is played on clocks. */
  readonly timeControl?: TimeControl;
}

/** Who plays a colour: a person at the screen, or the computer at a level. */
export type PlayerKind = 'human' | Level;
export type Players = Readonly<Record<Player, PlayerKind>>;
export const HUMANS: Players = { black: 'human', white: 'human' };

/** A game ended by the players rather than by the board. */
export type Ending =
  | { readonly reason: 'resignation'; readonly winner: Player }
  | { readonly reason: 'agreement'; readonly winner: undefined }
  | { readonly reason: 'time'; readonly winner: Player };

export interface Settings {
  /** Row letters and diagonal numbers around the board. */
  readonly coordinates: boolean;
  /** The board turned half round, White's side nearest the player. */
  readonly flipped: boolean;
  /**
   * The player's choices among the games' own board settings (`GameModule.boardSettings`),
   * by key; a setting without one takes its game's default. Like the shared settings they
   * go on to the next game, whichever it is, so the choices of a game not at the screen
   * are kept too.
   */
  readonly board: Readonly<Record<string, boolean>>;
}

/** The settings that every game's board has. */
export type SharedSetting = Exclude<keyof Settings, 'board'>;

export const DEFAULT_SETTINGS: Settings = {
  coordinates: true,
  flipped: false,
  board: {},
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

/**
 * Both clocks as a save keeps them. The moves' notes hold each side's time only as its last
 * move left it; without this a reload would give the side to move back the time it had
 * spent on its move so far (`clocks/savedClocks.ts`).
 */
export interface SavedClocks {
  /** Each side's time left when the game was saved, in whole ms. */
  readonly black: number;
  readonly white: number;
  /**
   * While a clock ran, the wall-clock time (`Date.now`, ms) at which it had the time above:
   * the side to move's clock went on running after that, until the page went away.
   * Absent while the clocks were paused or stopped.
   */
  readonly at?: number;
}

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
  /**
   * Both clocks as they stood when the game was saved, in a game on a time control; absent
   * in saves from before version 6 (their clocks come from the moves' notes alone).
   */
  readonly clockTimes?: SavedClocks;
}
