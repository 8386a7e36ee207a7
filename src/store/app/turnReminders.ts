import type { TurnReminder } from '../prefs';
import type { Library, LibraryEntry } from '../library/library';
import type { StorageLike } from '../library/webStorage';
import { receivedLinks } from './linked';

/**
 * Reminders for games played by link: a game whose last link was received, and where no
 * move has been made since, waits for this player. The app's badge counts such games; a
 * notification says so once a game has waited for the chosen time. All of it local: the
 * page checks while it is open, and no server pushes anything.
 */

const MINUTE = 60_000;
export const REMINDER_DELAY_MS: Readonly<Record<Exclude<TurnReminder, 'off'>, number>> = {
  '15m': 15 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': 1_440 * MINUTE,
};

export interface WaitingGame {
  readonly entry: LibraryEntry;
  /** The plies of the link received: the game waits while it has no more. */
  readonly plies: number;
  /** When the link came. */
  readonly since: number;
}

/** The games of `library` that wait for this player's move, the longest waiting first. */
export async function waitingGames(
  library: Library,
  received: readonly { id: string; plies: number; received: number }[] = receivedLinks(),
): Promise<WaitingGame[]> {
  // Each read alone: a handful of games, where listing the library reads thousands.
  const read = await Promise.all(
    received.map(async ({ id, plies, received: since }) => {
      const record = await library.get(id);
      if (!record || record.summary.plies !== plies || record.summary.result !== '*') return [];
      const { data, ...entry } = record;
      return [{ entry, plies, since }];
    }),
  );
  return read.flat().sort((a, b) => a.since - b.since);
}

/** Games already reminded of, by id and plies, so that a reload does not remind again. */
export const REMINDED_KEY = 'hexplay.reminded';
const REMINDED_LIMIT = 50;

const remindedKey = ({ entry, plies }: WaitingGame): string => `${entry.id}:${plies}`;

export function readReminded(storage: StorageLike | undefined): string[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(REMINDED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

function writeReminded(storage: StorageLike | undefined, keys: readonly string[]): void {
  try {
    storage?.setItem(REMINDED_KEY, JSON.stringify(keys.slice(-REMINDED_LIMIT)));
  } catch {
    // Unkept, a reminder may come once more after a reload.
  }
}

export interface ReminderEnv {
  readonly now: () => number;
  readonly storage: StorageLike | undefined;
  /** Shows a notification; `tag` replaces an earlier one of the same game. */
  readonly notify: (entry: LibraryEntry, tag: string) => Promise<void>;
  /** Sets the app's badge: the number of games waiting, 0 to clear it. */
  readonly badge: (count: number) => void;
}

/**
 * One round of reminders: the badge set to the games waiting, and a notification for each
 * that has waited `delay` (none when reminders are off) and was not reminded of yet.
 */
export async function remindTurns(
  library: Library,
  choice: TurnReminder,
  env: ReminderEnv,
  received?: readonly { id: string; plies: number; received: number }[],
): Promise<void> {
  const waiting = await waitingGames(library, received);
  env.badge(waiting.length);
  if (choice === 'off') return;
  const delay = REMINDER_DELAY_MS[choice];
  const reminded = readReminded(env.storage);
  const now = env.now();
  for (const game of waiting) {
    const key = remindedKey(game);
    if (reminded.includes(key) || now - game.since < delay) continue;
    await env.notify(game.entry, key);
    reminded.push(key);
    writeReminded(env.storage, reminded);
  }
}
