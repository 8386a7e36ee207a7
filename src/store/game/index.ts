export { DEFAULT_GAME, defaultSpec } from './flow/flow';
export { newGameId } from './newIds';
export { createGameStore, type GameStoreOptions, savedOf } from './store';
export type { GameActions, GameState, GameStore } from './types';
