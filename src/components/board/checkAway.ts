import { makePosition, type Move, type Position } from '../../engine';
import type { BlunderCheck, CheckBudget } from '../../games';
import { type CheckRequest, type CheckResponse, checkRequest } from './checkProtocol';

/**
 * How long a check may take. In the check worker a solve gets a generous budget; on the
 * page (a browser without workers, the tests) two frames. The page waits for the worker no
 * longer than `WAIT_MS` (a machine busy), then plays the move unasked; `START_MS` while the
 * worker has not answered yet, as it loads the games and the solver.
 */
const AWAY: Omit<CheckBudget, 'now'> = { maxNodes: 2_000_000, ms: 300 };
const ON_PAGE: Omit<CheckBudget, 'now'> = { maxNodes: 200_000, ms: 40 };
export const WAIT_MS = 600;
export const START_MS = 4000;

/** The check worker as this module uses it; tests hand in one that runs on their thread. */
export interface CheckWorker {
  postMessage(message: CheckRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<CheckResponse>) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  terminate(): void;
}

const browserCheckWorker = (): CheckWorker =>
  new Worker(new URL('../../check-worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as CheckWorker;

/** The timers the wait runs on: injectable, so that tests drive them. */
export interface WaitClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: WaitClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Checks moves for the blunder warning: a game's check that searches runs in one worker
 * kept for the page, made with the first request; any other, or any where the browser has
 * no workers, on the page. A worker that fails is dropped, and the next request makes another.
 */
export function createCheckAway(
  make: (() => CheckWorker) | undefined = typeof Worker === 'undefined'
    ? undefined
    : browserCheckWorker,
  clock: WaitClock = realClock,
  now: () => number = () => performance.now(),
) {
  let worker: CheckWorker | undefined;
  let warm = false;
  let nextId = 1;
  const waiting = new Map<number, (blunder: boolean | undefined) => void>();

  const ask = (request: (id: number) => CheckRequest): Promise<boolean | undefined> | undefined => {
    if (!make) return undefined;
    if (!worker) {
      const made = make();
      made.addEventListener('message', (event) => {
        if (worker === made) warm = true;
        waiting.get(event.data.id)?.(event.data.blunder);
        waiting.delete(event.data.id);
      });
      made.addEventListener('error', () => {
        made.terminate();
        if (worker === made) worker = undefined;
        for (const answer of waiting.values()) answer(undefined);
        waiting.clear();
      });
      worker = made;
      warm = false;
    }
    const id = nextId++;
    const sent = worker;
    const wait = warm ? WAIT_MS : START_MS;
    return new Promise((resolve) => {
      const timer = clock.setTimeout(() => {
        waiting.delete(id);
        resolve(undefined);
      }, wait);
      waiting.set(id, (blunder) => {
        clock.clearTimeout(timer);
        resolve(blunder);
      });
      sent.postMessage(request(id));
    });
  };

  return {
    check(blunder: BlunderCheck, pos: Position, move: Move): Promise<boolean | undefined> {
      const away = blunder.away ? ask((id) => checkRequest(id, pos, move, AWAY)) : undefined;
      return away ?? blunder.check(pos, move, { ...ON_PAGE, now });
    },
    /**
     * Starts the worker and readies the game's check there, before the first move; settles
     * once it is ready, or has given up (a check made then still answers or times out).
     */
    async prepare(blunder: BlunderCheck, pos: Position): Promise<void> {
      if (!blunder.away) return;
      const asked = ask((id) => ({ kind: 'prepare', id, position: makePosition(pos) }));
      if (asked) await asked;
      else await blunder.prepare?.(pos);
    },
  };
}
