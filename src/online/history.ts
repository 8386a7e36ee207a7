/**
 * What two sides check before a game resumes online: the same game (its id) at the same
 * moves. A hash of the moves' notation goes in the invitation, so that a friend sees at
 * once whether the game waiting is theirs; the hello after connecting carries the moves
 * themselves, so that a side that missed the last move in flight can catch up.
 */

/** FNV-1a (32 bits) of the moves' notation, each ended by a newline, as 8 hex digits. */
export function movesHash(moves: readonly string[]): string {
  let h = 0x811c9dc5;
  for (const move of moves) {
    for (const ch of `${move}\n`) {
      h ^= ch.codePointAt(0) ?? 0;
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return h.toString(16).padStart(8, '0');
}

export const HISTORY_MATCHES = ['same', 'behind', 'ahead', 'differ'] as const;
/**
 * How this side's moves stand to the other's: the same, a beginning of theirs (this side
 * is `behind` and takes their extra moves), theirs a beginning of these (`ahead`: they
 * take ours), or different, where neither is overwritten.
 */
export type HistoryMatch = (typeof HISTORY_MATCHES)[number];

/** How far apart two histories may be and still join: one move in flight each way. */
export const MAX_CATCH_UP = 2;

const startsWith = (long: readonly string[], short: readonly string[]): boolean =>
  short.every((move, i) => long[i] === move);

export function compareHistories(mine: readonly string[], theirs: readonly string[]): HistoryMatch {
  if (mine.length === theirs.length) return startsWith(mine, theirs) ? 'same' : 'differ';
  if (mine.length < theirs.length) {
    return theirs.length - mine.length <= MAX_CATCH_UP && startsWith(theirs, mine)
      ? 'behind'
      : 'differ';
  }
  return mine.length - theirs.length <= MAX_CATCH_UP && startsWith(mine, theirs)
    ? 'ahead'
    : 'differ';
}
