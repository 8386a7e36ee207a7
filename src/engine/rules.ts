import type { Layout } from './layouts';
import type { Board } from './hex';
import type { Result } from './result';
import type { Colour, Game, Move, Outcome, Player } from './types';

/**
 * A validated position. Search mutates it in place through make/unmake; everything at
 * the edges goes through `play`, which returns a fresh copy.
 */
export interface Position {
  readonly game: Game;
  /** The game's rules: shared code plays every game through them. */
  readonly rules: GameRules;
  readonly board: Board;
  /** Indexed by cell: EMPTY, BLACK or WHITE. */
  readonly cells: Int8Array;
  turn: Colour;
  /** Indexed by colour: pieces of that colour on the board. */
  readonly count: Int16Array;
  /**
   * Indexed by colour: a counter per side that the cells do not show. Its meaning is the
   * game module's (Abalone: that colour's marbles pushed off); games without one keep 0.
   */
  readonly extras: Int8Array;
  hashLo: number;
  hashHi: number;
}

/** Per-side counters of a setup, in the game's own meaning (see `Position.extras`). */
export type Extras = Readonly<Record<Player, number>>;

/** What a move does, in cells, for drawing and describing it. */
export interface MoveInfo {
  /** Cells whose pieces move (one for a slide or an Abalone single), empty for a placement. */
  readonly from: readonly number[];
  /** Where those pieces land, in the same order; the placed cell for a placement. */
  readonly to: readonly number[];
  /** Opposing pieces pushed, nearest first. */
  readonly pushed: readonly number[];
  /** Whether the last pushed piece leaves the board. */
  readonly ejects: boolean;
}

/**
 * A number the status panel shows, such as a side's stones or marbles pushed off.
 * `key` is stable: it names the figure for tests (`data-testid`) and for translation.
 */
export interface StatusFigure {
  readonly key: string;
  readonly value: number;
  /** What the value counts towards, such as the win target. */
  readonly of?: number;
}

/**
 * Everything that differs between games, so that shared code (the store, the board, the
 * records, the AI's search) never asks which game it is playing. One module per game
 * implements it; the games' registry (`src/games/index.ts`) collects them.
 */
export interface GameRules {
  readonly game: Game;
  /** The name records use in their Game tag, capitalised. */
  readonly title: string;
  /** Board sizes (cells per side) the game is offered on, and the usual one. */
  readonly sizes: readonly number[];
  readonly defaultSize: number;
  /** Start layouts on a board of side n; the first is the default. */
  layouts(n: number): readonly Layout[];
  /** The start cells of a layout, indexed by cell. */
  startCells(n: number, layout: Layout): Int8Array;
  /**
   * The game's own checks of a setup whose cells are already known to be well formed:
   * its `extras` and piece counts. `count` is indexed by colour. Undefined when valid.
   */
  checkSetup(n: number, count: Int16Array, extras: Extras): string | undefined;

  /** Writes every legal move into `out` and returns how many; none once the game is over. */
  generate(pos: Position, out: Int32Array): number;
  /** Plays a legal move in place; returns what `unmake` needs to take it back. */
  make(pos: Position, move: Move): number;
  unmake(pos: Position, move: Move, undo: number): void;
  /** The outcome visible in the position alone, given how many legal moves it has. */
  outcome(pos: Position, legalCount: number): Outcome | undefined;
  /** Whether a position can recur, so that threefold repetition can end the game. */
  readonly repeats: boolean;

  moveInfo(pos: Position, move: Move): MoveInfo;
  /** The move in RULES.md notation. */
  makeMoveText(pos: Position, move: Move): string;
  /** The move named by the cells of a token, or the rule the token breaks. */
  resolveMove(pos: Position, cells: readonly number[]): Result<Move, string>;

  /** The fields after the side to move in a position string (RULES.md §4). */
  makeExtras(pos: Position): readonly string[];
  parseExtras(fields: readonly string[]): Result<Extras, string>;
  /** The Position tag of a record, and its reading; see record.ts. */
  makePositionTag(rows: string, side: string, pos: Position): string;
  parsePositionTag(text: string): Result<{ rows: string; side: string; extras: Extras }, string>;
  /** A layout's name in a record's Variant tag, APGN's lowercase one (RULES.md §5). */
  variantName(n: number, layout: Layout): string;
  /** The layout a record's Variant tag names (undefined when the tag is absent). */
  parseVariant(variant: string | undefined, n: number): Result<Layout, string>;
  /** The value of the Notation tag. */
  readonly notation: string;

  /** The numbers that decide the game, for the status panel. */
  status(pos: Position): readonly StatusFigure[];
  /**
   * Whether pieces can leave the board. `Position.extras` then counts each colour's
   * pieces off it, and the board shows them in trays beside it. Absent means never.
   */
  readonly piecesLeave?: boolean;
  /**
   * Whether the players may agree a draw. Resigning is open in every game; a draw by
   * agreement only where the rules know a draw at all.
   */
  readonly playersMayEnd: boolean;
  /**
   * Whether a record without a Game tag is this game's: the format's own game (APGN is
   * Abalone's), at most one game of a table.
   */
  readonly ownsUntitledRecords?: boolean;
}

/**
 * Every game by name, each with its rules, handed to the engine where a text names its
 * game: the registry (`GAME_MODULES` in `src/games`), or a test's own table.
 */
export type GameTable = { readonly [G in Game]: { readonly rules: GameRules } };

/** The rules of the game a record's Game tag names, in any case. */
export function rulesTitled(games: GameTable, title: string): GameRules | undefined {
  const wanted = title.trim().toLowerCase();
  return Object.values(games).find(({ rules }) => rules.title.toLowerCase() === wanted)?.rules;
}
