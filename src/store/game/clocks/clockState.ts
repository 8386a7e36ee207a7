import { otherPlayer, type Player, playerOf } from '../../../engine';
import type { ReplayedLine } from '../replayedLine';
import type { Ending } from '../savedGame';
import type { TimeControl } from './timeControl';

/**
 * The clocks of a game on a time control, as pure functions of their state and the time:
 * the store keeps no ticking, only when the side to move's clock last started.
 */
export interface Clocks {
  /** Each side's time left, in ms, when its clock last stopped or started. */
  readonly remaining: Readonly<Record<Player, number>>;
  /** When the side to move's clock started; unset while the clocks are stopped. */
  readonly runningSince: number | undefined;
  /** Stopped by the players, or by a reload; the next move or Resume starts them. */
  readonly paused: boolean;
}

/** Clocks as they stand at one moment: each side's time left, and whose clock runs. */
export interface ClockReading {
  readonly black: number;
  readonly white: number;
  readonly running: Player | undefined;
  readonly paused: boolean;
}

const full = (tc: TimeControl): number => tc.base * 1000;

/** A new game's clocks, the first mover's running from `now`. */
export const startClocks = (tc: TimeControl, now: number): Clocks => ({
  remaining: { black: full(tc), white: full(tc) },
  runningSince: now,
  paused: false,
});

/**
 * The clocks after the first `upto` moves of `line`, from the time each side's last move
 * noted (`notes.clock`), the full time for a side that has not moved or noted none. A side
 * that lost on time has none left. They start paused, or running from `now`.
 */
export function clocksAt(
  tc: TimeControl,
  line: ReplayedLine,
  upto: number,
  ending: Ending | undefined,
  now: number | undefined,
): Clocks {
  const remaining = { black: full(tc), white: full(tc) };
  for (let i = 0; i < upto; i++) {
    const clock = line.records[i].notes?.clock;
    if (clock !== undefined) remaining[playerOf(line.position(i).turn)] = clock;
  }
  if (ending?.reason === 'time' && upto === line.records.length) {
    remaining[otherPlayer(ending.winner)] = 0;
  }
  return { remaining, runningSince: now, paused: now === undefined };
}

/** The time `side` has left at `now`, while `running` (if any) is the side whose clock runs. */
export const timeLeft = (
  clocks: Clocks,
  side: Player,
  running: Player | undefined,
  now: number,
): number =>
  Math.max(
    0,
    clocks.remaining[side] -
      (side === running && clocks.runningSince !== undefined ? now - clocks.runningSince : 0),
  );

/**
 * The clocks once `mover` has moved at `now`: its time used, the increment added, and the
 * opponent's clock started (also where the clocks were paused: a move starts them again).
 * Returns the mover's time left, which the move's notes keep.
 */
export function clocksAfterMove(
  clocks: Clocks,
  tc: TimeControl,
  mover: Player,
  now: number,
): { readonly clocks: Clocks; readonly left: number } {
  const left = Math.round(timeLeft(clocks, mover, mover, now) + tc.increment * 1000);
  return {
    clocks: { remaining: { ...clocks.remaining, [mover]: left }, runningSince: now, paused: false },
    left,
  };
}

/** Whether time left is low: under 20 seconds, or under a tenth of a shorter starting time. */
export const isLow = (ms: number, tc: TimeControl): boolean => ms < Math.min(20000, full(tc) / 10);
