import { type AnalysisClient, createAiClient } from '../../src/ai/worker/client';
import type { AnalysisResponse } from '../../src/ai/worker/protocol';
import { createLocalWorker } from '../ai/local-worker';
import type { Store } from '../store/games';

/** Resolves once the store's review run has ended one way or another. */
export function settled(store: Store): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const run = store.getState().review?.run;
      if (run === undefined || run.status !== 'running') {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

/**
 * A client answering each position with a scripted score for the side to move, by how
 * many moves led to it (its history's length), and its first legal move as the best.
 */
export function scriptedClient(
  scores: readonly number[],
  best: readonly (string | undefined)[],
): AnalysisClient {
  const client = createAiClient(createLocalWorker);
  return {
    ...client,
    analyse: (input, onUpdate) => {
      const ply = input.history.length;
      const answer: AnalysisResponse = {
        type: 'analysis',
        id: ply,
        depth: 1,
        nodes: 1,
        lines: [{ moves: [0], texts: [best[ply] ?? 'x'], score: scores[ply] }],
        solved: undefined,
        done: true,
      };
      onUpdate(answer);
      return Promise.resolve(answer);
    },
  };
}
