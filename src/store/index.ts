import { useStore } from 'zustand';
import { createGameStore, DEFAULT_SPEC, type GameStore } from './game';
import { BACKUP_KEY, browserStorage, SAVE_KEY } from './persistence';

const storage = browserStorage();

/** The app's one store, kept in localStorage. */
export const gameStore = createGameStore(storage);

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
