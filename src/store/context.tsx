import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { AppStore } from './app/bootApp';
import type { GameStore } from './game';
import type { PrefsState } from './prefs';

/**
 * React reaches the store through context, so that each test (and each future view such
 * as an analysis board) can hold a store of its own.
 */
const StoreContext = createContext<StoreApi<GameStore> | undefined>(undefined);

export function GameStoreProvider({
  store,
  children,
}: {
  readonly store: StoreApi<GameStore>;
  readonly children: ReactNode;
}) {
  return <StoreContext value={store}>{children}</StoreContext>;
}

/** The store where there is one: the Learn dialog also opens before any game has. */
export const useGameStoreIfAny = (): StoreApi<GameStore> | undefined => useContext(StoreContext);

/** The store itself, for actions and for reading state inside event handlers. */
export function useGameStore(): StoreApi<GameStore> {
  const store = useGameStoreIfAny();
  if (!store) throw new Error('useGameStore needs a GameStoreProvider above it');
  return store;
}

export const useGame = <T,>(selector: (state: GameStore) => T): T =>
  useStore(useGameStore(), selector);

const AppContext = createContext<AppStore | undefined>(undefined);

/** The app around the store: its game library and what it does with it. */
export function AppProvider({
  app,
  children,
}: {
  readonly app: AppStore;
  readonly children: ReactNode;
}) {
  return (
    <AppContext value={app}>
      <GameStoreProvider store={app.store}>{children}</GameStoreProvider>
    </AppContext>
  );
}

/** The app where there is one: a panel rendered on its own, in a test, has only its store. */
export const useAppIfAny = (): AppStore | undefined => useContext(AppContext);

export function useApp(): AppStore {
  const app = useAppIfAny();
  if (!app) throw new Error('useApp needs an AppProvider above it');
  return app;
}

const PrefsContext = createContext<StoreApi<PrefsState> | undefined>(undefined);

/** The player's app-wide preferences (language, theme, sound, motion). */
export function PrefsProvider({
  prefs,
  children,
}: {
  readonly prefs: StoreApi<PrefsState>;
  readonly children: ReactNode;
}) {
  return <PrefsContext value={prefs}>{children}</PrefsContext>;
}

/** The preferences, where a screen has them: a board drawn on its own has none. */
export const usePrefsStoreIfAny = (): StoreApi<PrefsState> | undefined => useContext(PrefsContext);

export function usePrefsStore(): StoreApi<PrefsState> {
  const prefs = useContext(PrefsContext);
  if (!prefs) throw new Error('usePrefsStore needs a PrefsProvider above it');
  return prefs;
}

export const usePrefs = <T,>(selector: (state: PrefsState) => T): T =>
  useStore(usePrefsStore(), selector);
