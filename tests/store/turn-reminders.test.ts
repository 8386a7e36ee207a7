/**
 * Turn reminders for games played by link (issue 41, part 4): which games wait for this
 * player, the badge that counts them, and one notification a game once it has waited.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { linkedAt, markLinked, receivedLinks } from '../../src/store/app/linked';
import {
  REMINDED_KEY,
  REMINDER_DELAY_MS,
  type ReminderEnv,
  remindTurns,
  waitingGames,
} from '../../src/store/app/turnReminders';
import type { LibraryRecord } from '../../src/store/library/library';
import { libraryOf } from './library-stub';
import { MemoryStorage } from './memory-storage';

const NOW = Date.UTC(2026, 11, 5, 12);
const MINUTE = 60_000;

const game = (id: string, plies: number, result = '*'): LibraryRecord => ({
  id,
  revision: 1,
  created: 0,
  updated: 0,
  summary: { title: 'Abacus', n: 5, layout: 'standard', plies, result, black: 'Ann', white: 'Bob' },
  data: {},
});

const LIBRARY = libraryOf([
  game('waiting', 7),
  game('moved', 8),
  game('over', 7, '1-0'),
  game('sent', 6),
]);
const RECEIVED = [
  { id: 'waiting', plies: 7, received: NOW - 20 * MINUTE },
  { id: 'moved', plies: 7, received: NOW - 20 * MINUTE },
  { id: 'over', plies: 7, received: NOW - 20 * MINUTE },
  { id: 'gone', plies: 3, received: NOW - 20 * MINUTE },
];

function env(storage = new MemoryStorage()) {
  const notify = vi.fn<ReminderEnv['notify']>(async () => {});
  const badge = vi.fn<ReminderEnv['badge']>();
  return { notify, badge, storage, now: () => NOW } satisfies ReminderEnv;
}

beforeEach(() => localStorage.clear());

describe('games waiting for this player', () => {
  test('a received link with no move since, the game not over: only that game waits', async () => {
    const waiting = await waitingGames(LIBRARY, RECEIVED);
    expect(waiting.map((w) => w.entry.id)).toEqual(['waiting']);
  });

  test('a link received is noted with its time; one sent is not waiting', () => {
    markLinked('a', 4, NOW);
    markLinked('b', 5);
    expect(receivedLinks()).toEqual([{ id: 'a', plies: 4, received: NOW }]);
    expect(linkedAt('b')).toBe(5);
    // Sending the reply ends the wait.
    markLinked('a', 5);
    expect(receivedLinks()).toEqual([]);
  });

  test('entries kept before the time was, and junk, read as sent or not at all', () => {
    localStorage.setItem(
      'hexplay.linked',
      JSON.stringify([['x', 3], 'y', ['z', 2, -1], [5, 5], ['w', 1, NOW]]),
    );
    expect(receivedLinks()).toEqual([{ id: 'w', plies: 1, received: NOW }]);
  });
});

describe('reminders', () => {
  test.each([
    ['off', 0],
    ['15m', 1],
    ['1h', 0],
  ] as const)(
    'chosen %s, after 20 minutes: %i notification(s); the badge counts 1 either way',
    async (choice, count) => {
      const e = env();
      await remindTurns(LIBRARY, choice, e, RECEIVED);
      expect(e.badge).toHaveBeenCalledWith(1);
      expect(e.notify).toHaveBeenCalledTimes(count);
      if (count > 0) expect(e.notify.mock.calls[0][0].id).toBe('waiting');
    },
  );

  test('one notification a wait: not again at the next look, nor after a reload', async () => {
    const e = env();
    await remindTurns(LIBRARY, '15m', e, RECEIVED);
    await remindTurns(LIBRARY, '15m', e, RECEIVED);
    expect(e.notify).toHaveBeenCalledTimes(1);
    expect(JSON.parse(e.storage.getItem(REMINDED_KEY)!)).toEqual(['waiting:7']);
    // The next wait of the same game (another link, two plies on) is reminded anew.
    const next = [{ id: 'waiting', plies: 9, received: NOW - REMINDER_DELAY_MS['15m'] }];
    await remindTurns(libraryOf([game('waiting', 9)]), '15m', e, next);
    expect(e.notify).toHaveBeenCalledTimes(2);
  });

  test('nothing waiting: the badge is cleared', async () => {
    const e = env();
    await remindTurns(LIBRARY, '15m', e, []);
    expect(e.badge).toHaveBeenCalledWith(0);
    expect(e.notify).not.toHaveBeenCalled();
  });
});
