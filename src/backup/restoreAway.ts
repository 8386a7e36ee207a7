import type { Result } from '../engine';
import type { LibraryRecord } from '../store/library/library';
import { type WorkerPort, workerRun } from '../store/schedule/workerRun';
import type { BackupError } from './backupFormat';
import type { RestorePlan } from './restorePlan';
import { type RestoreRequest, type RestoreResponse, serveRestore } from './restoreProtocol';

/** The backup worker as this module uses it; tests hand in one that runs on their thread. */
export type RestoreWorker = WorkerPort<RestoreRequest, RestoreResponse>;

/** Why no plan came: the file's fault, or `read` when its reader itself failed (memory, a crash). */
export type PlanError = BackupError | { readonly code: 'read'; readonly message: string };

export interface PlanAwayOptions {
  readonly onProgress?: (checked: number, total: number) => void;
  /** Aborted, the reading stops at once (its worker is ended) and the promise gives `cancelled`. */
  readonly signal?: AbortSignal;
  /** The worker to read in; without one where the browser has no workers, the page reads. */
  readonly worker?: () => RestoreWorker;
}

const browserWorker = (): RestoreWorker =>
  // The DOM's Worker types its handlers for any message; this one posts RestoreResponses.
  new Worker(new URL('../backup-worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as RestoreWorker;

/** The plan the answers add up to, once the last has come. */
function collect(
  responses: readonly RestoreResponse[],
): Result<RestorePlan, PlanError> | undefined {
  const games: LibraryRecord[] = [];
  for (const response of responses) {
    if (response.kind === 'games') games.push(...response.games);
    if (response.kind === 'done') {
      return response.result.ok
        ? { ok: true, value: { ...response.result.value, games } }
        : response.result;
    }
  }
  return undefined;
}

/**
 * Reads a backup and plans its restore in a worker of its own, ended when done or
 * cancelled: parsing a file of thousands of games is seconds of one task.
 */
export function planAway(
  request: RestoreRequest,
  { onProgress, signal, worker }: PlanAwayOptions = {},
): Promise<Result<RestorePlan, PlanError> | 'cancelled'> {
  if (signal?.aborted) return Promise.resolve('cancelled');
  const make = worker ?? (typeof Worker === 'undefined' ? undefined : browserWorker);
  if (!make) {
    const responses: RestoreResponse[] = [];
    serveRestore(request, (response) => {
      if (response.kind === 'progress') onProgress?.(response.checked, response.total);
      else responses.push(response);
    });
    return Promise.resolve(collect(responses)!);
  }
  const responses: RestoreResponse[] = [];
  return workerRun(make, request, {
    signal,
    answer: (data) => {
      if (data.kind === 'progress') {
        onProgress?.(data.checked, data.total);
        return undefined;
      }
      responses.push(data);
      return data.kind === 'done' ? collect(responses) : undefined;
    },
    failed: (message) => ({
      ok: false,
      error: { code: 'read', message: `the file could not be read (${message})` },
    }),
  });
}
