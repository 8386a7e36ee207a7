import type { Result } from '../../engine';
import { type ImportedGame, type ImportError, parseImport } from './apgnImport';
import type { ImportRequest, ImportResponse, RecordsRequest } from './importProtocol';
import { type WorkerPort, workerRun } from '../schedule/workerRun';

/** The import worker as this module uses it; tests hand in one that runs on their thread. */
export type ImportWorker = WorkerPort<ImportRequest, ImportResponse>;

export interface ReadAwayOptions {
  readonly onProgress?: (read: number, total: number) => void;
  /** Aborted, the reading stops at once (its worker is ended) and the promise gives `cancelled`. */
  readonly signal?: AbortSignal;
  /** The worker to read in; without one where the browser has no workers, the page reads. */
  readonly worker?: () => ImportWorker;
}

/** The import worker, where the browser has workers. */
export const browserImportWorker = (): ImportWorker =>
  // The DOM's Worker types its handlers for any message; this one posts ImportResponses.
  new Worker(new URL('../../import-worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as ImportWorker;

/**
 * Reads `request.text` as `parseImport` does, in a worker of its own, ended when done or
 * cancelled: a 2.3 MB file of 2,589 games took the page 5–7 s of one task.
 */
export function readAway(
  request: RecordsRequest,
  { onProgress, signal, worker }: ReadAwayOptions = {},
): Promise<Result<ImportedGame[], ImportError> | 'cancelled'> {
  const make = worker ?? (typeof Worker === 'undefined' ? undefined : browserImportWorker);
  if (!make) return Promise.resolve(parseImport(request.text, { ...request, onProgress }));
  const games: ImportedGame[] = [];
  return workerRun(make, request, {
    signal,
    answer: (data) => {
      if (data.kind === 'progress') onProgress?.(data.read, data.total);
      else if (data.kind === 'games') games.push(...data.games);
      else if (data.kind === 'done')
        return data.result.ok ? { ok: true, value: games } : data.result;
      return undefined;
    },
    failed: (message) => ({
      ok: false,
      error: { code: 'import', message: `the file could not be read (${message})` },
    }),
  });
}
