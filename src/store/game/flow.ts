import { GAMES, makeMoveText, otherPlayer, playerOf } from '../../engine';
import { clocksAfterMove, startClocks } from './clockState';
import { clocksAtEnd, clocksFor } from './clocks';
import { replayLine } from './replayedLine';
import type { GameSpec, SavedGame } from './savedGame';
import { MAIN, NO_VARIATIONS } from './sideLines';
import type { Slice } from './slice';
import { checkSpec, usualSpec } from './spec';
import { resignerAt, stepTarget } from './turns';
import { COMPUTER_IDLE, type FlowActions, type FlowState, type GameState } from './types';

/** The game a first visit opens with: the first game, at its usual size and layout. */
export const DEFAULT_GAME = GAMES[0];

/** `DEFAULT_GAME`'s spec, once that game has loaded (`loadGame`). */
export const defaultSpec = (): GameSpec => usualSpec(DEFAULT_GAME);

export const newSeed = (): number => Math.floor(Math.random() * 0x100000000);

/** A new id for the game library: random, so that tabs never pick the same one. */
export const newGameId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** A new game of `spec`: no moves, no side lines, a new id and seed, clocks started at `now`. */
export const freshGame = (spec: GameSpec, now: number) =>
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
    clocks: spec.timeControl && startClocks(spec.timeControl, now),
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
  actions: ({ set, get, lines, untouched, now: time }) => ({
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
        clocks: clocksFor(
          saved.spec,
          replayLine(saved.spec, saved.moves, undefined),
          saved.moves.length,
          saved.ending,
          undefined,
        ),
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
      // A move made after the mover's time ran out comes too late: the flag fell first.
      if (get().checkFlag()) return;
      const text = makeMoveText(now.position(cursor), move);
      const { clocks, spec } = get();
      const timed =
        clocks && spec.timeControl
          ? clocksAfterMove(clocks, spec.timeControl, playerOf(now.position(cursor).turn), time())
          : undefined;
      const record = timed ? { move, text, notes: { clock: timed.left } } : { move, text };
      set({
        moves: [...moves, record],
        cursor: cursor + 1,
        ...(timed ? { clocks: timed.clocks } : {}),
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
      const { variations, spec, clocks } = get();
      // Both clocks as they were before the moves taken back, paused if they were.
      // Side lines that leave the taken-back moves have nothing left to leave from.
      const kept = variations.filter((v) => v.ply <= target);
      set({
        moves: moves.slice(0, target),
        cursor: target,
        clocks: clocksFor(
          spec,
          lines.game(),
          target,
          undefined,
          clocks?.paused ? undefined : time(),
        ),
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
      const whole = replayLine(spec, [...moves, ...takenBack], lines.game());
      const target = stepTarget(players, whole, moves.length, 1);
      if (target === undefined) return;
      set({
        clocks: clocksFor(
          spec,
          whole,
          target,
          undefined,
          get().clocks?.paused ? undefined : time(),
        ),
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
      const viewed = lines.viewed();
      const records = viewed.records.slice(0, cursor);
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
        clocks: clocksFor(get().spec, viewed, cursor, undefined, undefined),
      });
    },
    newGame(spec, players = get().players) {
      const checked = checkSpec(spec);
      if (checked.ok) set({ ...untouched, ...freshGame(checked.value, time()), players });
    },
    rematch(swap = false) {
      const { spec, players } = get();
      set({
        ...untouched,
        ...freshGame(spec, time()),
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
        ...clocksAtEnd(get(), lines.game(), lines.going(), time()),
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
