import { type Move, parseMove } from '../../src/engine';
import { createGameStore } from '../../src/store/game';
import type { GameSpec, Players } from '../../src/store/game/savedGame';
import { selectPosition } from '../../src/store/game/selectors';

export type Store = ReturnType<typeof createGameStore>;

/** A move given in notation, in the viewed position, as the board would give it. */
export function tokenMove(store: Store, token: string): Move {
  const move = parseMove(selectPosition(store.getState()), token);
  if (!move.ok) throw new Error(move.error.message);
  return move.value;
}

export const play = (store: Store, ...tokens: string[]): void => {
  for (const token of tokens) store.getState().play(tokenMove(store, token));
};

/** A new store with a game of `spec` and `tokens` played. */
export function gameOf(spec: GameSpec, tokens: string[], players?: Players): Store {
  const store = createGameStore();
  store.getState().newGame(spec, players);
  play(store, ...tokens);
  return store;
}
