import { GAMES, type Game, isGame } from '../engine/types';

/** The game last opened in any tab: the one a start loads while the library opens. */
export const LAST_GAME_KEY = 'hexplay.lastGame';

/**
 * The game the last start remembered, or the first game for a first visit. What storage
 * holds is only a hint: anything but a game's name, or storage that cannot be read, gives
 * the first game.
 */
export function lastGame(read: () => string | null | undefined): Game {
  try {
    const text = read();
    return typeof text === 'string' && isGame(text) ? text : GAMES[0];
  } catch {
    return GAMES[0];
  }
}
