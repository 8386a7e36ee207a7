import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Result } from '../engine';
import { isLanguage, type Language, pickLanguage } from '../languages';
import type { StorageLike } from './library/webStorage';

/**
 * The player's preferences for the app itself, the same for every game: language, theme,
 * sound and motion. (What a game shows on its board, such as coordinates, is kept with
 * the game.) Kept in localStorage, read strictly: a broken entry falls back to defaults.
 */
export const PREFS_KEY = 'hexplay.prefs';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface Prefs {
  /** Undefined: follow the browser's languages. */
  readonly language: Language | undefined;
  readonly theme: Theme;
  /** Off by default: a game site that starts making noise is rude. */
  readonly sound: boolean;
  /** Pieces glide into place; off, they jump (reduced motion also turns it off). */
  readonly animation: boolean;
}

export const DEFAULT_PREFS: Prefs = {
  language: undefined,
  theme: 'system',
  sound: false,
  animation: true,
};

export interface PrefsError {
  readonly code: 'prefs';
  readonly message: string;
}

const fail = (message: string): Result<never, PrefsError> => ({
  ok: false,
  error: { code: 'prefs', message },
});

/** Reads stored preferences; fields absent take their default, fields wrong are an error. */
export function parsePrefs(text: string): Result<Prefs, PrefsError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('preferences are not valid JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail('preferences must be an object');
  }
  const v = data as Record<string, unknown>;
  const language = v.language ?? undefined;
  if (language !== undefined && !isLanguage(language)) {
    return fail(`unknown language ${JSON.stringify(language)}`);
  }
  const theme = v.theme ?? DEFAULT_PREFS.theme;
  if (!(THEMES as readonly unknown[]).includes(theme)) {
    return fail(`theme must be ${THEMES.join(', ')}, not ${JSON.stringify(theme)}`);
  }
  for (const key of ['sound', 'animation'] as const) {
    if (v[key] !== undefined && typeof v[key] !== 'boolean') {
      return fail(`${key} must be true or false`);
    }
  }
  return {
    ok: true,
    value: {
      language,
      theme: theme as Theme,
      sound: (v.sound as boolean | undefined) ?? DEFAULT_PREFS.sound,
      animation: (v.animation as boolean | undefined) ?? DEFAULT_PREFS.animation,
    },
  };
}

export const makePrefs = (prefs: Prefs): string => JSON.stringify(prefs);

export interface PrefsState extends Prefs {
  /** The language in use: the chosen one, or the browser's. */
  readonly shown: Language;
  set<K extends keyof Prefs>(key: K, value: Prefs[K]): void;
  /** Every preference back to its default, kept so. */
  reset(): void;
}

/** Drops the stored preferences, so that the page starts on the defaults. */
export function forgetPrefs(storage: StorageLike | undefined): void {
  try {
    storage?.removeItem(PREFS_KEY);
  } catch {
    // Storage that cannot be written could not have kept a preference either.
  }
}

/**
 * The preferences store. `browser` is the browser's language list (navigator.languages),
 * which picks the language until the player chooses one.
 */
export function createPrefsStore(
  storage: StorageLike | undefined,
  browser: readonly string[],
): StoreApi<PrefsState> {
  let stored = DEFAULT_PREFS;
  try {
    const text = storage?.getItem(PREFS_KEY);
    const parsed = text ? parsePrefs(text) : undefined;
    if (parsed?.ok) stored = parsed.value;
  } catch {
    // Storage that cannot be read leaves the defaults.
  }
  const fallback = pickLanguage(browser);
  return createStore<PrefsState>()((set, get) => ({
    ...stored,
    shown: stored.language ?? fallback,
    set(key, value) {
      set({ [key]: value } as Partial<PrefsState>);
      const { language, theme, sound, animation } = get();
      set({ shown: language ?? fallback });
      try {
        storage?.setItem(PREFS_KEY, makePrefs({ language, theme, sound, animation }));
      } catch {
        // A preference that cannot be stored still holds for this visit.
      }
    },
    reset() {
      set({ ...DEFAULT_PREFS, shown: fallback });
      forgetPrefs(storage);
    },
  }));
}
