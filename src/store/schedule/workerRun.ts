/** A worker as a one-off job uses it; tests hand in one that runs on their thread. */
export interface WorkerPort<Request, Response> {
  onmessage: ((event: { readonly data: Response }) => void) | null;
  onerror: ((event: { readonly message?: string }) => void) | null;
  postMessage(request: Request): void;
  terminate(): void;
}

export interface WorkerRun<Response, Out> {
  /** Each answer in turn: the job's outcome with the last, undefined while more come. */
  readonly answer: (response: Response) => Out | undefined;
  /** The outcome when the worker itself fails (memory, a crash), with the browser's words. */
  readonly failed: (message: string) => Out;
  /** Aborted, the job stops at once (its worker is ended) and gives `cancelled`. */
  readonly signal?: AbortSignal;
}

/**
 * Runs one job in a worker of its own, made by `make`, ended when the job is done, fails or
 * is cancelled: long reads (an import, a backup) stay off the page's thread.
 */
export function workerRun<Request, Response, Out>(
  make: () => WorkerPort<Request, Response>,
  request: Request,
  { answer, failed, signal }: WorkerRun<Response, Out>,
): Promise<Out | 'cancelled'> {
  if (signal?.aborted) return Promise.resolve('cancelled');
  return new Promise((resolve) => {
    const running = make();
    const end = (): void => {
      running.terminate();
      signal?.removeEventListener('abort', cancel);
    };
    const cancel = (): void => {
      end();
      resolve('cancelled');
    };
    signal?.addEventListener('abort', cancel);
    running.onmessage = ({ data }) => {
      const out = answer(data);
      if (out === undefined) return;
      end();
      resolve(out);
    };
    running.onerror = (event) => {
      end();
      resolve(failed(event.message ?? 'its reader failed'));
    };
    running.postMessage(request);
  });
}
