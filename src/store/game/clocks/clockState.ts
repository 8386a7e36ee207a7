import { otherPlayer, type Player, playerOf } from '../../../engine';
import type { ReplayedLine } from '../replayedLine';
import type { Ending } from '../savedGame';
import type { TimeControl } from './timeControl';

/**
 * One moment on both of the store's clocks. `at` is on the monotonic clock
 * (`performance.now`), which alone times the moves: the computer's clock may be set back or
 * forward while a game runs, and a clock on the table does not jump with it. `wall` is on the
 * wall clock (`Date.now`), which alone outlasts the page: a save keeps it, for a reload to
 * tell how long ago that was.
 */
export interface Instant {
  readonly at: number;
  readonly wall: number;
}

/**
 * The clocks of a game on a time control, as pure functions of their state and the time:
 * the store keeps no ticking, only when the side to move's clock last started.
 */
export interface Clocks {
  /** Each side's time left, in ms, when its clock last stopped or started. */
  readonly remaining: Readonly<Record<Player, number>>;
  /**
   * When the side to move's clock started, or was last checkpointed (its time so far taken
   * into `remaining`); unset while the clocks are stopped.
   */
  readonly runningSince: Instant | undefined;
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

/**
 * The clocks after the first `upto` moves of `line`, from the time each side's last move
 * noted (`notes.clock`), the full time for a side that has not moved or noted none. A side
 * that lost on time has none left. They start paused, or running from `since`.
 */
export function clocksAt(
  tc: TimeControl,
  line: ReplayedLine,
  upto: number,
  ending: Ending | undefined,
  since: Instant | undefined,
): Clocks {
  const remaining = { black: full(tc), white: full(tc) };
  for (let i = 0; i < upto; i++) {
    const clock = line.records[i].notes?.clock;
    if (clock !== undefined) remaining[playerOf(line.position(i).turn)] = clock;
  }
  if (ending?.reason === 'time' && upto === line.records.length) {
    remaining[otherPlayer(ending.winner)] = 0;
  }
  return { remaining, runningSince: since, paused: since === undefined };
}

/**
 * The time `side` has left at `now` (on the monotonic clock), while `running` (if any) is the
 * side whose clock runs.
 */
export const timeLeft = (
  clocks: Clocks,
  side: Player,
  running: Player | undefined,
  now: number,
): number =>
  Math.max(
    0,
    clocks.remaining[side] -
      (side === running && clocks.runningSince !== undefined ? now - clocks.runningSince.at : 0),
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
  now: Instant,
): { readonly clocks: Clocks; readonly left: number } {
  const left = Math.round(timeLeft(clocks, mover, mover, now.at) + tc.increment * 1000);
  return {
    clocks: { remaining: { ...clocks.remaining, [mover]: left }, runningSince: now, paused: false },
    left,
  };
}

/**
 * The clocks with the running side's time so far taken into its time left, running on from
 * `now`: the same reading, but what a save keeps of them is up to date.
 */
export function checkpointed(clocks: Clocks, running: Player, now: Instant): Clocks {
  const left = timeLeft(clocks, running, running, now.at);
  return { ...clocks, remaining: { ...clocks.remaining, [running]: left }, runningSince: now };
}

/**
 * Below how many ms a clock warns: a tenth of the starting time plus five increments, held
 * between 10 seconds and a minute, and within a third of a very short starting time. One
 * fixed threshold warned at 20 s in a 20-minute game, too late to change pace, and at once
 * in a blitz one; the increment counts, since each move gives it back.
 */
export const lowTimeMs = (tc: TimeControl): number =>
  Math.min(Math.max(10_000, Math.min(60_000, tc.base * 100 + tc.increment * 5000)), full(tc) / 3);

/** Whether time left is low (`lowTimeMs`). */
export const isLow = (ms: number, tc: TimeControl): boolean => ms < lowTimeMs(tc);
