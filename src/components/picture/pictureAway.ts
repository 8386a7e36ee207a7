import { err, ok, type Result } from '../../engine';
import { type WorkerPort, workerRun } from '../../store/schedule/workerRun';
import type { PictureRequest, PictureResponse } from './pictureProtocol';

/** The picture worker as this module uses it. */
export type PictureWorker = WorkerPort<PictureRequest, PictureResponse>;

export const browserPictureWorker = (): PictureWorker =>
  // The DOM's Worker types its handlers for any message; this one posts PictureResponses.
  new Worker(new URL('../../picture-worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as PictureWorker;

export interface PictureAwayOptions {
  readonly onProgress?: (done: number, total: number) => void;
  /** Aborted, the drawing stops at once (its worker is ended) and the promise gives `cancelled`. */
  readonly signal?: AbortSignal;
}

/**
 * Draws the picture a request asks for in a worker of its own, ended when done or
 * cancelled. A browser without workers or without canvases off the page makes none.
 */
export function pictureAway(
  request: PictureRequest,
  { onProgress, signal }: PictureAwayOptions = {},
): Promise<Result<Blob, string> | 'cancelled'> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    return Promise.resolve(err('this browser cannot draw pictures apart from the page'));
  }
  return workerRun<PictureRequest, PictureResponse, Result<Blob, string>>(
    browserPictureWorker,
    request,
    {
      signal,
      answer: (data) => {
        if (data.kind === 'progress') onProgress?.(data.done, data.total);
        else if (data.kind === 'done') return ok(data.file);
        else return err(data.message);
        return undefined;
      },
      failed: (message) => err(message),
    },
  );
}
