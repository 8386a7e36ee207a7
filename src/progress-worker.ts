/**
 * The progress worker's entry: writes the library's plain puzzle progress back packed,
 * apart from the page (`src/store/library/packAway.ts`).
 */
import { type PackAnswer, packStoredProgress } from './store/library/packStored';

/** The part of a dedicated worker's global scope this file uses (the DOM lib lacks it). */
interface WorkerScope {
  onmessage: (() => void) | null;
  postMessage(message: PackAnswer): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = () => void packStoredProgress().then((answer) => scope.postMessage(answer));
