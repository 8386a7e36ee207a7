import { gameStore } from '../../src/store';
import { DEFAULT_SETTINGS, type GameSpec, HUMANS } from '../../src/store/types';

/** Puts the app's store back to a fresh game, as if nothing had been saved. */
export function resetStore(spec: GameSpec = { game: 'abacus', n: 5, layout: 'standard' }): void {
  localStorage.clear();
  gameStore.setState({
    spec,
    moves: [],
    cursor: 0,
    ending: undefined,
    settings: DEFAULT_SETTINGS,
    notice: undefined,
    players: HUMANS,
    thinking: false,
    hint: undefined,
  });
}
