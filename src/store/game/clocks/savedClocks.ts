import type { Player } from '../../../engine';
import type { SavedClocks } from '../savedGame';
import type { Clocks } from './clockState';

/**
 * The clocks across a save and a reload (`SavedClocks`). While the page lives the moves are
 * timed on the monotonic clock; a reload starts that clock again, so the save keeps both
 * times as they stood and, for a running clock, the wall-clock time then.
 */

/**
 * How often the running clock is checkpointed (`checkpointClock`), so that its save is never
 * older than this: a page that ends without warning (a crash, a tab the system killed) loses
 * at most this much of the time spent, a reload or a tab closed none (the clock is
 * checkpointed as the page is hidden or goes away).
 */
export const CHECKPOINT_MS = 10_000;

/**
 * The longest gap between a running clock's save and the page reopening that is charged to
 * the side to move: a reload, or a restart after a crash, with `CHECKPOINT_MS` to spare. A
 * longer gap is no reload: the game was put aside (as players stop a clock on the table to
 * adjourn), or the wall clock was set forward; a gap below zero is the wall clock set back.
 * Neither is time spent thinking, and the wall clock cannot tell them apart, so neither is
 * charged: the time spent up to the save is.
 */
export const MAX_AWAY_MS = 30_000;

export const savedClocksOf = (clocks: Clocks): SavedClocks => ({
  black: Math.round(clocks.remaining.black),
  white: Math.round(clocks.remaining.white),
  ...(clocks.runningSince ? { at: clocks.runningSince.wall } : {}),
});

/**
 * The time charged at `wall` for a clock saved running at `at` (`MAX_AWAY_MS`). In a game
 * online (`live`) no gap is a pause: the other side's screen ran the clock all along, and
 * a side gone longer than its time has lost on time there, so it is charged the whole gap.
 */
export function awayCharge(at: number | undefined, wall: number, live = false): number {
  if (at === undefined) return 0;
  const gap = wall - at;
  return gap >= 0 && (live || gap <= MAX_AWAY_MS) ? gap : 0;
}

/**
 * The clocks a save restores at `wall`: `noted` (as the moves' notes leave them) with the
 * times the save kept, and the side to move, while the game goes on (`toMove`), charged
 * the time since its clock was saved running. A side never gets more time than its notes
 * give it: a save may only take time away.
 */
export function restoredClocks(
  noted: Clocks,
  saved: SavedClocks,
  toMove: Player | undefined,
  wall: number,
  live = false,
): Clocks {
  const remaining = {
    black: Math.min(noted.remaining.black, saved.black),
    white: Math.min(noted.remaining.white, saved.white),
  };
  if (toMove !== undefined) {
    remaining[toMove] = Math.max(0, remaining[toMove] - awayCharge(saved.at, wall, live));
  }
  return { ...noted, remaining };
}
