import { createContext, createElement, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { GameStore } from './game';

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
  return createElement(StoreContext.Provider, { value: store }, children);
}

/** The store itself, for actions and for reading state inside event handlers. */
export function useGameStore(): StoreApi<GameStore> {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useGameStore needs a GameStoreProvider above it');
  return store;
}

export const useGame = <T>(selector: (state: GameStore) => T): T =>
  useStore(useGameStore(), selector);
