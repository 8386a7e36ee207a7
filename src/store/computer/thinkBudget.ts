import { LEVEL_SETTINGS, type Level } from '../../ai/search/levels';
import type { TimeControl } from '../game/clocks/timeControl';

/** The least a search on a clock is given, so that it finds a legal move at all. */
const FLOOR_MS = 50;

/**
 * How long the computer thinks on a move: its level's own budget, and on a clock no more
 * than a thirtieth of its time left and most of the increment it will get back, so that it
 * spreads its time over the game rather than losing on time.
 */
export function thinkBudget(
  level: Level,
  left: number | undefined,
  tc: TimeControl | undefined,
): number {
  const own = LEVEL_SETTINGS[level].timeMs;
  if (left === undefined || tc === undefined) return own;
  const share = left / 30 + tc.increment * 1000 * 0.8;
  return Math.round(Math.max(FLOOR_MS, Math.min(own, share)));
}
