import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_SIZE, isLegal, makeMoveText, type Move, playerOf } from '../engine';
import { BACKUP_KEY, loadGame, saveGame, type StorageLike, validSpec } from './persistence';
import { outcomeAt, replay } from './replay';
import {
  DEFAULT_SETTINGS,
  type Ending,
  type GameSpec,
  type SavedGame,
  type Settings,
} from './types';

export interface GameState extends SavedGame {
  /** A message for the player about something the app did on its own, such as a failed load. */
  readonly notice: string | undefined;
}

/**
 * Actions. Undo and redo move the cursor over the move list; a move played with later
 * moves present replaces them. A computer opponent would add per-colour players to the
 * spec and an undo that steps back to the last human turn, both on top of this.
 */
export interface GameActions {
  /** Plays a legal move of the viewed position. Illegal moves and finished games are ignored. */
  play(move: Move): void;
  undo(): void;
  redo(): void;
  goTo(cursor: number): void;
  newGame(spec: GameSpec): void;
  /** The same game again from the start. */
  rematch(): void;
  /** The player to move resigns. */
  resign(): void;
  agreeDraw(): void;
  setSetting<K extends keyof Settings>(key: K, value: Settings[K]): void;
  dismissNotice(): void;
}

export type GameStore = GameState & GameActions;

export const DEFAULT_SPEC: GameSpec = {
  game: 'abacus',
  n: DEFAULT_SIZE.abacus,
  layout: 'standard',
};

const fresh = (spec: GameSpec): Pick<GameState, 'spec' | 'moves' | 'cursor' | 'ending'> => ({
  spec,
  moves: [],
  cursor: 0,
  ending: undefined,
});

function initialState(storage: StorageLike | undefined): GameState {
  const loaded = loadGame(storage);
  switch (loaded.kind) {
    case 'loaded':
      return { ...loaded.saved, notice: undefined };
    case 'unreadable':
      return {
        ...fresh(DEFAULT_SPEC),
        settings: DEFAULT_SETTINGS,
        notice: `The saved game could not be loaded (${loaded.error.message}). A new game has started; the old data is kept in this browser under “${BACKUP_KEY}”.`,
      };
    case 'none':
      return { ...fresh(DEFAULT_SPEC), settings: DEFAULT_SETTINGS, notice: undefined };
  }
}

/** The game's store, saving to `storage` after every change that should survive a reload. */
export function createGameStore(storage: StorageLike | undefined): StoreApi<GameStore> {
  const store = createStore<GameStore>()((set, get) => {
    const viewed = () => {
      const { spec, moves, cursor, ending } = get();
      const game = replay(spec, moves);
      return { game, pos: game.positions[cursor], over: outcomeAt(game, cursor, ending) };
    };
    const live = (): boolean => {
      const { moves, cursor } = get();
      return cursor === moves.length && !viewed().over;
    };
    return {
      ...initialState(storage),
      play(move) {
        const { pos, over } = viewed();
        if (over || !isLegal(pos, move)) return;
        const { moves, cursor } = get();
        const text = makeMoveText(pos, move);
        if (moves[cursor] === text) {
          set({ cursor: cursor + 1 });
          return;
        }
        set({ moves: [...moves.slice(0, cursor), text], cursor: cursor + 1, ending: undefined });
      },
      undo() {
        const { cursor } = get();
        if (cursor > 0) set({ cursor: cursor - 1 });
      },
      redo() {
        const { cursor, moves } = get();
        if (cursor < moves.length) set({ cursor: cursor + 1 });
      },
      goTo(cursor) {
        const { moves } = get();
        if (Number.isInteger(cursor) && cursor >= 0 && cursor <= moves.length) set({ cursor });
      },
      newGame(spec) {
        const checked = validSpec(spec);
        if (checked.ok) set(fresh(checked.value));
      },
      rematch() {
        set(fresh(get().spec));
      },
      resign() {
        if (!live()) return;
        const loser = playerOf(viewed().pos.turn);
        const ending: Ending = {
          reason: 'resignation',
          winner: loser === 'black' ? 'white' : 'black',
        };
        set({ ending });
      },
      agreeDraw() {
        if (live()) set({ ending: { reason: 'agreement', winner: undefined } });
      },
      setSetting(key, value) {
        set({ settings: { ...get().settings, [key]: value } });
      },
      dismissNotice() {
        set({ notice: undefined });
      },
    };
  });
  // Saving is deferred to its own task, coalescing bursts of changes, so that writing
  // localStorage never delays the board's response to a click.
  let pending = false;
  const flush = (): void => {
    if (!pending) return;
    pending = false;
    saveGame(storage, store.getState());
  };
  store.subscribe((state, prev) => {
    if (
      !pending &&
      (state.spec !== prev.spec ||
        state.moves !== prev.moves ||
        state.cursor !== prev.cursor ||
        state.ending !== prev.ending ||
        state.settings !== prev.settings)
    ) {
      pending = true;
      setTimeout(flush, 0);
    }
  });
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  return store;
}
