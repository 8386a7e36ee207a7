/**
 * The Games panel's suggestion of a backup (issue 41, part 1): shown for a library of many
 * games with no backup for a month, put off for a month when dismissed, gone once a backup
 * is made; what this browser remembers of it is read as untrusted text.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { parseBackup } from '../../src/backup/backupFormat';
import {
  BACKUP_REMINDER_KEY,
  type BackupReminder as Remembered,
  makeBackupReminder,
  parseBackupReminder,
  readBackupReminder,
  REMIND_AFTER_MS,
  REMIND_FROM_GAMES,
  suggestBackup,
} from '../../src/backup/backupReminder';
import { BackupReminder, type ReminderTools } from '../../src/components/library/BackupReminder';
import { PrefsProvider } from '../../src/store/context';
import { type Library, openLibrary } from '../../src/store/library/library';
import { MemoryStorage } from '../store/memory-storage';
import { prefsWith } from '../components/render';
import { gameRecord } from './backups';

const NOW = Date.UTC(2026, 11, 5);
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('when to suggest a backup', () => {
  test.each([
    ['many games, never backed up', {}, REMIND_FROM_GAMES, true],
    ['too few games to bother', {}, REMIND_FROM_GAMES - 1, false],
    ['backed up 29 days ago', { made: NOW - 29 * DAY }, 500, false],
    ['backed up 30 days ago', { made: NOW - REMIND_AFTER_MS }, 500, true],
    ['put off a week ago', { dismissed: NOW - 7 * DAY }, 500, false],
    ['put off 31 days ago, never backed up', { dismissed: NOW - 31 * DAY }, 500, true],
    ['a backup dated in the future (a clock set back)', { made: NOW + DAY }, 500, false],
  ] as [string, Remembered, number, boolean][])('%s: %s', (_, remembered, games, shown) => {
    expect(suggestBackup(remembered, games, NOW)).toBe(shown);
  });

  test.each([
    ['', 'not JSON'],
    ['"x"', 'not an object'],
    ['{"made":"yesterday"}', 'does not read'],
    ['{"dismissed":-5}', 'does not read'],
    ['{"made":1e400}', 'does not read'],
  ])('%j is refused: %s', (text, why) => {
    const read = parseBackupReminder(text);
    expect(read.ok ? 'read' : read.error.message).toContain(why);
  });

  test('what reads, round trip; what does not read counts as nothing remembered', () => {
    const remembered = { made: NOW - DAY, dismissed: NOW - 2 * DAY };
    expect(parseBackupReminder(makeBackupReminder(remembered))).toEqual({
      ok: true,
      value: remembered,
    });
    const storage = new MemoryStorage();
    storage.setItem(BACKUP_REMINDER_KEY, '{broken');
    expect(readBackupReminder(storage)).toEqual({});
  });
});

async function libraryOfGames(count: number): Promise<Library> {
  const opened = await openLibrary();
  if (!opened.ok) throw new Error(opened.error.message);
  for (let i = 0; i < count; i++) await opened.value.put(gameRecord(`g${i}`, ['e5']), 0);
  return opened.value;
}

function renderReminder(library: Library, games: number, storage = new MemoryStorage()) {
  const tools: ReminderTools = { storage, now: () => NOW, download: vi.fn() };
  render(
    <PrefsProvider prefs={prefsWith()}>
      <BackupReminder library={library} games={games} tools={tools} />
    </PrefsProvider>,
  );
  return { tools, storage };
}

describe('the suggestion in Games', () => {
  test('Download a backup: the whole library in one file, and no suggestion for a month', async () => {
    const library = await libraryOfGames(3);
    const { tools, storage } = renderReminder(library, 60);
    expect(screen.getByTestId('backup-reminder')).toHaveTextContent(
      '60 games are kept only in this browser',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download a backup' }));
    await vi.waitFor(() => expect(tools.download).toHaveBeenCalledTimes(1));
    const [name, text] = vi.mocked(tools.download).mock.calls[0];
    expect(name).toMatch(/^hexplay-backup-2026-12-05/);
    const backup = parseBackup(text);
    expect(backup.ok && backup.value.games).toHaveLength(3);
    // The suggestion goes once the download is handed over, a render after it.
    await vi.waitFor(() => expect(screen.queryByTestId('backup-reminder')).toBeNull());
    expect(readBackupReminder(storage)).toEqual({ made: NOW });
  });

  test('Not now puts it off for a month', async () => {
    const { storage } = renderReminder(await libraryOfGames(0), 60);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('backup-reminder')).toBeNull();
    expect(readBackupReminder(storage)).toEqual({ dismissed: NOW });
    expect(suggestBackup(readBackupReminder(storage), 60, NOW + REMIND_AFTER_MS)).toBe(true);
  });

  test('a small library is not nagged', async () => {
    renderReminder(await libraryOfGames(0), REMIND_FROM_GAMES - 1);
    expect(screen.queryByTestId('backup-reminder')).toBeNull();
  });
});
