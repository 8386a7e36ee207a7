import { useStore } from 'zustand';
import { createAiClient } from '../ai/client';
import { attachComputer } from './computer';
import { createGameStore, DEFAULT_SPEC, type GameStore } from './game';
import { BACKUP_KEY, browserStorage, SAVE_KEY } from './persistence';

const storage = browserStorage();

/** The app's one store, kept in localStorage. */
export const gameStore = createGameStore(storage);

// The computer searches only in a Web Worker, so the page never freezes while it thinks.
// Where there are no workers (component tests in jsdom) the computer simply does not play.
if (typeof Worker !== 'undefined') {
  const detach = attachComputer(
    gameStore,
    createAiClient(
      () => new Worker(new URL('../ai/worker.ts', import.meta.url), { type: 'module' }),
    ),
  );
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) detach();
  });
}

export function useGame<T>(selector: (state: GameStore) => T): T {
  return useStore(gameStore, selector);
}

/**
 * After a crash: keep the saved game under the backup key, in case it is what broke the
 * app, and start afresh.
 */
export function resetAfterCrash(): void {
  try {
    const text = storage?.getItem(SAVE_KEY);
    if (text) storage?.setItem(BACKUP_KEY, text);
  } catch {
    // Nothing more to keep if storage itself fails.
  }
  gameStore.getState().newGame(DEFAULT_SPEC);
  gameStore.setState({
    notice: `The app hit an error and started a new game. The previous game is kept in this browser under “${BACKUP_KEY}”.`,
  });
}
