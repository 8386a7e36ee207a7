import type { Player } from '../engine';
import type { Clocks } from '../store/game/clocks/clockState';

/**
 * Clocks over a connection. Each side's own clock is the authority on its time and sends
 * it with each move; the other shows it. What it cannot know is the delay: after this side
 * moves, the other's clock starts only when the move arrives, half a round trip later, so
 * this side allows the other that much more, lest its flag fall here first.
 */

/** How much a new round trip counts in the running estimate. */
const WEIGHT = 0.25;
/** A round trip longer than this is a stall, not the connection's delay. */
export const MAX_RTT_MS = 4_000;

/** The running round-trip estimate after a new sample, in ms. */
export function smoothedRtt(previous: number | undefined, sample: number): number {
  const clamped = Math.min(MAX_RTT_MS, Math.max(0, sample));
  return previous === undefined ? clamped : previous + WEIGHT * (clamped - previous);
}

/** The time to allow the other side as this side's move travels, in whole ms. */
export const travelAllowance = (rtt: number | undefined): number =>
  rtt === undefined ? 0 : Math.round(Math.min(MAX_RTT_MS, Math.max(0, rtt)) / 2);

/**
 * The time a side is shown to have left when its move arrives with its own reading:
 * that reading, which never gives it more than its time control allows after a move.
 */
export const toldClock = (told: number, most: number): number => Math.max(0, Math.min(told, most));

/** The clocks with `ms` more for `side`; the same clocks when there is nothing to add. */
export function withAllowance(
  clocks: Clocks | undefined,
  side: Player,
  ms: number,
): Clocks | undefined {
  if (!clocks || !(ms > 0)) return clocks;
  return { ...clocks, remaining: { ...clocks.remaining, [side]: clocks.remaining[side] + ms } };
}
