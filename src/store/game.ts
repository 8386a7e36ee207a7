import { createStore, type StoreApi } from 'zustand/vanilla';
import { GAMES, makeMoveText, type Move, otherPlayer } from '../engine';
import { rulesOf } from '../games';
import { acceptsDraw } from './draw';
import type { LibraryError } from './library';
import { type Line, lineOf } from './line';
import { outcomeAt, resignerAt, stepTarget } from './session';
import { checkSpec } from './spec';
import {
  type Analysis,
  COMPUTER_IDLE,
  type ComputerTask,
  DEFAULT_SETTINGS,
  type FailureReason,
  type GameSpec,
  type GameState,
  type Hint,
  HUMANS,
  type MoveRecord,
  type Players,
  type SavedGame,
  type Settings,
  type Variation,
  type VariationPath,
} from './types';
import {
  branchesOf,
  lineMoves,
  promoteAt,
  removeAt,
  updateAt,
  updateBranches,
  validPath,
  variationAt,
  viewPath,
} from './variations';

/**
 * Actions. The moves are the game as played: undo takes moves back (keeping them for
 * redo until a new move is played), and the cursor only chooses which position is viewed.
 * Moves are played into the game at its end only; a move played anywhere else goes into
 * a side line (`variations`), which leaves the game as it was.
 */
export interface GameActions {
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
  /**
   * Plays `moves` on from the viewed position as a side line, never into the game, and
   * shows where they end. Moves already on the viewed line or one of its side lines are
   * followed rather than copied; a side line that ends here is extended. Stops at the
   * first move that is not legal.
   */
  explore(moves: readonly Move[]): void;
  /** Views the position after `cursor` moves of the line at `path`. */
  goToLine(path: VariationPath, cursor: number): void;
  /**
   * Keyboard ↓: into the first side line that leaves the viewed position, or from a side
   * line's first move on to its next sibling. Returns whether the view changed.
   */
  enterVariation(): boolean;
  /** Keyboard ↑: out of the viewed side line, to where it leaves its parent. */
  leaveVariation(): boolean;
  /** Deletes the side line at `path`, and the side lines that leave it. */
  deleteVariation(path: VariationPath): void;
  /** Swaps the side line at `path` with the side line it leaves (`promoteAt`). */
  promoteVariation(path: VariationPath): void;
  /** Opens or closes the analysis board, which searches the viewed position. */
  setAnalysing(on: boolean): void;
  /** Called by the analysis (analysis.ts) with what its search found so far. */
  showAnalysis(analysis: Analysis | undefined): void;
  /** Takes back the last move, and against the computer its reply too (`stepTarget`). */
  undo(): void;
  /** Restores what the last undo took back. */
  redo(): void;
  /** Views the position after `cursor` moves of the viewed line; changes nothing in the game. */
  goTo(cursor: number): void;
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
  computerFailed(task: ComputerTask, reason: FailureReason): void;
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
  analysis: undefined,
} as const satisfies Partial<GameState>;

const NO_VARIATIONS: readonly Variation[] = [];
const MAIN: VariationPath = [];

const fresh = (spec: GameSpec) =>
  ({
    ...UNTOUCHED,
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
const treeOf = (saved: SavedGame) => ({
  variations: saved.variations ?? NO_VARIATIONS,
  path: saved.path ?? MAIN,
});

export interface GameStoreOptions {
  /** The game to open with, such as one loaded from storage, and its id. */
  readonly saved?: SavedGame;
  readonly id?: string;
  /** Why games are not being saved, when that is known from the start. */
  readonly storageProblem?: LibraryError;
  /** Shown once on opening, such as why a saved game could not be loaded. */
  readonly notice?: GameState['notice'];
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
    // The viewed side line, rebuilt only when the moves, the tree or the path change.
    let view:
      | {
          line: Line;
          moves: readonly MoveRecord[];
          variations: readonly Variation[];
          path: VariationPath;
        }
      | undefined;
    const viewed = (): Line => {
      const { spec, moves, variations, path } = get();
      if (path.length === 0) return current();
      if (
        view?.moves !== moves ||
        view.variations !== variations ||
        view.path !== path ||
        view.line.spec !== spec
      ) {
        const records = lineMoves(moves, variations, path);
        view = { line: lineOf(spec, records, view?.line ?? current()), moves, variations, path };
      }
      return view.line;
    };
    /** Whether the game goes on and its end is on view: where moves and endings happen. */
    const live = (): boolean =>
      get().path.length === 0 && get().cursor === get().moves.length && going();
    /** Whether the viewed position is one where a move may be tried. */
    const open = (): boolean => {
      const { path, cursor, ending } = get();
      return path.length === 0 ? !outcomeAt(current(), cursor, ending) : !viewed().outcome(cursor);
    };

    /**
     * Plays `move` in the viewed position as exploration: along the line if it is the
     * line's next move, into a side line that starts with it, or else into a new side line
     * (or onto the end of the side line being viewed). Returns false if it is not legal.
     */
    const step = (move: Move): boolean => {
      const { variations, path, cursor } = get();
      const line = viewed();
      if (!open() || !line.legal(cursor).includes(move)) return false;
      const next = line.records[cursor];
      if (next?.move === move) {
        set({ cursor: cursor + 1 });
        return true;
      }
      const branches = branchesOf(variations, path);
      const known = branches.findIndex((v) => v.ply === cursor && v.moves[0]?.move === move);
      if (known >= 0) {
        set({ path: [...path, known], cursor: cursor + 1, hint: undefined });
        return true;
      }
      const record = { move, text: makeMoveText(line.position(cursor), move) };
      if (path.length > 0 && cursor === line.records.length) {
        set({
          variations: updateAt(variations, path, (v) => ({ ...v, moves: [...v.moves, record] })),
          cursor: cursor + 1,
        });
        return true;
      }
      const added: Variation = { ply: cursor, moves: [record], variations: NO_VARIATIONS };
      set({
        variations: updateBranches(variations, path, (list) => [...list, added]),
        path: [...path, branches.length],
        cursor: cursor + 1,
        hint: undefined,
      });
      return true;
    };

    return {
      ...(saved
        ? { ...saved, ...treeOf(saved), id: id ?? newGameId() }
        : { ...fresh(DEFAULT_SPEC), settings: DEFAULT_SETTINGS, players: HUMANS }),
      ...UNTOUCHED,
      notice,
      storageProblem,
      computer: COMPUTER_IDLE,
      analysing: false,
      line: current,
      viewed,
      open(saved, gameId) {
        set({
          ...saved,
          ...treeOf(saved),
          ...UNTOUCHED,
          tags: saved.tags,
          id: gameId,
          computer: COMPUTER_IDLE,
        });
      },
      play(move) {
        const { moves, cursor } = get();
        if (!live()) {
          step(move);
          return;
        }
        const now = current();
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
      explore(moves) {
        for (const move of moves) if (!step(move)) return;
      },
      goToLine(path, cursor) {
        const { variations } = get();
        if (!validPath(variations, path) || !Number.isInteger(cursor) || cursor < 0) return;
        const length = lineMoves(get().moves, variations, path).length;
        if (cursor > length) return;
        const to = viewPath(variations, path, cursor);
        const same = to.length === get().path.length && to.every((x, i) => x === get().path[i]);
        set(same ? { cursor } : { path: to, cursor, hint: undefined });
      },
      enterVariation() {
        const { variations, path, cursor } = get();
        const here = branchesOf(variations, path).findIndex((v) => v.ply === cursor);
        if (here >= 0) {
          get().goToLine([...path, here], cursor + 1);
          return true;
        }
        const node = variationAt(variations, path);
        if (!node || cursor !== node.ply + 1) return false;
        const parent = path.slice(0, -1);
        const siblings = branchesOf(variations, parent);
        const index = path[path.length - 1];
        for (let k = 1; k < siblings.length; k++) {
          const next = (index + k) % siblings.length;
          if (siblings[next].ply === node.ply) {
            get().goToLine([...parent, next], cursor);
            return true;
          }
        }
        return false;
      },
      leaveVariation() {
        const { variations, path } = get();
        const node = variationAt(variations, path);
        if (!node) return false;
        get().goToLine(path.slice(0, -1), node.ply);
        return true;
      },
      deleteVariation(path) {
        const { variations, path: at } = get();
        const gone = variationAt(variations, path);
        if (!gone || path.length === 0) return;
        const inside = path.every((x, i) => at[i] === x);
        const depth = path.length - 1;
        // A view in a later sibling (or below one) keeps its line: one index down.
        const shifted =
          !inside &&
          at.length > depth &&
          path.slice(0, depth).every((x, i) => at[i] === x) &&
          at[depth] > path[depth]
            ? [...at.slice(0, depth), at[depth] - 1, ...at.slice(depth + 1)]
            : at;
        set({
          variations: removeAt(variations, path),
          ...(inside
            ? { path: path.slice(0, depth), cursor: gone.ply, hint: undefined }
            : shifted === at
              ? {}
              : { path: shifted }),
        });
      },
      promoteVariation(path) {
        const { variations, path: at, cursor } = get();
        const promoted = promoteAt(variations, path);
        if (!promoted) return;
        const child = variationAt(variations, path)!;
        const parent = path.slice(0, -1);
        const inChild = path.every((x, i) => at[i] === x) && at.length === path.length;
        set({
          variations: promoted,
          // The promoted moves are now the parent's: the same position, one line up.
          path: parent,
          cursor: inChild ? cursor : child.ply + 1,
          hint: undefined,
        });
      },
      setAnalysing(on) {
        if (get().analysing !== on) set({ analysing: on, analysis: undefined });
      },
      showAnalysis(analysis) {
        if (get().analysis !== analysis) set({ analysis });
      },
      undo() {
        const { players, moves, takenBack, ending } = get();
        // A resignation or an agreed draw is final; a game the board decided can be taken back.
        if (ending) return;
        const target = stepTarget(players, current(), moves.length, -1);
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
        const whole = lineOf(spec, [...moves, ...takenBack], current());
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
      goTo(cursor) {
        get().goToLine(get().path, cursor);
      },
      continueFromHere() {
        const { moves, cursor, path, variations } = get();
        if (path.length === 0 && cursor >= moves.length) return;
        const records = viewed().records.slice(0, cursor);
        // The side lines that leave the moves it keeps, as far as they are the game's.
        const kept = path.length === 0 ? variations.filter((v) => v.ply <= cursor) : NO_VARIATIONS;
        set({
          ...UNTOUCHED,
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
                path: MAIN,
              }
            : { drawOffer: undefined },
        );
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
      requestHint() {
        const { moves, cursor, computer, ending, path } = get();
        // The computer player searches the game's positions; side lines have the analysis.
        if (path.length > 0) return;
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
          get().path.length === 0 &&
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
