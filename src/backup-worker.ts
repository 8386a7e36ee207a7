/**
 * The backup worker's entry: reads a backup file and plans its restore apart from the page,
 * so that a backup of thousands of games never holds the page still
 * (`src/backup/restoreAway.ts`).
 */
import { type RestoreRequest, type RestoreResponse, serveRestore } from './backup/restoreProtocol';

/** The part of a dedicated worker's global scope this file uses (the DOM lib lacks it). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<RestoreRequest>) => void) | null;
  postMessage(message: RestoreResponse): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => serveRestore(event.data, (response) => scope.postMessage(response));
