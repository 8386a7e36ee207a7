import { isFinishedRecord } from '../recordNames';
import { GAMES, makeMoveText, otherPlayer, playerOf } from '../../../engine';
import { newGameId, newSeed } from '../newIds';
import { replayLine } from '../replayedLine';
import type { GameSpec, SavedGame } from '../savedGame';
import { MAIN, NO_VARIATIONS } from '../sideLines/sideLines';
import type { OpenedGame, SavingSlice } from '../slice';
import { checkSpec, usualSpec } from '../spec';
import { resignerAt, stepTarget } from '../turns';
import type { GameState } from '../types';
import type { FlowActions, FlowState } from './types';

/** The game a first visit opens with: the first game, at its usual size and layout. */
export const DEFAULT_GAME = GAMES[0];

/** `DEFAULT_GAME`'s spec, once that game has loaded (`loadGame`). */
export const defaultSpec = (): GameSpec => usualSpec(DEFAULT_GAME);

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

/** A game begun from its first position, running from now. */
export const openedAtStart = (spec: GameSpec): OpenedGame => ({
  spec,
  moves: [],
  ending: undefined,
  line: replayLine(spec, [], undefined),
  running: true,
});

/** A saved game as it comes onto the screen, paused as it was saved. */
export const openedSaved = ({ spec, moves, ending, clockTimes, tags }: SavedGame): OpenedGame => ({
  spec,
  moves,
  ending,
  line: replayLine(spec, moves, undefined),
  running: false,
  clockTimes,
  tags,
});

/**
 * A saved game as state: its `clockTimes` are no state of their own but what its slice's
 * `onOpen` restores from.
 */
export const gameOf = ({ clockTimes, ...game }: SavedGame) => game;

/** A saved game's side lines and view, which saves from before side lines lack. */
export const treeOf = (saved: SavedGame) => ({
  variations: saved.variations ?? NO_VARIATIONS,
  path: saved.path ?? MAIN,
});

export const flowSlice: SavingSlice<
  FlowState,
  FlowActions,
  Omit<SavedGame, 'variations' | 'path'>
> = {
  initial: {
    takenBack: [],
    resultDismissed: false,
    storageProblem: undefined,
    notice: undefined,
    remote: undefined,
  },
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
  hooks: () => ({
    onOpen: () => ({ takenBack: [], resultDismissed: false, remote: undefined }),
    onEnd: () => ({ resultDismissed: false }),
  }),
  actions: ({ set, get, lines, lifecycle }) => ({
    line: lines.game,
    viewed: lines.viewed,
    open(saved, gameId) {
      set({
        ...gameOf(saved),
        ...treeOf(saved),
        tags: saved.tags,
        id: gameId,
        ...lifecycle.opened(openedSaved(saved)),
      });
    },
    play(move, told) {
      const { moves, cursor, path, remote } = get();
      const ply = moves.length;
      // The remote side's move goes to the game's end, whatever this screen views.
      const mine = told === undefined;
      if (mine && !lines.live()) {
        get().explore([move]);
        return;
      }
      const now = lines.game();
      const mover = playerOf(now.position(ply).turn);
      // The one legality check: every move enters the game here.
      if ((mover === remote) === mine || !lines.going() || !now.legal(ply).includes(move)) return;
      if (!lifecycle.mayMove()) return;
      const text = makeMoveText(now.position(ply), move);
      const { state, notes } = lifecycle.moved(mover, told?.clock);
      set({
        moves: [...moves, notes ? { move, text, notes } : { move, text }],
        // A player viewing an earlier move stays there; the move waits at the end.
        cursor: cursor === ply && path.length === 0 ? ply + 1 : cursor,
        takenBack: [],
        resultDismissed: false,
        ...state,
      });
      lifecycle.afterMove();
    },
    setRemote(side) {
      if (get().remote !== side) set({ remote: side });
    },
    undo() {
      const { players, moves, ending, tags, remote } = get();
      // A resignation or an agreed draw is final; a game the board decided can be taken
      // back, unless it is a record: its moves are what was played. Online, only both
      // sides together take a move back.
      if (ending || remote || isFinishedRecord(tags, lines.going())) return;
      const target = stepTarget(players, lines.game(), moves.length, -1);
      if (target !== undefined) get().takeBackTo(target);
    },
    takeBackTo(target) {
      const { moves, takenBack, ending } = get();
      if (ending || !Number.isInteger(target) || target < 0 || target >= moves.length) return;
      // Side lines that leave the taken-back moves have nothing left to leave from.
      const { variations } = get();
      const kept = variations.filter((v) => v.ply <= target);
      set({
        ...lifecycle.tookBack(lines.game(), target),
        moves: moves.slice(0, target),
        cursor: target,
        path: MAIN,
        ...(kept.length === variations.length ? {} : { variations: kept }),
        takenBack: [...moves.slice(target), ...takenBack],
        resultDismissed: false,
      });
    },
    redo() {
      const { spec, players, moves, takenBack, remote } = get();
      if (takenBack.length === 0 || remote) return;
      const whole = replayLine(spec, [...moves, ...takenBack], lines.game());
      const target = stepTarget(players, whole, moves.length, 1);
      if (target === undefined) return;
      set({
        ...lifecycle.tookBack(whole, target),
        moves: whole.records.slice(0, target),
        cursor: target,
        path: MAIN,
        takenBack: takenBack.slice(target - moves.length),
        resultDismissed: false,
      });
    },
    continueFromHere() {
      const { moves, cursor, path, variations } = get();
      if (path.length === 0 && cursor >= moves.length) return;
      const viewed = lines.viewed();
      const records = viewed.records.slice(0, cursor);
      // The side lines that leave the moves it keeps, as far as they are the game's.
      const kept = path.length === 0 ? variations.filter((v) => v.ply <= cursor) : NO_VARIATIONS;
      const { spec } = get();
      set({
        ...lifecycle.opened({
          spec,
          moves: records,
          ending: undefined,
          line: viewed,
          running: false,
        }),
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
      if (!checked.ok) return;
      set({
        ...lifecycle.opened(openedAtStart(checked.value)),
        ...freshGame(checked.value),
        players,
      });
    },
    rematch(swap = false) {
      const { spec, players } = get();
      set({
        ...lifecycle.opened(openedAtStart(spec)),
        ...freshGame(spec),
        players: swap ? { black: players.white, white: players.black } : players,
      });
    },
    setPlayers(players) {
      const was = get().players;
      if (players.black !== was.black || players.white !== was.white) set({ players });
    },
    resign(side) {
      const { players, cursor, remote } = get();
      // The side online resigns whatever this screen views; at the screen, at the game's end.
      if (side ? !lines.going() : !lines.live()) return;
      lifecycle.end({
        reason: 'resignation',
        winner: otherPlayer(side ?? resignerAt(players, lines.game(), cursor, remote)),
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
    setBoardSetting(key, value) {
      const { settings } = get();
      set({ settings: { ...settings, board: { ...settings.board, [key]: value } } });
    },
    dismissNotice() {
      set({ notice: undefined });
    },
  }),
};
