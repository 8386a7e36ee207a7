import { otherPlayer, type Player, playerOf } from '../../../engine';
import { type Clocks, clocksAfterMove, clocksAt, timeLeft } from './clockState';
import type { ReplayedLine } from '../replayedLine';
import type { Ending, GameSpec } from '../savedGame';
import type { Slice } from '../slice';
import type { GameState } from '../types';
import type { ClocksActions, ClocksState } from './types';

/**
 * The clocks of a game on a time control, or none, after the first `upto` moves of `line`:
 * running from `now`, or paused without it (a game opened or restored).
 */
export const clocksFor = (
  spec: GameSpec,
  line: ReplayedLine,
  upto: number,
  ending: Ending | undefined,
  now: number | undefined,
): Clocks | undefined =>
  spec.timeControl ? clocksAt(spec.timeControl, line, upto, ending, now) : undefined;

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
 * from the moves' notes; an ending stops them. The time is the store's `now`.
 */
export const clocksSlice: Slice<ClocksState, ClocksActions> = {
  initial: { clocks: undefined },
  hooks: ({ get, lines, now }) => ({
    onOpen: ({ spec, line, moves, ending, now: from }) => ({
      clocks: clocksFor(spec, line, moves.length, ending, from),
    }),
    // A move made after the mover's time ran out comes too late: the flag fell first.
    mayMove: () => !get().checkFlag(),
    onMove(mover) {
      const { clocks, spec } = get();
      if (!clocks || !spec.timeControl) return {};
      const timed = clocksAfterMove(clocks, spec.timeControl, mover, now());
      return { state: { clocks: timed.clocks }, notes: { clock: timed.left } };
    },
    // Both clocks as they were before the moves taken back (or after those restored), paused if they were.
    onTakeback(line, ply) {
      const { spec, clocks } = get();
      return { clocks: clocksFor(spec, line, ply, undefined, clocks?.paused ? undefined : now()) };
    },
    onEnd: () => clocksAtEnd(get(), lines.game(), lines.going(), now()),
  }),
  actions: ({ set, get, lines, lifecycle, now }) => {
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
        set({ clocks: { ...clocks, runningSince: now(), paused: false } });
      },
      checkFlag() {
        const { clocks } = get();
        const side = running();
        if (!clocks || side === undefined || timeLeft(clocks, side, side, now()) > 0) return false;
        // Stopped at the end, the side whose time ran out has none left.
        lifecycle.end({ reason: 'time', winner: otherPlayer(side) });
        return true;
      },
    };
  },
};
