import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/languages';
import type { StorageLike } from '../../src/store/library/webStorage';
import {
  createPrefsStore,
  DEFAULT_PREFS,
  makePrefs,
  parsePrefs,
  BOARD_THEMES,
  CONFIRM_MOVES,
  PIECE_STYLES,
  PREFS_KEY,
  type Prefs,
  THEMES,
  TURN_REMINDERS,
} from '../../src/store/prefs';

const prefsArb: fc.Arbitrary<Prefs> = fc.record({
  language: fc.option(fc.constantFrom(...LANGUAGES), { nil: undefined }),
  theme: fc.constantFrom(...THEMES),
  sound: fc.boolean(),
  animation: fc.boolean(),
  confirmMoves: fc.constantFrom(...CONFIRM_MOVES),
  showMovable: fc.boolean(),
  boardZoom: fc.boolean(),
  premoves: fc.boolean(),
  blunderWarning: fc.boolean(),
  boardTheme: fc.constantFrom(...BOARD_THEMES),
  pieceStyle: fc.constantFrom(...PIECE_STYLES),
  turnReminder: fc.constantFrom(...TURN_REMINDERS),
});

function memory(initial?: string): StorageLike & { text(): string | undefined } {
  let stored = initial;
  return {
    getItem: (key) => (key === PREFS_KEY ? (stored ?? null) : null),
    setItem: (key, value) => {
      if (key === PREFS_KEY) stored = value;
    },
    removeItem: () => {
      stored = undefined;
    },
    text: () => stored,
  };
}

describe('prefs text', () => {
  test('parse(make(p)) is p', () => {
    fc.assert(
      fc.property(prefsArb, (prefs) => {
        expect(parsePrefs(makePrefs(prefs))).toEqual({ ok: true, value: prefs });
      }),
    );
  });

  test('any text parses to a result, never a throw, and a parsed value is well formed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const result = parsePrefs(text);
        if (result.ok) {
          expect(THEMES).toContain(result.value.theme);
          expect(typeof result.value.sound).toBe('boolean');
          expect(typeof result.value.animation).toBe('boolean');
          expect(CONFIRM_MOVES).toContain(result.value.confirmMoves);
          expect(typeof result.value.showMovable).toBe('boolean');
          expect(BOARD_THEMES).toContain(result.value.boardTheme);
          expect(PIECE_STYLES).toContain(result.value.pieceStyle);
        } else {
          expect(result.error.code).toBe('prefs');
          expect(result.error.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  test.each([
    ['{', 'not valid JSON'],
    ['[]', 'must be an object'],
    ['null', 'must be an object'],
    ['{"theme":"sepia"}', 'theme must be'],
    ['{"language":"xx"}', 'unknown language "xx"'],
    ['{"sound":"yes"}', 'sound must be true or false'],
    ['{"animation":1}', 'animation must be true or false'],
    ['{"showMovable":"on"}', 'showMovable must be true or false'],
  ])('%s is refused: %s', (text, message) => {
    const result = parsePrefs(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(message);
  });

  test('fields left out take their defaults: sound off, animation on, the system theme', () => {
    expect(parsePrefs('{}')).toEqual({ ok: true, value: DEFAULT_PREFS });
    expect(DEFAULT_PREFS.sound).toBe(false);
  });

  test('the aids are off and moves wait for Confirm on touch only, until chosen otherwise', () => {
    expect(DEFAULT_PREFS).toMatchObject({
      confirmMoves: 'touch',
      showMovable: false,
      boardTheme: 'classic',
      pieceStyle: 'standard',
    });
  });

  test('preferences stored before the aids existed keep their values and take the aids off', () => {
    const old = '{"language":"de","theme":"dark","sound":true,"animation":false}';
    expect(parsePrefs(old)).toEqual({
      ok: true,
      value: { ...DEFAULT_PREFS, language: 'de', theme: 'dark', sound: true, animation: false },
    });
  });

  test('a confirm mode, board theme or piece style this version does not know takes its default alone', () => {
    const text = JSON.stringify({
      theme: 'light',
      confirmMoves: 'twice',
      boardTheme: 'marble',
      pieceStyle: 7,
      showMovable: true,
    });
    expect(parsePrefs(text)).toEqual({
      ok: true,
      value: { ...DEFAULT_PREFS, theme: 'light', showMovable: true },
    });
  });
});

describe('prefs store', () => {
  test('a choice is stored and read back by the next visit', () => {
    const storage = memory();
    const first = createPrefsStore(storage, ['en']);
    first.getState().set('theme', 'dark');
    first.getState().set('sound', true);
    const again = createPrefsStore(storage, ['en']).getState();
    expect([again.theme, again.sound, again.animation]).toEqual(['dark', true, true]);
  });

  test('the confirm mode and the aids are stored and read back too', () => {
    const storage = memory();
    const first = createPrefsStore(storage, ['en']).getState();
    first.set('confirmMoves', 'always');
    first.set('showMovable', true);
    first.set('boardTheme', 'wood');
    first.set('pieceStyle', 'contrast');
    const again = createPrefsStore(storage, ['en']).getState();
    expect([again.confirmMoves, again.showMovable, again.boardTheme, again.pieceStyle]).toEqual([
      'always',
      true,
      'wood',
      'contrast',
    ]);
  });

  test('a broken entry falls back to the defaults, and is replaced only by a new choice', () => {
    const storage = memory('{"theme":"sepia"}');
    const prefs = createPrefsStore(storage, ['de-AT']);
    expect(prefs.getState().theme).toBe('system');
    expect(prefs.getState().shown).toBe('de');
    expect(storage.text()).toBe('{"theme":"sepia"}');
    prefs.getState().set('animation', false);
    expect(parsePrefs(storage.text() ?? '')).toEqual({
      ok: true,
      value: { ...DEFAULT_PREFS, animation: false },
    });
  });
});
