import { expect, expectTypeOf, test } from 'vitest';
import { makePosition, parseMove } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { AiCancelledError, createAiClient } from '../../src/ai/worker/client';
import type { WorkerFactory, WorkerLike } from '../../src/ai/worker/workerLike';
import { createLocalWorker } from '../ai/local-worker';
import type { ProgressResponse, WorkerRequest } from '../../src/ai/worker/protocol';
import { think } from '../../src/ai/search/think';
import { AIS } from './ais';

const pos = initialPosition('abalone', 5);
const input = {
  position: makePosition(pos),
  history: [],
  level: 'hard',
  seed: 3,
  maxNodes: 20_000,
} as const;

/** A local worker that records what the client does to it. */
function spyWorker(log: string[]): () => WorkerLike {
  return () => {
    const inner = createLocalWorker();
    return {
      get onmessage() {
        return inner.onmessage;
      },
      set onmessage(handler) {
        inner.onmessage = handler;
      },
      onerror: null,
      postMessage(message: WorkerRequest) {
        log.push(`think ${message.id}`);
        inner.postMessage(message);
      },
      terminate() {
        log.push('terminate');
        inner.terminate();
      },
    };
  };
}

test('the worker answers as the pure search does', async () => {
  const client = createAiClient(createLocalWorker);
  const progress: ProgressResponse[] = [];
  const done = await client.think(input, (p) => progress.push(p));
  const direct = think(pos, AIS[pos.game].ai, {
    level: 'hard',
    seed: 3,
    maxNodes: 20_000,
    history: [],
  });
  expect(done.move).toBe(direct.move);
  expect(done.score).toBe(direct.score);
  expect(done.depth).toBe(direct.depth);
  expect(done.nodes).toBe(direct.nodes);
  const parsed = parseMove(pos, done.moveText);
  expect(parsed.ok && parsed.value).toBe(direct.move);
  expect(done.pv[0]).toBe(done.moveText);
  expect(progress.map((p) => p.depth)).toEqual(
    Array.from({ length: progress.length }, (_, i) => i + 1),
  );
  client.dispose();
});

test('cancel rejects the search and terminates the worker; the next search works', async () => {
  const log: string[] = [];
  const client = createAiClient(spyWorker(log));
  const first = client.think(input);
  client.cancel();
  await expect(first).rejects.toBeInstanceOf(AiCancelledError);
  expect(log).toEqual(['think 1', 'terminate']);
  const second = await client.think(input);
  expect(log).toEqual(['think 1', 'terminate', 'think 2']);
  expect(second.move).toBe(
    think(pos, AIS[pos.game].ai, { level: 'hard', seed: 3, maxNodes: 20_000 }).move,
  );
  client.dispose();
});

test('a new request cancels the running one', async () => {
  const client = createAiClient(createLocalWorker);
  const first = client.think(input);
  const second = client.think({ ...input, level: 'easy' });
  await expect(first).rejects.toBeInstanceOf(AiCancelledError);
  await expect(second).resolves.toMatchObject({ type: 'done', id: 2 });
  client.dispose();
});

test('a bad request comes back as an error, and dispose ends the client', async () => {
  const client = createAiClient(createLocalWorker);
  await expect(client.think({ ...input, position: 'abalone 9/9 b' })).rejects.toThrow(
    /bad position/,
  );
  client.dispose();
  await expect(client.think(input)).rejects.toThrow(/disposed/);
});

test('a DOM Worker fits the client (checked by tsc)', () => {
  expectTypeOf<Worker>().toExtend<WorkerLike>();
  expectTypeOf(createAiClient).parameter(0).toEqualTypeOf<WorkerFactory>();
});
