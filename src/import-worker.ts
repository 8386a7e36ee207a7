/**
 * The import worker's entry: reads a record file apart from the page, so that a file of
 * thousands of games never holds the page still (`src/store/records/importAway.ts`).
 */
import { loadAllGames } from './games';
import {
  type ImportRequest,
  type ImportResponse,
  serveImport,
} from './store/records/importProtocol';

/** The part of a dedicated worker's global scope this file uses (the DOM lib lacks it). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ImportRequest>) => void) | null;
  postMessage(message: ImportResponse): void;
}

const scope = self as unknown as WorkerScope;
// A file may hold games of any game: each request waits for every game to have loaded.
const games = loadAllGames();
scope.onmessage = (event) =>
  void games.then(() => serveImport(event.data, (response) => scope.postMessage(response)));
