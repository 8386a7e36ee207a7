import { createStore, type StoreApi } from 'zustand/vanilla';
import { analysisSlice } from './analysisBoard/analysisBoard';
import { clocksSlice } from './clocks/clocks';
import { computerSlice } from './computerPlayer/computerPlayer';
import { drawSlice } from './draws/draws';
import {
  defaultSpec,
  flowSlice,
  freshGame,
  gameOf,
  openedAtStart,
  openedSaved,
  treeOf,
} from './flow/flow';
import { gameLines } from './lines';
import { newGameId } from './newIds';
import { premoveSlice } from './premove/premove';
import { reviewSlice } from './review/review';
import { DEFAULT_SETTINGS, HUMANS, type SavedGame } from './savedGame';
import { sideLinesSlice } from './sideLines/sideLines';
import { lifecycleOf } from './lifecycle';
import type { SliceApi, SliceHooks } from './slice';
import type { LibraryError } from './notices';
import type { GameActions, GameState, GameStore } from './types';

/**
 * Every slice of the store, in the order their hooks run. A new feature is a slice: its
 * state, its actions, the part of the save it owns and its hooks, listed here and in the
 * state and actions `createGameStore` composes, which the compiler checks against
 * `GameStore`.
 */
const SLICES = [
  flowSlice,
  sideLinesSlice,
  drawSlice,
  computerSlice,
  analysisSlice,
  clocksSlice,
  reviewSlice,
  premoveSlice,
] as const;

/** The saved game within a store's state: each slice's own part, and nothing of the session. */
export const savedOf = (state: GameState): SavedGame => ({
  ...flowSlice.saved(state),
  ...sideLinesSlice.saved(state),
  ...clocksSlice.saved(state),
});

export interface GameStoreOptions {
  /** The game to open with, such as one loaded from storage, and its id. */
  readonly saved?: SavedGame;
  readonly id?: string;
  /** Why games are not being saved, when that is known from the start. */
  readonly storageProblem?: LibraryError;
  /** Shown once on opening, such as why a saved game could not be loaded. */
  readonly notice?: GameState['notice'];
  /**
   * The time in ms that the clocks time moves on: a monotonic clock, which the computer's
   * clock set back or forward does not move. Looked up at each call (fake timers apply);
   * tests may drive their own.
   */
  readonly now?: () => number;
  /** The wall-clock time in ms (`Date.now`), which a saved running clock is stamped with. */
  readonly wall?: () => number;
}

/** A store holding one game at the screen, composed of its slices. Each call builds an independent store. */
export function createGameStore({
  saved,
  id,
  notice,
  storageProblem,
  now = () => performance.now(),
  wall = () => Date.now(),
}: GameStoreOptions = {}): StoreApi<GameStore> {
  return createStore<GameStore>()((set, get) => {
    const hooks: SliceHooks[] = [];
    const base = { set, get, lines: gameLines(get), now, wall };
    const api: SliceApi = { ...base, lifecycle: lifecycleOf(hooks, set) };
    for (const slice of SLICES) if (slice.hooks) hooks.push(slice.hooks(api));
    const spec = saved?.spec ?? defaultSpec();
    const game = saved
      ? { ...gameOf(saved), ...treeOf(saved), id: id ?? newGameId() }
      : { ...freshGame(spec), settings: DEFAULT_SETTINGS, players: HUMANS };
    const state: GameState = {
      ...flowSlice.initial,
      ...sideLinesSlice.initial,
      ...drawSlice.initial,
      ...computerSlice.initial,
      ...analysisSlice.initial,
      ...clocksSlice.initial,
      ...reviewSlice.initial,
      ...premoveSlice.initial,
      ...game,
      // A game restored keeps its clocks as it was saved, paused.
      ...api.lifecycle.opened(saved ? openedSaved(saved) : openedAtStart(spec)),
      notice,
      storageProblem,
    };
    const actions: GameActions = {
      ...flowSlice.actions(api),
      ...sideLinesSlice.actions(api),
      ...drawSlice.actions(api),
      ...computerSlice.actions(api),
      ...analysisSlice.actions(api),
      ...clocksSlice.actions(api),
      ...reviewSlice.actions(api),
      ...premoveSlice.actions(api),
    };
    return { ...state, ...actions };
  });
}
