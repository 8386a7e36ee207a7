import { expect, test, vi } from 'vitest';
import { makePosition } from '../../src/engine';
import { initialPosition } from '../../src/games';
import type { WorkerRequest, WorkerResponse } from '../../src/ai/worker/protocol';
import { think } from '../../src/ai/search/think';
import { AIS } from './ais';

test('the worker entry answers think messages through postMessage', async () => {
  const posted: WorkerResponse[] = [];
  const scope: {
    onmessage: ((event: { data: WorkerRequest }) => void) | null;
    postMessage(message: WorkerResponse): void;
  } = { onmessage: null, postMessage: (message) => posted.push(message) };
  Object.assign(globalThis, { self: scope });
  await import('../../src/worker');
  const pos = initialPosition('abacus', 4);
  const request: WorkerRequest = {
    type: 'think',
    id: 7,
    position: makePosition(pos),
    history: [],
    level: 'medium',
    seed: 9,
    maxNodes: 5_000,
  };
  scope.onmessage?.({ data: request });
  // The entry serves requests once every game's solver has loaded.
  await vi.waitFor(() => expect(posted.at(-1)?.type).toBe('done'));
  const done = posted.at(-1);
  expect(done?.type).toBe('done');
  expect(done?.id).toBe(7);
  expect(posted.slice(0, -1).every((m) => m.type === 'progress' && m.id === 7)).toBe(true);
  const direct = think(pos, AIS[pos.game].ai, { level: 'medium', seed: 9, maxNodes: 5_000 });
  expect(done?.type === 'done' && done.move).toBe(direct.move);
});
