/**
 * The check worker's entry: the blunder warning's exact solves, apart from the page, so
 * that a check never holds the board still (`src/components/board/checkAway.ts`).
 */
import { loadAllGames } from './games';
import {
  type CheckRequest,
  type CheckResponse,
  serveCheck,
} from './components/board/checkProtocol';

/** The part of a dedicated worker's global scope this file uses (the DOM lib lacks it). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckResponse): void;
}

const scope = self as unknown as WorkerScope;
const games = loadAllGames();
// One at a time, in order: a check waits for the one before it.
let queue: Promise<unknown> = games;
scope.onmessage = (event) => {
  queue = queue.then(() =>
    serveCheck(event.data, () => performance.now()).then((answer) => scope.postMessage(answer)),
  );
};
