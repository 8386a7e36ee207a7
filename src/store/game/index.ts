export { DEFAULT_GAME, defaultSpec, newGameId } from './flow';
export { createGameStore, type GameStoreOptions, savedOf } from './store';
export type { GameActions, GameState, GameStore } from './types';
