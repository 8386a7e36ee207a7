import type { StorageLike } from '../../store/library/webStorage';

/** Where the app remembers that the player has met the tutorial offer. */
export const LEARN_KEY = 'hexplay.learn';

/**
 * Whether the player has dismissed the first-visit card or opened a tutorial. A storage
 * that cannot be read counts as not seen: the card shows, and can still be dismissed.
 */
export function readSeen(storage: StorageLike | undefined): boolean {
  try {
    return storage?.getItem(LEARN_KEY) === 'seen';
  } catch {
    return false;
  }
}

/** Remembers the card as seen; where storage refuses, it stays hidden for this visit only. */
export function markSeen(storage: StorageLike | undefined): void {
  try {
    storage?.setItem(LEARN_KEY, 'seen');
  } catch {
    // Private modes and full quotas refuse writes; the card is hidden in memory all the same.
  }
}
