import { createStore, type StoreApi } from 'zustand/vanilla';
import { GAMES, makeMoveText, type Move, otherPlayer, rulesOf } from '../engine';
import { type Line, lineOf } from './line';
import { outcomeAt, resignerAt, stepTarget } from './session';
import { checkSpec } from './spec';
import {
  COMPUTER_IDLE,
  type ComputerTask,
  DEFAULT_SETTINGS,
  type GameSpec,
  type GameState,
  type Hint,
  HUMANS,
  type Players,
  type SavedGame,
  type Settings,
} from './types';

/**
 * Actions. Undo and redo move the cursor over the move list; a move played with later
 * moves present replaces them.
 */
export interface GameActions {
  /**
   * The positions, legal moves and outcomes the engine derives from the spec and moves,
   * for the store's current state.
   */
  line(): Line;
  /** Shows another game: one resumed from the library, or changed by another tab. */
  open(saved: SavedGame, id: string): void;
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
  /** Tries the failed search again, once: the Retry button. */
  retryComputer(): void;
  /** Called by the computer player (computer.ts), which runs the searches. */
  computerStarted(task: ComputerTask): void;
  computerFailed(task: ComputerTask, reason: string): void;
  computerIdle(): void;
  showHint(hint: Hint): void;
}

export type GameStore = GameState & GameActions;

const FIRST = rulesOf(GAMES[0]);

/** The game a first visit opens with: the first game, at its usual size and layout. */
export const DEFAULT_SPEC: GameSpec = {
  game: FIRST.game,
  n: FIRST.defaultSize,
  layout: FIRST.layouts(FIRST.defaultSize)[0],
};

const newSeed = (): number => Math.floor(Math.random() * 0x100000000);

/** A new id for the game library: random, so that tabs never pick the same one. */
export const newGameId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const fresh = (
  spec: GameSpec,
): Pick<GameState, 'id' | 'spec' | 'moves' | 'cursor' | 'ending' | 'seed' | 'hint'> => ({
  id: newGameId(),
  spec,
  moves: [],
  cursor: 0,
  ending: undefined,
  seed: newSeed(),
  hint: undefined,
});

export interface GameStoreOptions {
  /** The game to open with, such as one loaded from storage, and its id. */
  readonly saved?: SavedGame;
  readonly id?: string;
  /** Why games are not being saved, when that is known from the start. */
  readonly storageProblem?: string;
  /** Shown once on opening, such as why a saved game could not be loaded. */
  readonly notice?: string;
}

/** A store holding one game at the screen. Each call builds an independent store. */
export function createGameStore({
  saved,
  id,
  notice,
  storageProblem,
}: GameStoreOptions = {}): StoreApi<GameStore> {
  return createStore<GameStore>()((set, get) => {
    let line: Line | undefined;
    const current = (): Line => {
      const { spec, moves } = get();
      line = lineOf(spec, moves, line);
      return line;
    };
    const live = (): boolean => {
      const { moves, cursor, ending } = get();
      return cursor === moves.length && !outcomeAt(current(), cursor, ending);
    };
    return {
      ...(saved
        ? { ...saved, id: id ?? newGameId() }
        : { ...fresh(DEFAULT_SPEC), settings: DEFAULT_SETTINGS, players: HUMANS }),
      notice,
      storageProblem,
      computer: COMPUTER_IDLE,
      hint: undefined,
      line: current,
      open(saved, gameId) {
        set({ ...saved, id: gameId, hint: undefined, computer: COMPUTER_IDLE });
      },
      play(move) {
        const { moves, cursor, ending } = get();
        const now = current();
        // The one legality check: every move enters the game here.
        if (outcomeAt(now, cursor, ending) || !now.legal(cursor).includes(move)) return;
        if (moves[cursor]?.move === move) {
          set({ cursor: cursor + 1 });
          return;
        }
        const record = { move, text: makeMoveText(now.position(cursor), move) };
        set({ moves: [...moves.slice(0, cursor), record], cursor: cursor + 1, ending: undefined });
      },
      undo() {
        const { players, cursor } = get();
        const target = stepTarget(players, current(), cursor, -1);
        if (target !== undefined) set({ cursor: target });
      },
      redo() {
        const { players, cursor } = get();
        const target = stepTarget(players, current(), cursor, 1);
        if (target !== undefined) set({ cursor: target });
      },
      goTo(cursor) {
        const { moves } = get();
        if (Number.isInteger(cursor) && cursor >= 0 && cursor <= moves.length) set({ cursor });
      },
      newGame(spec, players = get().players) {
        const checked = checkSpec(spec);
        if (checked.ok) set({ ...fresh(checked.value), players });
      },
      rematch() {
        set(fresh(get().spec));
      },
      resign() {
        if (!live()) return;
        const { players, cursor } = get();
        set({
          ending: {
            reason: 'resignation',
            winner: otherPlayer(resignerAt(players, current(), cursor)),
          },
        });
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
        const { moves, cursor, computer, ending } = get();
        if (computer.status === 'thinking' || outcomeAt(current(), cursor, ending)) return;
        set({
          hint: { moves, cursor, move: undefined },
          // Asking again after a failed hint is the person's own retry.
          computer:
            computer.status === 'failed' && computer.task.kind === 'hint'
              ? COMPUTER_IDLE
              : computer,
        });
      },
      retryComputer() {
        const { computer, moves, cursor } = get();
        if (computer.status !== 'failed') return;
        const { task } = computer;
        // A failed hint was withdrawn so that it does not read as pending; ask for it again.
        const again = task.kind === 'hint' && task.moves === moves && task.cursor === cursor;
        set({
          computer: COMPUTER_IDLE,
          ...(again ? { hint: { moves, cursor, move: undefined } } : {}),
        });
      },
      computerStarted(task) {
        set({ computer: { status: 'thinking', task } });
      },
      computerFailed(task, reason) {
        set({
          computer: { status: 'failed', task, reason },
          hint: task.kind === 'hint' ? undefined : get().hint,
        });
      },
      computerIdle() {
        if (get().computer.status !== 'idle') set({ computer: COMPUTER_IDLE });
      },
      showHint(hint) {
        const { moves, cursor } = get();
        if (
          hint.moves === moves &&
          hint.cursor === cursor &&
          hint.move !== undefined &&
          current().legal(cursor).includes(hint.move)
        ) {
          set({ hint });
        }
      },
    };
  });
}
