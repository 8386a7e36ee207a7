import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import App from '../../src/App';
import type { AppStore } from '../../src/store/app/bootApp';
import type { Library } from '../../src/store/library/library';
import { parseMove } from '../../src/engine';
import { ConfirmProvider } from '../../src/components/shell/ConfirmContext';
import { GameStoreProvider, PrefsProvider } from '../../src/store/context';
import { createPrefsStore, type PrefsState } from '../../src/store/prefs';
import { createGameStore, type GameStore } from '../../src/store/game';
import { selectPosition } from '../../src/store/game/selectors';
import { type GameSpec, HUMANS } from '../../src/store/game/savedGame';

export const ABACUS: GameSpec = { game: 'abacus', n: 5, layout: 'standard' };
export const ABALONE: GameSpec = { game: 'abalone', n: 5, layout: 'standard' };

/** A fresh store of its own for one test: a game of `spec` with `tokens` played. */
export function storeFor(spec: GameSpec = ABACUS, tokens: readonly string[] = []) {
  const store = createGameStore();
  store.getState().newGame(spec, HUMANS);
  playTokens(store, tokens);
  return store;
}

/** Plays moves given in notation, as the board would: as engine moves. */
export function playTokens(store: StoreApi<GameStore>, tokens: readonly string[]): void {
  for (const token of tokens) {
    const move = parseMove(selectPosition(store.getState()), token);
    if (!move.ok) throw new Error(`'${token}': ${move.error.message}`);
    store.getState().play(move.value);
  }
}

/** What `bootApp` hands the page, around `store`: nothing to resume, open or recover, but `overrides`. */
export const appOf = (
  store: StoreApi<GameStore>,
  library?: Library,
  overrides: Partial<AppStore> = {},
): AppStore => ({
  store,
  library,
  resume: async () => {},
  recover: async () => {},
  opened: async () => {},
  crashed: () => {},
  ...overrides,
});

/** The whole app around a store of the test's own. */
export function renderApp(store: StoreApi<GameStore> = storeFor(), library?: Library) {
  render(
    <App app={appOf(store, library, { recover: async () => store.getState().newGame(ABACUS) })} />,
  );
  return store;
}

/** Preferences of a test's own, kept nowhere, with `chosen` set. */
export function prefsWith(chosen: Partial<PrefsState> = {}): StoreApi<PrefsState> {
  const prefs = createPrefsStore(undefined, ['en']);
  prefs.setState(chosen);
  return prefs;
}

/**
 * Renders `ui` with the store (and the confirm dialog, and the preferences) a screen of
 * the app has around it.
 */
export function renderWith(
  ui: ReactNode,
  store: StoreApi<GameStore> = storeFor(),
  prefs: StoreApi<PrefsState> = prefsWith(),
) {
  render(
    <PrefsProvider prefs={prefs}>
      <GameStoreProvider store={store}>
        <ConfirmProvider>{ui}</ConfirmProvider>
      </GameStoreProvider>
    </PrefsProvider>,
  );
  return store;
}

export const cell = (label: string): Element => {
  const el = document.querySelector(`[data-cell="${label}"]`);
  if (!el) throw new Error(`no cell ${label}`);
  return el;
};
