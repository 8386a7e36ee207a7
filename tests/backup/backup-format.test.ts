import { describe, expect, test } from 'vitest';
import { BACKUP_VERSION, parseBackup } from '../../src/backup/backupFormat';
import { backupOf, gameRecord, progress, setAside } from './backups';

const whole = (): Record<string, unknown> => JSON.parse(backupOf()) as Record<string, unknown>;
const edited = (change: Record<string, unknown>): string =>
  JSON.stringify({ ...whole(), ...change });

describe('parseBackup', () => {
  test('reads back what makeBackup wrote', () => {
    const parsed = parseBackup(backupOf());
    expect(parsed).toEqual({
      ok: true,
      value: {
        app: 'hexplay',
        version: BACKUP_VERSION,
        made: Date.UTC(2026, 0, 4),
        games: [gameRecord('a', ['c3'])],
        quarantine: [setAside],
        puzzleProgress: progress,
        prefs: expect.objectContaining({ boardTheme: 'wood', pieceStyle: 'contrast' }),
      },
    });
  });

  test('a quarantined record keeps no number of this browser', () => {
    const parsed = parseBackup(edited({ quarantine: [{ ...setAside, id: 7 }] }));
    expect(parsed.ok && parsed.value.quarantine).toEqual([setAside]);
  });

  test('a backup before the first puzzle holds no progress', () => {
    const { puzzleProgress: _, ...rest } = whole();
    const parsed = parseBackup(JSON.stringify(rest));
    expect(parsed.ok && 'puzzleProgress' in parsed.value).toBe(false);
  });

  test.each([
    ['empty', '', 'json'],
    ['truncated', backupOf().slice(0, -40), 'json'],
    ['not JSON', 'hello', 'json'],
    ['another app', JSON.stringify({ app: 'other', version: 1 }), 'app'],
    ['a saved game', JSON.stringify({ version: 5, moves: [] }), 'app'],
    ['a list', '[1, 2]', 'app'],
    ['null', 'null', 'app'],
    ['a newer version', edited({ version: BACKUP_VERSION + 1 }), 'newer'],
    ['a version that is text', edited({ version: '1' }), 'shape'],
    ['a fractional version', edited({ version: 1.5 }), 'shape'],
    ['no date', edited({ made: 'today' }), 'shape'],
    ['games not a list', edited({ games: {} }), 'shape'],
    ['a game without an id', edited({ games: [{ ...gameRecord('a', []), id: 3 }] }), 'shape'],
    [
      'a game without data',
      edited({ games: [{ ...gameRecord('a', []), data: undefined }] }),
      'shape',
    ],
    ['a repeated id', edited({ games: [gameRecord('a', []), gameRecord('a', ['c3'])] }), 'shape'],
    ['quarantine not a list', edited({ quarantine: 'none' }), 'shape'],
    [
      'a quarantined record without time',
      edited({ quarantine: [{ ...setAside, kept: 'x' }] }),
      'shape',
    ],
    [
      'progress of another version',
      edited({ puzzleProgress: { ...progress, version: 2 } }),
      'shape',
    ],
    ['settings that are text', edited({ prefs: 'dark' }), 'shape'],
    ['a theme that is a number', edited({ prefs: { theme: 3 } }), 'shape'],
  ])('refuses %s (%s)', (_name, text, code) => {
    const parsed = parseBackup(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe(code);
      expect(parsed.error.message).toMatch(/^[a-z].*[^.]$/);
    }
  });

  test('tells its progress through the games', () => {
    const told: [number, number][] = [];
    parseBackup(backupOf([gameRecord('a', []), gameRecord('b', [])]), {
      onProgress: (checked, total) => told.push([checked, total]),
    });
    expect(told).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });
});
