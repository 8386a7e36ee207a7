import type { StoreApi } from 'zustand/vanilla';
import { createAiClient } from '../../ai/worker/client';
import type { GameStore } from '../game';
import { helperPool, newAiWorker } from './aiWorkers';
import { attachComputer } from './attachComputer';

/**
 * Starts the computer player of the page's game: it searches only in a Web Worker, so the
 * page never freezes. Stopped when the page goes away for good.
 */
export function startComputer(store: StoreApi<GameStore>): void {
  const detach = attachComputer(store, createAiClient(newAiWorker, helperPool()));
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) detach();
  });
}
