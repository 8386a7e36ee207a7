import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_SIZE, isLegal, makeMoveText, type Move } from '../engine';
import { BACKUP_KEY, loadGame, saveGame, type StorageLike, validSpec } from './persistence';
import { outcomeAt, replay } from './replay';
import { selectRedoTarget, selectResigner, selectUndoTarget } from './selectors';
import {
  DEFAULT_SETTINGS,
  type Ending,
  type GameSpec,
  HUMANS,
  type Players,
  type SavedGame,
  type Settings,
} from './types';

/** A hint asked for in one position: pending until the search answers with a move. */
export interface Hint {
  readonly moves: readonly string[];
  readonly cursor: number;
  /** The suggested move in notation, once found. */
  readonly move: string | undefined;
}

export interface GameState extends SavedGame {
  /** A message for the player about something the app did on its own, such as a failed load. */
  readonly notice: string | undefined;
  /** Whether the computer is searching for its move. Not saved: a reload starts it again. */
  readonly thinking: boolean;
  readonly hint: Hint | undefined;
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
  /** Starts a game; `players` defaults to who played the last one. */
  newGame(spec: GameSpec, players?: Players): void;
  /** The same game again from the start. */
  rematch(): void;
  /** The resigner (`selectResigner`) gives up the game. */
  resign(): void;
  agreeDraw(): void;
  setSetting<K extends keyof Settings>(key: K, value: Settings[K]): void;
  dismissNotice(): void;
  /** Asks the computer for a move suggestion in the viewed position. */
  requestHint(): void;
  /** Called by the computer player (computer.ts), which runs the searches. */
  setThinking(thinking: boolean): void;
  showHint(hint: Hint): void;
  reportAiError(message: string): void;
}

export type GameStore = GameState & GameActions;

export const DEFAULT_SPEC: GameSpec = {
  game: 'abacus',
  n: DEFAULT_SIZE.abacus,
  layout: 'standard',
};

const newSeed = (): number => Math.floor(Math.random() * 0x100000000);

const fresh = (
  spec: GameSpec,
): Pick<GameState, 'spec' | 'moves' | 'cursor' | 'ending' | 'seed' | 'hint'> => ({
  spec,
  moves: [],
  cursor: 0,
  ending: undefined,
  seed: newSeed(),
  hint: undefined,
});

function initialState(storage: StorageLike | undefined): GameState {
  const loaded = loadGame(storage);
  switch (loaded.kind) {
    case 'loaded':
      return { ...loaded.saved, notice: undefined, thinking: false, hint: undefined };
    case 'unreadable':
      return {
        ...fresh(DEFAULT_SPEC),
        settings: DEFAULT_SETTINGS,
        players: HUMANS,
        thinking: false,
        notice: `The saved game could not be loaded (${loaded.error.message}). A new game has started; the old data is kept in this browser under “${BACKUP_KEY}”.`,
      };
    case 'none':
      return {
        ...fresh(DEFAULT_SPEC),
        settings: DEFAULT_SETTINGS,
        players: HUMANS,
        thinking: false,
        notice: undefined,
      };
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
        const cursor = selectUndoTarget(get());
        if (cursor !== undefined) set({ cursor });
      },
      redo() {
        const cursor = selectRedoTarget(get());
        if (cursor !== undefined) set({ cursor });
      },
      goTo(cursor) {
        const { moves } = get();
        if (Number.isInteger(cursor) && cursor >= 0 && cursor <= moves.length) set({ cursor });
      },
      newGame(spec, players = get().players) {
        const checked = validSpec(spec);
        if (checked.ok) set({ ...fresh(checked.value), players });
      },
      rematch() {
        set(fresh(get().spec));
      },
      resign() {
        if (!live()) return;
        const loser = selectResigner(get());
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
      requestHint() {
        const { moves, cursor, thinking } = get();
        if (!thinking && !viewed().over) set({ hint: { moves, cursor, move: undefined } });
      },
      setThinking(thinking) {
        set({ thinking });
      },
      showHint(hint) {
        const { moves, cursor } = get();
        if (hint.moves === moves && hint.cursor === cursor) set({ hint });
      },
      reportAiError(message) {
        set({
          thinking: false,
          hint: undefined,
          notice: `The computer could not move: ${message}`,
        });
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
        state.settings !== prev.settings ||
        state.players !== prev.players)
    ) {
      pending = true;
      setTimeout(flush, 0);
    }
  });
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  return store;
}
