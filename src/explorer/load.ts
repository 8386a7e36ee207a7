import { err, type Result } from '../engine';
import { loadAllGames, parsePosition } from '../games';
import { type ExplorerError, parseExplorer } from './format';
import { type ExplorerGamesBook, parseExplorerGames } from './gamesFile';
import { type ExplorerIndex, indexExplorer } from './lookup';

/**
 * The explorer's data, each file loaded once, when first asked for: they are chunks of
 * their own, which the service worker precaches with the rest of the app.
 */

const unreadable = (e: unknown): Result<never, ExplorerError> =>
  err({ code: 'explorer', message: e instanceof Error ? e.message : String(e) });

let index: Promise<Result<ExplorerIndex, ExplorerError>> | undefined;

export function loadExplorer(): Promise<Result<ExplorerIndex, ExplorerError>> {
  // Its positions may be of any game.
  index ??= Promise.all([import('./data/explorer.txt?raw'), loadAllGames()]).then(
    ([{ default: text }]) => {
      const parsed = parseExplorer(text);
      return parsed.ok ? indexExplorer(parsed.value, parsePosition) : parsed;
    },
    unreadable,
  );
  return index;
}

let games: Promise<Result<ExplorerGamesBook[], ExplorerError>> | undefined;

/** The moves of the books' games, for opening one. */
export function loadExplorerGames(): Promise<Result<ExplorerGamesBook[], ExplorerError>> {
  games ??= import('./data/explorer-games.txt?raw').then(
    ({ default: text }) => parseExplorerGames(text),
    unreadable,
  );
  return games;
}
