import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Result } from '../engine';
import { isLanguage, type Language, pickLanguage } from '../languages';
import type { StorageLike } from './library/webStorage';

/**
 * The player's preferences for the app itself, the same for every game: language, theme,
 * sound, motion, when a move waits for Confirm, premoves, and the learner's aids and board
 * looks. (What a game shows on its board, such as coordinates, is kept with the game.) Kept in localStorage, read strictly: a broken entry falls back to defaults.
 */
export const PREFS_KEY = 'hexplay.prefs';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** When a move waits for Confirm or a second tap: never, on touch only, or always. */
export const CONFIRM_MOVES = ['never', 'touch', 'always'] as const;
export type ConfirmMoves = (typeof CONFIRM_MOVES)[number];

/** The board's colours; `classic` is the one it always had. */
export const BOARD_THEMES = ['classic', 'wood', 'slate'] as const;
export type BoardTheme = (typeof BOARD_THEMES)[number];

/** `contrast`: black and white pieces with rings, told apart by a mark as well as by colour. */
export const PIECE_STYLES = ['standard', 'contrast'] as const;
export type PieceStyle = (typeof PIECE_STYLES)[number];

/**
 * How long a game played by link waits for this player's move before a notification says
 * so; `off` by default, and the browser's permission is asked only when it is turned on.
 */
export const TURN_REMINDERS = ['off', '15m', '1h', '4h', '1d'] as const;
export type TurnReminder = (typeof TURN_REMINDERS)[number];

export interface Prefs {
  /** Undefined: follow the browser's languages. */
  readonly language: Language | undefined;
  readonly theme: Theme;
  /** Off by default: a game site that starts making noise is rude. */
  readonly sound: boolean;
  /** Pieces glide into place; off, they jump (reduced motion also turns it off). */
  readonly animation: boolean;
  /** Touch by default: a finger has no hover to preview a move with. */
  readonly confirmMoves: ConfirmMoves;
  /** A learner's aid, off by default: a mark on every piece that has a legal move. */
  readonly showMovable: boolean;
  /** On by default: a pinch (or Ctrl and the wheel) zooms the board, for small screens. */
  readonly boardZoom: boolean;
  /**
   * A move made while the computer or the player online is to move, played when the turn
   * comes: on by default, as on lichess, where a player who does not want them turns them off.
   */
  readonly premoves: boolean;
  /**
   * A learner's aid, off by default: a move that gives something away waits for a yes.
   * A purist plays without it, and a player who wants it asks for it.
   */
  readonly blunderWarning: boolean;
  readonly boardTheme: BoardTheme;
  readonly pieceStyle: PieceStyle;
  readonly turnReminder: TurnReminder;
}

export const DEFAULT_PREFS: Prefs = {
  language: undefined,
  theme: 'system',
  sound: false,
  animation: true,
  confirmMoves: 'touch',
  showMovable: false,
  boardZoom: true,
  premoves: true,
  blunderWarning: false,
  boardTheme: 'classic',
  pieceStyle: 'standard',
  turnReminder: 'off',
};

/**
 * One of `values`, or `fallback` for anything else: a choice this version does not know,
 * such as one a later version added, costs only itself, not the player's other preferences.
 */
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

export interface PrefsError {
  readonly code: 'prefs';
  readonly message: string;
}

const fail = (message: string): Result<never, PrefsError> => ({
  ok: false,
  error: { code: 'prefs', message },
});

/**
 * Reads stored preferences; fields absent take their default, and so does an unknown
 * confirm mode, board theme or piece style; any other field that is wrong is an error.
 */
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
  for (const key of [
    'sound',
    'animation',
    'showMovable',
    'boardZoom',
    'premoves',
    'blunderWarning',
  ] as const) {
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
      confirmMoves: oneOf(CONFIRM_MOVES, v.confirmMoves, DEFAULT_PREFS.confirmMoves),
      showMovable: (v.showMovable as boolean | undefined) ?? DEFAULT_PREFS.showMovable,
      boardZoom: (v.boardZoom as boolean | undefined) ?? DEFAULT_PREFS.boardZoom,
      premoves: (v.premoves as boolean | undefined) ?? DEFAULT_PREFS.premoves,
      blunderWarning: (v.blunderWarning as boolean | undefined) ?? DEFAULT_PREFS.blunderWarning,
      boardTheme: oneOf(BOARD_THEMES, v.boardTheme, DEFAULT_PREFS.boardTheme),
      pieceStyle: oneOf(PIECE_STYLES, v.pieceStyle, DEFAULT_PREFS.pieceStyle),
      turnReminder: oneOf(TURN_REMINDERS, v.turnReminder, DEFAULT_PREFS.turnReminder),
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
      const state = get();
      set({ shown: state.language ?? fallback });
      const prefs: Prefs = {
        language: state.language,
        theme: state.theme,
        sound: state.sound,
        animation: state.animation,
        confirmMoves: state.confirmMoves,
        showMovable: state.showMovable,
        boardZoom: state.boardZoom,
        premoves: state.premoves,
        blunderWarning: state.blunderWarning,
        boardTheme: state.boardTheme,
        pieceStyle: state.pieceStyle,
        turnReminder: state.turnReminder,
      };
      try {
        storage?.setItem(PREFS_KEY, makePrefs(prefs));
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
