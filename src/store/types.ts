import type { Level } from '../ai/levels';
import type { Game, Layout, Player } from '../engine';

/** What a new game is set up from. */
export interface GameSpec {
  readonly game: Game;
  readonly n: number;
  readonly layout: Layout;
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
  /** Marks on the Abacus stones that can slide. */
  readonly hints: boolean;
}

export const DEFAULT_SETTINGS: Settings = { coordinates: true, hints: true };

/** Everything that is saved and restored: plain data only. */
export interface SavedGame {
  readonly spec: GameSpec;
  /** Moves in RULES.md notation, each resolved against the position it was played in. */
  readonly moves: readonly string[];
  /** How many of `moves` the viewed position has played: 0 is the start. */
  readonly cursor: number;
  /** Set when the game ended by resignation or agreement after the last move. */
  readonly ending: Ending | undefined;
  readonly settings: Settings;
  readonly players: Players;
  /** Varies the computer's play from game to game while keeping each game reproducible. */
  readonly seed: number;
}
