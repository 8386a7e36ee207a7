import { otherPlayer, type Player, playerOf } from '../../../engine';
import {
  checkpointed,
  type Clocks,
  clocksAfterMove,
  clocksAt,
  type Instant,
  timeLeft,
} from './clockState';
import type { ReplayedLine } from '../replayedLine';
import type { Ending, GameSpec, SavedGame } from '../savedGame';
import type { SavingSlice, SliceApi } from '../slice';
import { outcomeAt } from '../turns';
import type { GameState } from '../types';
import { isOnlineGame } from '../onlineEvent';
import { restoredClocks, savedClocksOf } from './savedClocks';
import type { ClocksActions, ClocksState } from './types';

/**
 * How many moves open a game untimed, as on lichess: no clock runs until each side has
 * made its first move, so a player sets up, or walks away from a game not begun, at no cost.
 */
export const UNTIMED_MOVES = 2;

/** The clocks before the untimed moves are made: none runs, and none is paused. */
const waiting = (clocks: Clocks): Clocks => ({ ...clocks, runningSince: undefined, paused: false });

/**
 * The clocks of a game on a time control, or none, after the first `upto` moves of `line`:
 * running from `since`, or paused without it (a game opened or restored); before the
 * untimed moves are made, waiting for them.
 */
const clocksFrom = (
  spec: GameSpec,
  line: ReplayedLine,
  upto: number,
  ending: Ending | undefined,
  since: Instant | undefined,
): Clocks | undefined => {
  if (!spec.timeControl) return undefined;
  const clocks = clocksAt(spec.timeControl, line, upto, ending, since);
  return upto < UNTIMED_MOVES ? waiting(clocks) : clocks;
};

/** This moment on both of the store's clocks. */
const instant = ({ now, wall }: SliceApi): Instant => ({ at: now(), wall: wall() });

/** The side to move at the game's end, while the game goes on. */
const toMove = (
  line: ReplayedLine,
  upto: number,
  ending: Ending | undefined,
): Player | undefined =>
  outcomeAt(line, upto, ending) ? undefined : playerOf(line.position(upto).turn);

/** The side whose clock runs: the side to move at the game's end, while the game goes on. */
export function runningSide(
  state: GameState,
  line: ReplayedLine,
  going: boolean,
): Player | undefined {
  const { clocks, moves } = state;
  if (!clocks || clocks.runningSince === undefined || !going) return undefined;
  return playerOf(line.position(moves.length).turn);
}

/**
 * The clocks as a game ends by the players' choice (a resignation, a draw agreed): the
 * side whose clock ran is charged its time up to `now`, and both stop there, as a clock
 * on the table stops when the game does.
 */
export function clocksAtEnd(
  state: GameState,
  line: ReplayedLine,
  going: boolean,
  now: number,
): Pick<GameState, 'clocks'> | Record<string, never> {
  const { clocks } = state;
  const side = runningSide(state, line, going);
  if (!clocks || side === undefined) return {};
  return {
    clocks: {
      remaining: { ...clocks.remaining, [side]: timeLeft(clocks, side, side, now) },
      runningSince: undefined,
      paused: false,
    },
  };
}

/**
 * The clocks: pausing, resuming and the flag, and what the game's course does to them. A
 * move charges its mover and notes its time left; a takeback or a game opened sets them
 * from the moves' notes, a game restored also from the save (`savedClocks.ts`); an ending
 * stops them. Moves are timed on the store's `now` (monotonic); saves are stamped with its
 * `wall`.
 */
export const clocksSlice: SavingSlice<ClocksState, ClocksActions, Pick<SavedGame, 'clockTimes'>> = {
  initial: { clocks: undefined },
  saved: ({ clocks }) => (clocks ? { clockTimes: savedClocksOf(clocks) } : {}),
  hooks: (api) => {
    const { get, lines, now, wall } = api;
    return {
      onOpen({ spec, line, moves, ending, running, clockTimes, tags }) {
        const noted = clocksFrom(
          spec,
          line,
          moves.length,
          ending,
          running ? instant(api) : undefined,
        );
        if (!noted || !clockTimes || moves.length < UNTIMED_MOVES) return { clocks: noted };
        const side = toMove(line, moves.length, ending);
        return {
          clocks: restoredClocks(noted, clockTimes, side, wall(), isOnlineGame(tags)),
        };
      },
      // A move made after the mover's time ran out comes too late: the flag fell first.
      mayMove: () => !get().checkFlag(),
      onMove(mover, told) {
        const { clocks, spec, moves } = get();
        if (!clocks || !spec.timeControl) return {};
        if (moves.length < UNTIMED_MOVES) {
          // Untimed: the mover keeps its time, without an increment; the last of these
          // moves starts the clocks.
          const started = moves.length + 1 === UNTIMED_MOVES;
          return {
            state: { clocks: started ? { ...clocks, runningSince: instant(api) } : clocks },
            notes: { clock: clocks.remaining[mover] },
          };
        }
        const timed = clocksAfterMove(clocks, spec.timeControl, mover, instant(api));
        if (told === undefined)
          return { state: { clocks: timed.clocks }, notes: { clock: timed.left } };
        // Online, the mover's own clock is the authority on the mover's time.
        const remaining = { ...timed.clocks.remaining, [mover]: told };
        return { state: { clocks: { ...timed.clocks, remaining } }, notes: { clock: told } };
      },
      // Both clocks as they were before the moves taken back (or after those restored),
      // paused if they were; taken back into the untimed moves, waiting for them again.
      onTakeback(line, ply) {
        const { spec, clocks } = get();
        return {
          clocks: clocksFrom(spec, line, ply, undefined, clocks?.paused ? undefined : instant(api)),
        };
      },
      onEnd: () => clocksAtEnd(get(), lines.game(), lines.going(), now()),
    };
  },
  actions: (api) => {
    const { set, get, lines, lifecycle, now } = api;
    const running = (): Player | undefined => runningSide(get(), lines.game(), lines.going());
    return {
      clockReading() {
        const { clocks } = get();
        if (!clocks) return undefined;
        const side = running();
        const at = now();
        return {
          black: timeLeft(clocks, 'black', side, at),
          white: timeLeft(clocks, 'white', side, at),
          running: side,
          paused: clocks.paused,
        };
      },
      pauseClock() {
        const { clocks } = get();
        const side = running();
        if (!clocks || side === undefined) return;
        const left = timeLeft(clocks, side, side, now());
        set({
          clocks: {
            remaining: { ...clocks.remaining, [side]: left },
            runningSince: undefined,
            paused: true,
          },
        });
      },
      resumeClock() {
        const { clocks } = get();
        if (!clocks?.paused || !lines.going()) return;
        set({ clocks: { ...clocks, runningSince: instant(api), paused: false } });
      },
      checkpointClock() {
        const { clocks } = get();
        const side = running();
        if (!clocks || side === undefined) return;
        set({ clocks: checkpointed(clocks, side, instant(api)) });
      },
      checkFlag() {
        const { clocks, moves, ending } = get();
        if (!clocks) return false;
        // Paused, the side to move may still be out of time: charged it on a reload.
        const side = toMove(lines.game(), moves.length, ending);
        if (side === undefined || timeLeft(clocks, side, running(), now()) > 0) return false;
        // Stopped at the end, the side whose time ran out has none left.
        lifecycle.end({ reason: 'time', winner: otherPlayer(side) });
        return true;
      },
    };
  },
};
