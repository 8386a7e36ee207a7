/**
 * The daily puzzle: one per game and calendar day, the same for every player, chosen by
 * hashing the day (FNV-1a) so that neighbouring days land far apart in the list.
 */

/** The reader's calendar day of `time`, as `YYYY-MM-DD`. */
export function dayOf(time: number): string {
  const d = new Date(time);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/** The index of `day`'s puzzle among `count` of `game`'s. */
export function dailyIndex(day: string, game: string, count: number): number {
  if (count <= 0) throw new Error('dailyIndex: no puzzles');
  let hash = 0x811c9dc5;
  for (const ch of `${game}:${day}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}
