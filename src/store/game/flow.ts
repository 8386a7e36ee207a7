import { GAMES, makeMoveText, type Move, otherPlayer, rulesOf } from '../../engine';
import type { LibraryError } from '../library';
import { type Line, lineOf } from '../line';
import { resignerAt, stepTarget } from '../session';
import { checkSpec } from '../spec';
import {
  COMPUTER_IDLE,
  type GameSpec,
  type MoveRecord,
  type Notice,
  type Players,
  type SavedGame,
  type Settings,
} from '../types';
import { MAIN, NO_VARIATIONS } from './sideLines';
import type { Slice } from './slice';
import type { GameState } from './store';

/**
 * The game itself as saved (all of `SavedGame` but the side lines), and what the session
 * holds beside it until the page goes.
 */
export interface FlowState extends Omit<SavedGame, 'variations' | 'path'> {
  /** The game's id in the library; a new game, a rematch or a fork gets a new one. */
  readonly id: string;
  /**
   * The moves taken back, the next to restore first. Kept only until a move is played,
   * and not saved: a takeback is final once the game goes on or the page reloads.
   */
  readonly takenBack: readonly MoveRecord[];
  /** Whether the player closed the result of this finished game; it can be opened again. */
  readonly resultDismissed: boolean;
  /** Why the game is not being saved, while that lasts. */
  readonly storageProblem: LibraryError | undefined;
  /**
   * What the app did on its own that the player should hear of, such as a failed load: as
   * codes put into words on screen, or as text already in the player's language.
   */
  readonly notice: readonly Notice[] | string | undefined;
}

/**
 * The game flow, as on lichess. The moves are the game as played: undo takes moves back
 * (keeping them for redo until a new move is played), and the cursor only chooses which
 * position is viewed. Moves are played into the game at its end only; a move played
 * anywhere else goes into a side line (`explore`), which leaves the game as it was.
 */
export interface FlowActions {
  /**
   * The positions, legal moves and outcomes the engine derives from the spec and moves,
   * for the store's current state: the game itself, whichever line is viewed.
   */
  line(): Line;
  /** The line being viewed (`path`): the game, or a side line with the moves before it. */
  viewed(): Line;
  /** Shows another game: one resumed from the library, or changed by another tab. */
  open(saved: SavedGame, id: string): void;
  /**
   * Plays a legal move in the viewed position. At the end of a game still going it is the
   * game's next move, which clears the taken-back moves; anywhere else it is explored as a
   * side line (`explore`). Illegal moves and moves in finished positions are ignored.
   */
  play(move: Move): void;
  /** Takes back the last move, and against the computer its reply too (`stepTarget`). */
  undo(): void;
  /** Restores what the last undo took back. */
  redo(): void;
  /**
   * Starts a new game, under a new id, from the viewed position: the moves of the viewed
   * line so far, with the same spec, players and settings, and the side lines that leave
   * those moves. The game it came from stays as it was.
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
  /** Closes the result of a finished game, or opens it again. */
  dismissResult(): void;
  showResult(): void;
  setSetting<K extends keyof Settings>(key: K, value: Settings[K]): void;
  dismissNotice(): void;
}

const FIRST = rulesOf(GAMES[0]);

/** The game a first visit opens with: the first game, at its usual size and layout. */
export const DEFAULT_SPEC: GameSpec = {
  game: FIRST.game,
  n: FIRST.defaultSize,
  layout: FIRST.layouts(FIRST.defaultSize)[0],
};

export const newSeed = (): number => Math.floor(Math.random() * 0x100000000);

/** A new id for the game library: random, so that tabs never pick the same one. */
export const newGameId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** A new game of `spec`: no moves, no side lines, a new id and seed. */
export const freshGame = (spec: GameSpec) =>
  ({
    id: newGameId(),
    spec,
    moves: [],
    cursor: 0,
    variations: NO_VARIATIONS,
    path: MAIN,
    ending: undefined,
    seed: newSeed(),
    tags: undefined,
  }) as const satisfies Partial<GameState>;

/** A saved game's side lines and view, which saves from before side lines lack. */
export const treeOf = (saved: SavedGame) => ({
  variations: saved.variations ?? NO_VARIATIONS,
  path: saved.path ?? MAIN,
});

export const flowSlice: Slice<FlowState, FlowActions> = {
  initial: {},
  untouched: { takenBack: [], resultDismissed: false },
  saved: ({ spec, moves, cursor, ending, settings, players, seed, tags }) => ({
    spec,
    moves,
    cursor,
    ending,
    settings,
    players,
    seed,
    ...(tags ? { tags } : {}),
  }),
  actions: ({ set, get, lines, untouched }) => ({
    line: lines.game,
    viewed: lines.viewed,
    open(saved, gameId) {
      set({
        ...saved,
        ...treeOf(saved),
        ...untouched,
        tags: saved.tags,
        id: gameId,
        computer: COMPUTER_IDLE,
      });
    },
    play(move) {
      const { moves, cursor } = get();
      if (!lines.live()) {
        get().explore([move]);
        return;
      }
      const now = lines.game();
      // The one legality check: every move enters the game here.
      if (!now.legal(cursor).includes(move)) return;
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
      const target = stepTarget(players, lines.game(), moves.length, -1);
      if (target === undefined) return;
      const { variations } = get();
      // Side lines that leave the taken-back moves have nothing left to leave from.
      const kept = variations.filter((v) => v.ply <= target);
      set({
        moves: moves.slice(0, target),
        cursor: target,
        path: MAIN,
        ...(kept.length === variations.length ? {} : { variations: kept }),
        takenBack: [...moves.slice(target), ...takenBack],
        drawOffer: undefined,
        resultDismissed: false,
      });
    },
    redo() {
      const { spec, players, moves, takenBack } = get();
      if (takenBack.length === 0) return;
      const whole = lineOf(spec, [...moves, ...takenBack], lines.game());
      const target = stepTarget(players, whole, moves.length, 1);
      if (target === undefined) return;
      set({
        moves: whole.records.slice(0, target),
        cursor: target,
        path: MAIN,
        takenBack: takenBack.slice(target - moves.length),
        drawOffer: undefined,
        resultDismissed: false,
      });
    },
    continueFromHere() {
      const { moves, cursor, path, variations } = get();
      if (path.length === 0 && cursor >= moves.length) return;
      const records = lines.viewed().records.slice(0, cursor);
      // The side lines that leave the moves it keeps, as far as they are the game's.
      const kept = path.length === 0 ? variations.filter((v) => v.ply <= cursor) : NO_VARIATIONS;
      set({
        ...untouched,
        id: newGameId(),
        moves: records,
        cursor,
        variations: kept,
        path: MAIN,
        ending: undefined,
        seed: newSeed(),
        // A game of its own from here: the record it may have come from no longer describes it.
        tags: undefined,
      });
    },
    newGame(spec, players = get().players) {
      const checked = checkSpec(spec);
      if (checked.ok) set({ ...untouched, ...freshGame(checked.value), players });
    },
    rematch(swap = false) {
      const { spec, players } = get();
      set({
        ...untouched,
        ...freshGame(spec),
        players: swap ? { black: players.white, white: players.black } : players,
      });
    },
    setPlayers(players) {
      const was = get().players;
      if (players.black !== was.black || players.white !== was.white) set({ players });
    },
    resign() {
      if (!lines.live()) return;
      const { players, cursor } = get();
      set({
        ending: {
          reason: 'resignation',
          winner: otherPlayer(resignerAt(players, lines.game(), cursor)),
        },
        drawOffer: undefined,
      });
    },
    dismissResult() {
      if (!get().resultDismissed) set({ resultDismissed: true });
    },
    showResult() {
      set({ resultDismissed: false, cursor: get().moves.length, path: MAIN });
    },
    setSetting(key, value) {
      set({ settings: { ...get().settings, [key]: value } });
    },
    dismissNotice() {
      set({ notice: undefined });
    },
  }),
};
