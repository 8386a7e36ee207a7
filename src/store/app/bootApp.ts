import type { StoreApi } from 'zustand/vanilla';
import { afterPaint } from '../schedule/afterPaint';
import { followStore } from '../schedule/laggingStore';
import { nextTask } from '../schedule/nextTask';
import { type Game, isGame, type Player } from '../../engine';
import { loadGame } from '../../games';
import { LAST_GAME_KEY, lastGame } from '../../games/lastGame';
import { createGameStore, DEFAULT_GAME, defaultSpec, type GameStore, newGameId } from '../game';
import { migrateLegacy } from '../library/legacySaves';
import { type ListedStorage, type StorageLike, webStorage } from '../library/webStorage';
import { type LibraryError, libraryMayReturn } from '../game/notices';
import {
  type Library,
  LibraryClosed,
  libraryError,
  type LibraryRecord,
  openLibrary,
} from '../library/library';
import { checkSavedGame } from '../records/saveFormat';
import { attachLibrary, type Channel, type LibrarySync, recordOf } from '../library/sync';
import { DEFAULT_SETTINGS, HUMANS, type SavedGame } from '../game/savedGame';
import type { Notice } from '../game/notices';
import { keptChange, restoreUnsaved } from '../library/unsavedChanges';
import { keepWithoutLibrary } from '../library/keepWithoutLibrary';
import type { ProgressChanged } from '../library/puzzleSync';
import { forgetPrefs } from '../prefs';
import { makeCrashMark, parseCrashMark } from './crashMark';
import { type LaunchAction, takeLaunchAction } from '../../pwa/launchAction';

/** This tab's game, kept across reloads of the tab (and only of this tab). */
export const TAB_KEY = 'hexplay.tab';
/** Set while a game is being opened (`crashMark.ts`); still set at the next start, it crashed. */
export const OPENING_KEY = 'hexplay.opening';

/** The game a saved game's data says it is, read before anything else of it is checked. */
function gameOfSaved(data: unknown): Game | undefined {
  const spec =
    typeof data === 'object' && data !== null ? (data as { spec?: unknown }).spec : undefined;
  const game =
    typeof spec === 'object' && spec !== null ? (spec as { game?: unknown }).game : undefined;
  return typeof game === 'string' && isGame(game) ? game : undefined;
}

/** Loads the game `data` is of, so that it can be checked; data of no known game needs none. */
const loadGameOf = async (data: unknown): Promise<void> => {
  const game = gameOfSaved(data);
  if (game !== undefined) await loadGame(game);
};

export interface AppStore {
  readonly store: StoreApi<GameStore>;
  /** The game library, or undefined when this browser cannot keep one. */
  readonly library: Library | undefined;
  /** Switches to another game of the library. */
  resume(id: string): Promise<void>;
  /** After a crash: a fresh game with the default players and settings; nothing is deleted. */
  recover(): Promise<void>;
  /**
   * Called once the first frame of a game is on screen. Resolves once the opening mark is
   * cleared: a task later, unless the frame's own effects crashed meanwhile.
   */
  opened(): Promise<void>;
  /** Called when rendering crashed: the opening mark must then outlive a reload. */
  crashed(): void;
  /**
   * The game as the panels beside the board read it: `store`, with its changes told
   * after the frame that shows them on the board (`followStore`). Absent, the panels read
   * `store` itself and change in the same frame.
   */
  readonly panels?: StoreApi<GameStore>;
  /** Where tabs announce the games they write or delete; absent without BroadcastChannel. */
  readonly channel?: Channel;
  /** What the installed app was launched to do (a shortcut of its manifest). */
  readonly launch?: LaunchAction;
  /** Where tabs announce their writes of the puzzle progress; absent without BroadcastChannel. */
  readonly puzzleChannel?: Channel<ProgressChanged>;
}

export interface BootEnvironment {
  readonly openLibrary: typeof openLibrary;
  readonly local: ListedStorage | undefined;
  readonly session: StorageLike | undefined;
  readonly channel: Channel | undefined;
  readonly puzzleChannel?: Channel<ProgressChanged>;
  /** Starts the computer player; absent where there are no workers (tests). */
  readonly computer?: (store: StoreApi<GameStore>) => void;
  readonly now?: () => number;
  /** When the panels hear of a change (`AppStore.panels`); absent, at once. */
  readonly afterPaint?: (task: () => void) => void;
  readonly launch?: LaunchAction;
}

export function browserEnvironment(): BootEnvironment {
  const named = (name: string): BroadcastChannel | undefined =>
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(name);
  return {
    openLibrary,
    local: webStorage('localStorage'),
    session: webStorage('sessionStorage'),
    channel: named('hexplay-games') as Channel | undefined,
    puzzleChannel: named('hexplay-puzzles') as Channel<ProgressChanged> | undefined,
    afterPaint,
    launch: takeLaunchAction(),
    computer:
      typeof Worker === 'undefined'
        ? undefined
        : (store) => void import('../computer/startComputer').then((m) => m.startComputer(store)),
  };
}

const safely = (f: () => void): void => {
  try {
    f();
  } catch {
    // Session storage that throws only costs the tab its memory of its game.
  }
};

/**
 * Starts the app: opens the library, moves an earlier version's save into it, and opens
 * this tab's game (or the latest unfinished one) with everything checked on the way in.
 * Whatever cannot be read is quarantined, never dropped; whatever cannot be stored is
 * said on screen.
 */
export async function bootApp(env: BootEnvironment = browserEnvironment()): Promise<AppStore> {
  const now = env.now ?? Date.now;
  const notices: Notice[] = [];
  let storageProblem: LibraryError | undefined;
  let library: Library | undefined;
  let opened:
    | {
        saved: SavedGame;
        id: string;
        revision: number;
        created: number;
        /** Opened from its change kept in Web Storage, which the library has yet to store. */
        kept?: boolean;
        /** The colour this device played, in a game online (the library's summary keeps it). */
        seat?: Player;
      }
    | undefined;

  const markText = env.session?.getItem(OPENING_KEY) ?? null;
  const mark = markText === null ? undefined : parseCrashMark(markText);
  if (mark?.ok && mark.value.trial !== undefined) {
    // A fresh game crashed too, so the game was not the cause: the preferences may be.
    // Dropped before the first await, that is before the page reads them (`start.tsx`).
    forgetPrefs(env.local);
    notices.push({ code: 'prefsReset' });
  }
  safely(() => env.session?.removeItem(OPENING_KEY));
  /** The game whose opening crashed last time, suspected until a fresh game opens. */
  let suspect = mark?.ok && mark.value.trial === undefined ? mark.value.id : undefined;

  /** This tab's game: after a trial, the suspect cleared, or else the one it had open. */
  const tabGame = (): string | null => {
    if (mark?.ok && mark.value.trial !== undefined) return mark.value.trial;
    try {
      return env.session?.getItem(TAB_KEY) ?? null;
    } catch {
      return null;
    }
  };

  // The game last played loads while the library opens, as it is most likely the one to show.
  void loadGame(lastGame(() => env.local?.getItem(LAST_GAME_KEY))).catch(() => {});

  const opening = await env.openLibrary();
  if (opening.ok) library = opening.value;
  else storageProblem = opening.error;

  if (library) {
    const lib = library;
    try {
      const quarantine = async (record: LibraryRecord, error: string): Promise<void> => {
        await lib.quarantine({ kept: now(), source: 'the game library', error, data: record });
        await lib.remove(record.id);
      };
      /** Stores a game as a new one of the library; its id once written. */
      const addGame = async (saved: SavedGame): Promise<string> => {
        const game = createGameStore({ saved, id: newGameId(), wall: now }).getState();
        await lib.put(recordOf(game, 1, now(), now()), 0);
        return game.id;
      };
      let quarantined = 0;
      // An earlier version's save that cannot be moved in now (a full storage) stays where
      // it is for a later start; it keeps no other game from opening.
      try {
        const migrated = await migrateLegacy(env.local, lib, addGame, now);
        quarantined += migrated.quarantined;
        if (migrated.openId !== undefined)
          safely(() => env.session?.setItem(TAB_KEY, migrated.openId!));
      } catch (e) {
        storageProblem = libraryError(e);
      }
      if (env.local) {
        // A library that cannot be written now keeps the changes for a later start, and
        // still opens this tab's game as it was last stored.
        try {
          const restored = await restoreUnsaved(
            env.local,
            lib,
            (saved, { id, base, created }) => {
              const game = createGameStore({ saved, id, wall: now }).getState();
              return lib.put(recordOf(game, base + 1, created, now()), base);
            },
            addGame,
            now,
          );
          quarantined += restored.quarantined;
          if (restored.forked > 0) notices.push({ code: 'forked' });
        } catch (e) {
          storageProblem = libraryError(e);
        }
      }

      if (suspect !== undefined) {
        // Not opened again: a fresh game is tried in its place (see `crashMark.ts`).
        safely(() => env.session?.removeItem(TAB_KEY));
      } else {
        const tabId = tabGame();
        const candidates = tabId !== null ? [await lib.get(tabId)] : [];
        if (tabId === null) {
          // A new tab continues the latest unfinished game, as a reload would.
          const latest = (await lib.entries()).find((e) => e.summary.result === '*');
          if (latest) candidates.push(await lib.get(latest.id));
        }
        for (const record of candidates) {
          if (!record) continue;
          await loadGameOf(record.data);
          const checked = checkSavedGame(record.data);
          if (checked.ok) {
            const { id, revision, created } = record;
            opened = { saved: checked.value, id, revision, created, seat: record.summary.seat };
            break;
          }
          await quarantine(record, checked.error.message);
          quarantined++;
        }
      }
      if (quarantined > 0) notices.push({ code: 'quarantined', count: quarantined });
    } catch (e) {
      // A read that fails leaves the library alone: this tab plays a new game and says so.
      storageProblem = libraryError(e);
      library = undefined;
    }
  }

  const tabId = suspect === undefined ? tabGame() : null;
  const copy = tabId === null ? undefined : await keptChange(env.local, tabId);
  // A change the library failed to store (full, or failing to read at this start) is the
  // game as last played: newer than the library's copy, or the only one.
  if (copy && (opened === undefined || (opened.id === tabId && opened.revision <= copy.base))) {
    opened = {
      saved: copy.saved,
      id: copy.id,
      revision: copy.base,
      created: copy.created,
      kept: true,
    };
  }

  if (!opened) await loadGame(DEFAULT_GAME);
  const store = createGameStore({
    saved: opened?.saved,
    id: opened?.id,
    notice: notices.length > 0 ? notices : undefined,
    storageProblem,
    wall: now,
  });
  // Without a library nothing this tab plays is kept: it goes on pointing at the game it
  // had, to reopen once the storage reads again.
  const remember = (id: string): void => {
    if (library) safely(() => env.session?.setItem(TAB_KEY, id));
  };
  const rememberGame = (game: Game): void => safely(() => env.local?.setItem(LAST_GAME_KEY, game));
  remember(store.getState().id);
  rememberGame(store.getState().spec.game);
  store.subscribe((s, prev) => {
    if (s.id !== prev.id) remember(s.id);
    if (s.spec.game !== prev.spec.game) rememberGame(s.spec.game);
  });
  const markOpening = (): void =>
    safely(() =>
      env.session?.setItem(OPENING_KEY, makeCrashMark({ id: store.getState().id, trial: suspect })),
    );
  markOpening();
  // A page closed or reloaded before its first frame did not crash: only a crash (caught
  // by the error boundary, or a tab that froze and was killed) leaves the mark behind.
  let crashed = false;
  // Told at once, rather than at the next move that fails to be stored.
  library?.onSuperseded(() =>
    store.setState({ storageProblem: libraryError(new LibraryClosed('superseded')) }),
  );
  const sync: LibrarySync | undefined = library
    ? attachLibrary(store, library, {
        channel: env.channel,
        revision: opened?.revision,
        created: opened?.created,
        kept: opened?.kept ? opened.id : undefined,
        seat: opened?.seat,
        now,
        keep: env.local,
      })
    : undefined;
  if (!library && storageProblem && libraryMayReturn(storageProblem) && env.local) {
    keepWithoutLibrary(store, env.local, { now, afterPaint: env.afterPaint ?? ((task) => task()) });
  }
  // The running clock's time so far is saved as the page goes: a reload charges it.
  const pageGoes = (): void => {
    store.getState().checkpointClock();
    sync?.keepPending();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => {
      if (!crashed) safely(() => env.session?.removeItem(OPENING_KEY));
      pageGoes();
    });
    // A phone may end a hidden page without a pagehide.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') pageGoes();
    });
  }
  // A chunk of its own, started once the game's first frame is whole (`opened`): the
  // first frame needs no computer, even when it is to move.
  let computerStarted = false;
  const startComputer = (): void => {
    if (computerStarted) return;
    computerStarted = true;
    env.computer?.(store);
  };

  return {
    store,
    library,
    channel: env.channel,
    launch: env.launch,
    puzzleChannel: env.puzzleChannel,
    panels: env.afterPaint ? followStore(store, env.afterPaint, nextTask) : undefined,
    async resume(id) {
      if (!library || !sync || id === store.getState().id) return;
      const record = await library.get(id);
      if (!record) return;
      await loadGameOf(record.data);
      if (sync.open(record)) return;
      const checked = checkSavedGame(record.data);
      await library.quarantine({
        kept: now(),
        source: 'the game library',
        error: checked.ok ? 'unreadable' : checked.error.message,
        data: record,
      });
      await library.remove(id);
      store.setState({ notice: [{ code: 'quarantined', count: 1 }] });
    },
    async recover() {
      await loadGame(DEFAULT_GAME);
      const s = store.getState();
      s.newGame(defaultSpec(), HUMANS);
      store.setState({ settings: DEFAULT_SETTINGS });
      // The fresh game opens anew; the game that crashed stays in the library, as the
      // preferences were reset with it and either may have been the cause.
      crashed = false;
      suspect = undefined;
      markOpening();
    },
    opened() {
      startComputer();
      return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(async () => {
        if (crashed) return;
        safely(() => env.session?.removeItem(OPENING_KEY));
        const convicted = suspect;
        suspect = undefined;
        // A fresh game opened where the suspect crashed: the suspect was the cause.
        if (convicted === undefined || !library) return;
        try {
          const record = await library.get(convicted);
          if (!record) return;
          await library.quarantine({
            kept: now(),
            source: 'the game library',
            error: 'the app crashed while opening it',
            data: record,
          });
          await library.remove(convicted);
          store.setState({ notice: [{ code: 'crashed' }] });
        } catch (e) {
          store.setState({ storageProblem: libraryError(e) });
        }
      });
    },
    crashed() {
      crashed = true;
    },
  };
}
