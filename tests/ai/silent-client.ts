import { type AnalysisClient, createAiClient } from '../../src/ai/worker/client';
import { createLocalWorker } from './local-worker';

/**
 * A client whose searches never answer: an analysis or a review stays in progress until
 * cancelled. jsdom has no `Worker`, so a panel that may mount in a test is given this.
 */
export function silentClient(): AnalysisClient {
  const client = createAiClient(createLocalWorker);
  return { ...client, analyse: () => new Promise(() => {}) };
}
