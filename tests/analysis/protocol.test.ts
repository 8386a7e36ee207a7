import { expect, test } from 'vitest';
import { AiCancelledError, createAiClient } from '../../src/ai/worker/client';
import { createLocalWorker } from '../ai/local-worker';
import type { AnalysisResponse } from '../../src/ai/worker/protocol';
import { makePosition, parseMove } from '../../src/engine';
import { initialPosition } from '../../src/games';

const position = makePosition(initialPosition('abalone', 5));

test('an analysis streams one update per depth, in notation, and ends with done', async () => {
  const client = createAiClient(createLocalWorker);
  const updates: AnalysisResponse[] = [];
  const done = await client.analyse({ position, history: [], maxDepth: 2, maxNodes: 50_000 }, (u) =>
    updates.push(u),
  );
  expect(updates.map((u) => [u.depth, u.done])).toEqual([
    [1, false],
    [2, false],
    [2, true],
  ]);
  expect(done).toBe(updates[2]);
  for (const line of done.lines) {
    expect(line.texts).toHaveLength(line.moves.length);
    const first = parseMove(initialPosition('abalone', 5), line.texts[0]);
    expect(first.ok && first.value).toBe(line.moves[0]);
  }
  client.dispose();
});

test('cancelling an analysis rejects it, and a think afterwards still answers', async () => {
  const client = createAiClient(createLocalWorker);
  const running = client.analyse({ position, history: [] }, () => {});
  client.cancel();
  await expect(running).rejects.toBeInstanceOf(AiCancelledError);
  const done = await client.think({ position, history: [], level: 'easy', maxNodes: 2000 });
  expect(done.type).toBe('done');
  client.dispose();
});

test('a bad position is an error, not a hang', async () => {
  const client = createAiClient(createLocalWorker);
  await expect(client.analyse({ position: 'nonsense', history: [] }, () => {})).rejects.toThrow(
    /bad position/,
  );
  client.dispose();
});
