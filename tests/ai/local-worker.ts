import { createLocalWorker as localWorkerOf } from '../../src/ai/worker/localWorker';
import type { WorkerLike } from '../../src/ai/worker/workerLike';
import { AIS } from './ais';

/** `src/ai/worker/localWorker.ts` over every game's AI, as the tests load them. */
export const createLocalWorker = (): WorkerLike => localWorkerOf(AIS);
