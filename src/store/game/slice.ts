import type { GameLines } from './lines';
import type { SavedGame } from './savedGame';
import type { GameState, GameStore } from './types';

/**
 * What every slice is built with: the store's setter and getter, its derived lines,
 * every slice's `untouched` state, which a game shown afresh starts with, and the time
 * in ms (`Date.now` but in tests), which the clocks run on.
 */
export interface SliceApi {
  readonly set: (partial: Partial<GameState>) => void;
  readonly get: () => GameStore;
  readonly lines: GameLines;
  readonly untouched: Partial<GameState>;
  readonly now: () => number;
}

/**
 * One concern of the game store: its state, its actions and the part of the save it owns.
 * `initial` is what it holds in a new store beyond the saved game; `untouched` what it
 * holds again in a game shown afresh (a new game, one opened from the library, a fork),
 * where nothing of the last game's session carries over; `saved` picks what it keeps in a
 * save, absent for a slice that keeps nothing.
 */
export interface Slice<State extends object, Actions extends object> {
  readonly initial: Partial<State>;
  readonly untouched: Partial<State>;
  readonly saved?: (state: GameState) => Partial<SavedGame>;
  actions(api: SliceApi): Actions;
}
