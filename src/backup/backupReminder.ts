import { err, ok, type Result } from '../engine';
import type { StorageLike } from '../store/library/webStorage';

/**
 * When the Games panel suggests a backup: a library of many games with no backup made for
 * a month, and the suggestion not put off within a month either. Kept in Web Storage, as
 * it belongs to this browser, not to the library a backup carries.
 */
export interface BackupReminder {
  /** When this browser last downloaded a backup. */
  readonly made?: number;
  /** When the player last put the suggestion off. */
  readonly dismissed?: number;
}

export const BACKUP_REMINDER_KEY = 'hexplay.backupReminder';
/** A library this large is worth a backup; a handful of games is not. */
export const REMIND_FROM_GAMES = 50;
export const REMIND_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

export interface ReminderError {
  readonly code: 'reminder';
  readonly message: string;
}

const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

export function parseBackupReminder(text: string): Result<BackupReminder, ReminderError> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return err({ code: 'reminder', message: 'the backup reminder is not JSON' });
  }
  if (typeof value !== 'object' || value === null) {
    return err({ code: 'reminder', message: 'the backup reminder is not an object' });
  }
  const { made, dismissed } = value as Record<string, unknown>;
  if ((made !== undefined && !isTime(made)) || (dismissed !== undefined && !isTime(dismissed))) {
    return err({
      code: 'reminder',
      message: 'the backup reminder holds a time that does not read',
    });
  }
  return ok({
    ...(made !== undefined ? { made } : {}),
    ...(dismissed !== undefined ? { dismissed } : {}),
  });
}

export const makeBackupReminder = (reminder: BackupReminder): string => JSON.stringify(reminder);

/** What this browser remembers; nothing where that does not read (the suggestion shows). */
export function readBackupReminder(storage: StorageLike | undefined): BackupReminder {
  try {
    const text = storage?.getItem(BACKUP_REMINDER_KEY);
    if (text == null) return {};
    const read = parseBackupReminder(text);
    return read.ok ? read.value : {};
  } catch {
    return {};
  }
}

function write(storage: StorageLike | undefined, change: Partial<BackupReminder>): void {
  try {
    storage?.setItem(
      BACKUP_REMINDER_KEY,
      makeBackupReminder({ ...readBackupReminder(storage), ...change }),
    );
  } catch {
    // A storage that refuses it only shows the suggestion again.
  }
}

export const noteBackupMade = (storage: StorageLike | undefined, now: number): void =>
  write(storage, { made: now });

export const putOffBackupReminder = (storage: StorageLike | undefined, now: number): void =>
  write(storage, { dismissed: now });

/** Whether to suggest a backup of `games` games now. A clock set back counts as no time. */
export function suggestBackup(reminder: BackupReminder, games: number, now: number): boolean {
  const lapsed = (at: number | undefined): boolean =>
    at === undefined || now - at >= REMIND_AFTER_MS;
  return games >= REMIND_FROM_GAMES && lapsed(reminder.made) && lapsed(reminder.dismissed);
}
