import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_SETTINGS, HUMANS, type SavedGame } from './savedGame';
import { type GameState, type GameStore, type LibraryError } from './types';
import { analysisSlice } from './analysisBoard';
import { clocksFor, clocksSlice } from './clocks';
import { computerSlice } from './computerPlayer';
import { drawSlice } from './draws';
import { defaultSpec, flowSlice, freshGame, newGameId, treeOf } from './flow';
import { gameLines } from './lines';
import { replayLine } from './replayedLine';
import { reviewSlice } from './review';
import { sideLinesSlice } from './sideLines';
import type { SliceApi } from './slice';

/**
 * Every slice of the store. A new feature is a slice here: its state, its actions, and
 * the part of the save it owns.
 */
const SLICES = [
  flowSlice,
  sideLinesSlice,
  drawSlice,
  computerSlice,
  analysisSlice,
  clocksSlice,
  reviewSlice,
] as const;

/** What every slice starts a game shown afresh with. */
const UNTOUCHED = Object.assign({}, ...SLICES.map((s) => s.untouched)) as Partial<GameState>;

/** The saved game within a store's state: each slice's own part, and nothing of the session. */
export const savedOf = (state: GameState): SavedGame =>
  Object.assign({}, ...SLICES.map((s) => s.saved?.(state) ?? {})) as SavedGame;

export interface GameStoreOptions {
  /** The game to open with, such as one loaded from storage, and its id. */
  readonly saved?: SavedGame;
  readonly id?: string;
  /** Why games are not being saved, when that is known from the start. */
  readonly storageProblem?: LibraryError;
  /** Shown once on opening, such as why a saved game could not be loaded. */
  readonly notice?: GameState['notice'];
  /** The time in ms that the clocks run on, looked up at each call (fake timers apply); tests may drive their own. */
  readonly now?: () => number;
}

/** A store holding one game at the screen, composed of its slices. Each call builds an independent store. */
export function createGameStore({
  saved,
  id,
  notice,
  storageProblem,
  now = () => Date.now(),
}: GameStoreOptions = {}): StoreApi<GameStore> {
  return createStore<GameStore>()((set, get) => {
    const api: SliceApi = { set, get, lines: gameLines(get), untouched: UNTOUCHED, now };
    // A game restored keeps its clocks as its last moves noted them, paused.
    const game = saved
      ? {
          ...saved,
          ...treeOf(saved),
          id: id ?? newGameId(),
          clocks:
            saved.spec.timeControl &&
            clocksFor(
              saved.spec,
              replayLine(saved.spec, saved.moves, undefined),
              saved.moves.length,
              saved.ending,
              undefined,
            ),
        }
      : { ...freshGame(defaultSpec(), now()), settings: DEFAULT_SETTINGS, players: HUMANS };
    return Object.assign(
      {},
      ...SLICES.map((s) => s.initial),
      game,
      UNTOUCHED,
      { notice, storageProblem },
      ...SLICES.map((s) => s.actions(api)),
    ) as GameStore;
  });
}
