import type { MoveNotes, Player } from '../../engine';
import type { GameLines } from './lines';
import type { ReplayedLine } from './replayedLine';
import type { Ending, GameSpec, MoveRecord, SavedClocks, SavedGame } from './savedGame';
import type { GameState, GameStore } from './types';

/** A game coming onto the screen: restored with the store, opened, begun, or forked. */
export interface OpenedGame {
  readonly spec: GameSpec;
  readonly moves: readonly MoveRecord[];
  readonly ending: Ending | undefined;
  /** A line holding at least `moves`. */
  readonly line: ReplayedLine;
  /** Whether its clocks start at once (a new game, a rematch), or are shown paused. */
  readonly running: boolean;
  /** The clocks as a restored game's save left them, beyond its moves' notes. */
  readonly clockTimes?: SavedClocks;
  /** A restored game's record tags: a game online's clocks ran on while it was away. */
  readonly tags?: SavedGame['tags'];
}

/** What a slice adds to a move played: its own state, and notes the move keeps. */
export interface MoveEffect {
  readonly state?: Partial<GameState>;
  readonly notes?: MoveNotes;
}

/**
 * What a slice does as the game goes: the flow (`flow.ts`) plays the moves and calls
 * these, so that a feature such as the clocks or the draw offers keeps its effects in its
 * own slice. Each runs before the change is set, so `get()` still shows the state before
 * it, and returns the slice's part of the change.
 */
export interface SliceHooks {
  /** A game comes onto the screen; nothing of the last game's session carries over. */
  onOpen?(game: OpenedGame): Partial<GameState>;
  /** Whether a move may be played now; a slice that refuses may end the game instead. */
  mayMove?(): boolean;
  /**
   * `mover` plays a move at the game's end; `told` is the time its clock has left as the
   * mover's own device said, for a move played online.
   */
  onMove?(mover: Player, told?: number): MoveEffect;
  /** Undo or redo leaves the game at its first `ply` moves of `line`. */
  onTakeback?(line: ReplayedLine, ply: number): Partial<GameState>;
  /** The game is about to end: a resignation, a draw agreed, a flag fallen. */
  onEnd?(): Partial<GameState>;
  /**
   * A move has been played and set: the one hook that runs after the change, for a slice
   * that acts on the new position itself, such as a premove played at once.
   */
  afterMove?(): void;
}

/** Every slice's hooks together, as the flow and the endings call them. */
export interface Lifecycle {
  opened(game: OpenedGame): Partial<GameState>;
  mayMove(): boolean;
  moved(
    mover: Player,
    told?: number,
  ): { readonly state: Partial<GameState>; readonly notes?: MoveNotes };
  tookBack(line: ReplayedLine, ply: number): Partial<GameState>;
  afterMove(): void;
  /** Ends the game with `ending`, with what each slice does at the end and `also`. */
  end(ending: Ending, also?: Partial<GameState>): void;
}

/**
 * What every slice is built with: the store's setter and getter, its derived lines, the
 * lifecycle of every slice's hooks, and the time in ms, which the clocks run on: `now` on a
 * monotonic clock (`performance.now` but in tests), `wall` on the wall clock (`Date.now`
 * but in tests), which only saves are stamped with.
 */
export interface SliceApi {
  readonly set: (partial: Partial<GameState>) => void;
  readonly get: () => GameStore;
  readonly lines: GameLines;
  readonly lifecycle: Lifecycle;
  readonly now: () => number;
  readonly wall: () => number;
}

/** The state a save restores, which no slice starts a store with. */
type SavedKey = keyof SavedGame | 'id';

/**
 * One concern of the game store: its state, its actions and what it does as the game
 * goes. `initial` is its state in a new store beyond the saved game.
 */
export interface Slice<State extends object, Actions extends object> {
  readonly initial: Omit<State, SavedKey>;
  actions(api: SliceApi): Actions;
  hooks?(api: SliceApi): SliceHooks;
}

/** A slice that owns part of the save: `saved` picks it from the state. */
export interface SavingSlice<State extends object, Actions extends object, Saved> extends Slice<
  State,
  Actions
> {
  saved(state: GameState): Saved;
}
