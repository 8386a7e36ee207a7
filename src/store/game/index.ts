export { DEFAULT_SPEC, newGameId } from './flow';
export {
  createGameStore,
  type GameActions,
  type GameState,
  type GameStore,
  type GameStoreOptions,
  savedOf,
} from './store';
