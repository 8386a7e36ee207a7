/**
 * The picture worker's entry: draws a position as a PNG, or a whole game as an animated
 * GIF, apart from the page (`src/components/picture/pictureAway.ts`), so that a long game's
 * thousand frames never hold the page still.
 */
import { loadAllGames } from './games';
import {
  type PictureRequest,
  type PictureResponse,
  servePicture,
} from './components/picture/pictureProtocol';

/** The part of a dedicated worker's global scope this file uses (the DOM lib lacks it). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<PictureRequest>) => void) | null;
  postMessage(message: PictureResponse): void;
}

const scope = self as unknown as WorkerScope;
const games = loadAllGames();
scope.onmessage = (event) =>
  void games
    .then(() => servePicture(event.data, (response) => scope.postMessage(response)))
    .catch((e: unknown) =>
      scope.postMessage({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
