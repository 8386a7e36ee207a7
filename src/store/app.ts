import type { StoreApi } from 'zustand/vanilla';
import { createAiClient } from '../ai/client';
import { attachComputer } from './computer';
import { createGameStore, DEFAULT_SPEC, type GameStore, type GameStoreOptions } from './game';
import {
  attachPersistence,
  BACKUP_KEY,
  browserStorage,
  loadGame,
  SAVE_KEY,
  type StorageLike,
} from './persistence';

export interface AppStore {
  readonly store: StoreApi<GameStore>;
  /** After a crash: keep what was saved and open a fresh game. */
  recover(): void;
}

function opening(storage: StorageLike | undefined): GameStoreOptions {
  const loaded = loadGame(storage);
  switch (loaded.kind) {
    case 'loaded':
      return { saved: loaded.saved };
    case 'unreadable':
      return {
        notice: `The saved game could not be loaded (${loaded.error.message}). A new game has started; the old data is kept in this browser under “${BACKUP_KEY}”.`,
      };
    case 'none':
      return {};
  }
}

/** A store that opens the game saved in `storage` and saves every change back to it. */
export function createPersistentStore(storage: StorageLike | undefined): StoreApi<GameStore> {
  const store = createGameStore(opening(storage));
  attachPersistence(store, storage);
  return store;
}

/** The app's store: loaded from and saved to localStorage, with the computer attached. */
export function createAppStore(): AppStore {
  const storage = browserStorage();
  const store = createPersistentStore(storage);
  // The computer searches only in a Web Worker, so the page never freezes while it thinks.
  // Where there are no workers (component tests in jsdom) the computer simply does not play.
  if (typeof Worker !== 'undefined') {
    const detach = attachComputer(
      store,
      createAiClient(
        () => new Worker(new URL('../ai/worker.ts', import.meta.url), { type: 'module' }),
      ),
    );
    window.addEventListener('pagehide', (event) => {
      if (!event.persisted) detach();
    });
  }
  return {
    store,
    recover() {
      try {
        const text = storage?.getItem(SAVE_KEY);
        if (text) storage?.setItem(BACKUP_KEY, text);
      } catch {
        // Nothing more to keep if storage itself fails.
      }
      store.getState().newGame(DEFAULT_SPEC);
      store.setState({
        notice: `The app hit an error and started a new game. The previous game is kept in this browser under “${BACKUP_KEY}”.`,
      });
    },
  };
}
