export { DEFAULT_SPEC, newGameId } from './flow';
export { createGameStore, type GameStoreOptions, savedOf } from './store';
export type { GameActions, GameState, GameStore } from './types';
