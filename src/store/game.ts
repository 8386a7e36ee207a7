import { createStore, type StoreApi } from 'zustand/vanilla';
import { GAMES, makeMoveText, type Move, otherPlayer, rulesOf } from '../engine';
import { acceptsDraw } from './draw';
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
 * Actions. The moves are the game as played: undo takes moves back (keeping them for
 * redo until a new move is played), and the cursor only chooses which position is viewed.
 * Moves are played at the end of the game only.
 */
export interface GameActions {
  /**
   * The positions, legal moves and outcomes the engine derives from the spec and moves,
   * for the store's current state.
   */
  line(): Line;
  /** Shows another game: one resumed from the library, or changed by another tab. */
  open(saved: SavedGame, id: string): void;
  /**
   * Plays a legal move at the end of the game, which clears the taken-back moves. Illegal
   * moves, finished games and moves while an earlier position is viewed are ignored.
   */
  play(move: Move): void;
  /** Takes back the last move, and against the computer its reply too (`stepTarget`). */
  undo(): void;
  /** Restores what the last undo took back. */
  redo(): void;
  /** Views the position after `cursor` moves; changes nothing in the game. */
  goTo(cursor: number): void;
  /**
   * Starts a new game, under a new id, from the viewed position: the moves so far, with
   * the same spec, players and settings. The game it came from stays as it was.
   */
  continueFromHere(): void;
  /** Starts a game; `players` defaults to who played the last one. */
  newGame(spec: GameSpec, players?: Players): void;
  /** The same game again from the start; `swap` swaps who plays each colour. */
  rematch(swap?: boolean): void;
  /** Who plays each colour from now on: the computer can take over a side, or hand it back. */
  setPlayers(players: Players): void;
  /** The resigner (`selectResigner`) gives up the game. */
  resign(): void;
  /**
   * The resigner offers a draw, where the game's rules allow one: the computer answers at
   * once (`acceptsDraw`), a person at the screen answers with `answerDraw`.
   */
  offerDraw(): void;
  answerDraw(accept: boolean): void;
  /** Closes the result of a finished game, or opens it again. */
  dismissResult(): void;
  showResult(): void;
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

/** What a game shown afresh starts without: nothing to redo, no offer, no result closed. */
const UNTOUCHED = {
  takenBack: [],
  drawOffer: undefined,
  resultDismissed: false,
  hint: undefined,
} as const satisfies Partial<GameState>;

const fresh = (spec: GameSpec) =>
  ({
    ...UNTOUCHED,
    id: newGameId(),
    spec,
    moves: [],
    cursor: 0,
    ending: undefined,
    seed: newSeed(),
  }) as const satisfies Partial<GameState>;

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
    /** Whether the game goes on, whichever position is viewed. */
    const going = (): boolean => {
      const { moves, ending } = get();
      return !outcomeAt(current(), moves.length, ending);
    };
    /** Whether the game goes on and its end is on view: where moves and endings happen. */
    const live = (): boolean => get().cursor === get().moves.length && going();
    return {
      ...(saved
        ? { ...saved, id: id ?? newGameId() }
        : { ...fresh(DEFAULT_SPEC), settings: DEFAULT_SETTINGS, players: HUMANS }),
      ...UNTOUCHED,
      notice,
      storageProblem,
      computer: COMPUTER_IDLE,
      line: current,
      open(saved, gameId) {
        set({ ...saved, ...UNTOUCHED, id: gameId, computer: COMPUTER_IDLE });
      },
      play(move) {
        const { moves, cursor } = get();
        const now = current();
        // The one legality check: every move enters the game here.
        if (!live() || !now.legal(cursor).includes(move)) return;
        const record = { move, text: makeMoveText(now.position(cursor), move) };
        set({
          moves: [...moves, record],
          cursor: cursor + 1,
          takenBack: [],
          drawOffer: undefined,
          resultDismissed: false,
        });
      },
      undo() {
        const { players, moves, takenBack, ending } = get();
        // A resignation or an agreed draw is final; a game the board decided can be taken back.
        if (ending) return;
        const target = stepTarget(players, current(), moves.length, -1);
        if (target === undefined) return;
        set({
          moves: moves.slice(0, target),
          cursor: target,
          takenBack: [...moves.slice(target), ...takenBack],
          drawOffer: undefined,
          resultDismissed: false,
        });
      },
      redo() {
        const { spec, players, moves, takenBack } = get();
        if (takenBack.length === 0) return;
        const whole = lineOf(spec, [...moves, ...takenBack], current());
        const target = stepTarget(players, whole, moves.length, 1);
        if (target === undefined) return;
        set({
          moves: whole.records.slice(0, target),
          cursor: target,
          takenBack: takenBack.slice(target - moves.length),
          drawOffer: undefined,
          resultDismissed: false,
        });
      },
      goTo(cursor) {
        const { moves } = get();
        if (Number.isInteger(cursor) && cursor >= 0 && cursor <= moves.length) set({ cursor });
      },
      continueFromHere() {
        const { moves, cursor } = get();
        if (cursor >= moves.length) return;
        set({
          ...UNTOUCHED,
          id: newGameId(),
          moves: moves.slice(0, cursor),
          ending: undefined,
          seed: newSeed(),
        });
      },
      newGame(spec, players = get().players) {
        const checked = checkSpec(spec);
        if (checked.ok) set({ ...fresh(checked.value), players });
      },
      rematch(swap = false) {
        const { spec, players } = get();
        set({
          ...fresh(spec),
          players: swap ? { black: players.white, white: players.black } : players,
        });
      },
      setPlayers(players) {
        const was = get().players;
        if (players.black !== was.black || players.white !== was.white) set({ players });
      },
      resign() {
        if (!live()) return;
        const { players, cursor } = get();
        set({
          ending: {
            reason: 'resignation',
            winner: otherPlayer(resignerAt(players, current(), cursor)),
          },
          drawOffer: undefined,
        });
      },
      offerDraw() {
        const { spec, players, moves, cursor, drawOffer } = get();
        if (!live() || !rulesOf(spec.game).playersMayEnd) return;
        if (drawOffer?.moves === moves) return;
        const by = resignerAt(players, current(), cursor);
        const to = otherPlayer(by);
        if (players[by] !== 'human') return;
        if (players[to] === 'human') {
          set({ drawOffer: { by, moves, answer: 'pending' } });
        } else if (acceptsDraw(current().position(cursor), to)) {
          set({ ending: { reason: 'agreement', winner: undefined }, drawOffer: undefined });
        } else {
          set({ drawOffer: { by, moves, answer: 'declined' } });
        }
      },
      answerDraw(accept) {
        const { drawOffer, moves } = get();
        if (drawOffer?.moves !== moves || drawOffer.answer !== 'pending') return;
        // The answer may come while an earlier move is viewed: an agreed draw shows the end.
        set(
          accept && going()
            ? {
                ending: { reason: 'agreement', winner: undefined },
                drawOffer: undefined,
                cursor: moves.length,
              }
            : { drawOffer: undefined },
        );
      },
      dismissResult() {
        if (!get().resultDismissed) set({ resultDismissed: true });
      },
      showResult() {
        set({ resultDismissed: false, cursor: get().moves.length });
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
