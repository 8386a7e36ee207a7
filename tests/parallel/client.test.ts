import { expect, test } from 'vitest';
import { createAiClient } from '../../src/ai/worker/client';
import { type FakeWorker, fakeWorker } from '../ai/fake-worker';
import { createHelperPool } from '../../src/ai/worker/pool';
import type { ParallelMode } from '../../src/ai/worker/parallel';
import type { DoneResponse, ProgressResponse } from '../../src/ai/worker/protocol';

function setUp(mode: ParallelMode, threads = 2) {
  const made: FakeWorker[] = [];
  const factory = () => {
    const w = fakeWorker();
    made.push(w);
    return w;
  };
  const pool = createHelperPool(factory, { mode, threads });
  const client = createAiClient(factory, pool);
  return { made, pool, client };
}

const input = { position: 'abalone x', history: [], level: 'hard' as const, timeMs: 1000 };

const progress = (id: number, depth: number, score: number, move: number): ProgressResponse => ({
  type: 'progress',
  id,
  move,
  moveText: `m${move}`,
  score,
  depth,
  nodes: 100 * depth,
  pv: [`m${move}`],
});

const done = (id: number, depth: number, score: number, move: number): DoneResponse => ({
  ...progress(id, depth, score, move),
  type: 'done',
  elapsedMs: 900,
  solved: false,
  pondered: false,
});

test('shared: the worker and its helper search one table; the helper stops when the move is found', async () => {
  const { made, pool, client } = setUp('shared');
  const answer = client.think(input);
  // The helper joins once the worker has reported: its start would slow the first answer.
  expect(made).toHaveLength(1);
  const main = made[0];
  main.reply(progress(main.sent[0].id, 1, 5, 12));
  const helper = made[1];
  const think = main.sent[0];
  const help = helper.sent[0];
  if (think.type !== 'think' || help.type !== 'help') throw new Error('unexpected requests');
  expect(think.table).toBeInstanceOf(SharedArrayBuffer);
  expect(help.table).toBe(think.table);
  expect(help).toMatchObject({ purpose: 'think', level: 'hard', timeMs: 1000, depthOffset: 1 });
  const stop = new Int32Array(help.stop);
  expect(stop[0]).toBe(0);
  main.reply(done(think.id, 7, 40, 12));
  await expect(answer).resolves.toMatchObject({ move: 12, depth: 7 });
  expect(stop[0]).toBe(1);
  // Given back: the next search borrows the same helper, on the same table.
  void client.think(input).catch(() => {});
  main.reply(progress(main.sent[1].id, 1, 5, 12));
  const next = helper.sent[1];
  expect(next.type === 'help' && next.table).toBe(think.table);
  client.dispose();
  pool.dispose();
});

test('shared: a node budget searches alone, on a table of its own', () => {
  const { made, client } = setUp('shared');
  void client.think({ ...input, timeMs: undefined, maxNodes: 5000 }).catch(() => {});
  made[0].reply(progress(made[0].sent[0].id, 1, 5, 12));
  expect(made).toHaveLength(1);
  const think = made[0].sent[0];
  expect(think.type === 'think' && think.table).toBeUndefined();
  client.dispose();
});

test('shared: the lower levels, which choose among their moves, search alone', () => {
  const { made, client } = setUp('shared');
  void client.think({ ...input, level: 'medium' }).catch(() => {});
  made[0].reply(progress(made[0].sent[0].id, 1, 5, 12));
  expect(made).toHaveLength(1);
  client.dispose();
});

test('shared: an analysis borrows the helpers too, and a cancelled one stops them', async () => {
  const { made, client } = setUp('shared');
  const analysis = client.analyse({ position: 'abalone x', history: [], timeMs: 30_000 }, () => {});
  made[0].reply({
    type: 'analysis',
    id: made[0].sent[0].id,
    depth: 1,
    nodes: 10,
    lines: [],
    solved: undefined,
    done: false,
  });
  const helper = made[1];
  const help = helper.sent[0];
  if (help.type !== 'help') throw new Error('no help request');
  expect(help.purpose).toBe('analyse');
  client.cancel();
  await expect(analysis).rejects.toThrow(/cancelled/);
  expect(new Int32Array(help.stop)[0]).toBe(1);
  expect(helper.terminated).toBe(false);
  client.dispose();
});

test('split: each worker searches its part; the best part at the common depth is played', async () => {
  const { made, client } = setUp('split', 3);
  const seen: ProgressResponse[] = [];
  const answer = client.think(input, (p) => seen.push(p));
  expect(made).toHaveLength(3);
  const splits = made.map((w) => {
    const r = w.sent[0];
    return r.type === 'think' ? r.split : undefined;
  });
  expect(splits).toEqual([
    { index: 0, of: 3 },
    { index: 1, of: 3 },
    { index: 2, of: 3 },
  ]);
  const id = made[0].sent[0].id;
  made[0].reply(progress(id, 1, 10, 1));
  made[1].reply(progress(id, 1, 30, 2));
  expect(seen).toHaveLength(0);
  made[2].reply(progress(id, 1, 20, 3));
  expect(seen.map((p) => p.move)).toEqual([2]);
  made[0].reply(progress(id, 2, 50, 1));
  made[0].reply(done(id, 3, -100, 1));
  made[1].reply(progress(id, 2, 40, 2));
  made[1].reply(done(id, 2, 40, 2));
  made[2].reply(done(id, 2, 45, 3));
  // At depth 2, the depth all parts reached: 50 (part 0) beats 45 and 40.
  await expect(answer).resolves.toMatchObject({ move: 1, nodes: 300 + 200 + 200 });
  client.dispose();
});

test('split: cancelling ends the helpers, which cannot be told to stop', async () => {
  const { made, client } = setUp('split', 2);
  const answer = client.think(input);
  client.cancel();
  await expect(answer).rejects.toThrow(/cancelled/);
  expect(made.every((w) => w.terminated)).toBe(true);
});

test('split: a helper that fails leaves its part out; the move comes from the others', async () => {
  const { made, client } = setUp('split', 2);
  const answer = client.think(input);
  const id = made[0].sent[0].id;
  made[1].onerror?.({ message: 'out of memory' });
  made[0].reply(done(id, 5, 20, 9));
  await expect(answer).resolves.toMatchObject({ move: 9 });
  expect(made[1].terminated).toBe(true);
  client.dispose();
});

test('shared: a search that ends with its first report borrows no helper', async () => {
  const { made, client } = setUp('shared');
  const answer = client.think(input);
  made[0].reply(done(made[0].sent[0].id, 1, 5, 12));
  await expect(answer).resolves.toMatchObject({ move: 12 });
  expect(made).toHaveLength(1);
  client.dispose();
});

test('split: an analysis searches alone', () => {
  const { made, client } = setUp('split', 4);
  void client
    .analyse({ position: 'abalone x', history: [], timeMs: 1000 }, () => {})
    .catch(() => {});
  expect(made).toHaveLength(1);
  client.dispose();
});
