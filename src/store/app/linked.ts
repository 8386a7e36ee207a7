import { webStorage } from '../library/webStorage';

/**
 * The games played by link in this browser, most recent first, each with the number of
 * plies its last link held (received or sent), for offering "Send your move" there and
 * nowhere else, and only once a move was played since: before that there is nothing of
 * this player's to send. A short list: only recent games matter.
 */
const LINKED_KEY = 'hexplay.linked';
const LINKED_LIMIT = 50;
/**
 * A game played by link: its id, the plies of its last link, and, when that link was one
 * received rather than sent, when it came: the game then waits for this player's move.
 */
type Linked = readonly [id: string, plies: number, received?: number];

/** This page's own list too, for a browser whose storage refuses it. */
const linkedHere = new Map<string, Linked>();

/** An entry as stored; a bare id, as kept before plies were, counts from the start. */
function entryOf(v: unknown): Linked | undefined {
  if (typeof v === 'string') return [v, 0];
  if (Array.isArray(v) && typeof v[0] === 'string' && Number.isInteger(v[1])) {
    const received = v[2];
    return typeof received === 'number' && Number.isFinite(received) && received >= 0
      ? [v[0], v[1] as number, received]
      : [v[0], v[1] as number];
  }
  return undefined;
}

function stored(): Linked[] {
  try {
    const list: unknown = JSON.parse(webStorage('localStorage')?.getItem(LINKED_KEY) ?? '[]');
    return Array.isArray(list) ? list.map(entryOf).filter((e) => e !== undefined) : [];
  } catch {
    return [];
  }
}

/** The plies of the game's last link, or undefined for a game not played by link. */
export const linkedAt = (id: string): number | undefined =>
  (linkedHere.get(id) ?? stored().find(([v]) => v === id))?.[1];

/** The games whose last link was received, with its plies and when it came, latest first. */
export const receivedLinks = (): { id: string; plies: number; received: number }[] =>
  stored().flatMap(([id, plies, received]) =>
    received === undefined ? [] : [{ id, plies, received }],
  );

/** Notes a game's link: sent, or received at `received` (ms since 1970). */
export function markLinked(id: string, plies: number, received?: number): void {
  const entry: Linked = received === undefined ? [id, plies] : [id, plies, received];
  linkedHere.set(id, entry);
  const list = [entry, ...stored().filter(([v]) => v !== id)].slice(0, LINKED_LIMIT);
  try {
    webStorage('localStorage')?.setItem(LINKED_KEY, JSON.stringify(list));
  } catch {
    // A full or refused storage costs only the offer after a reload.
  }
}
