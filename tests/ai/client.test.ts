import { expect, test } from 'vitest';
import { AiCancelledError, type AnalysisClient, createAiClient } from '../../src/ai/worker/client';
import type { AnalysisResponse } from '../../src/ai/worker/protocol';
import { type FakeWorker, fakeWorker } from './fake-worker';

function setUp() {
  const made: FakeWorker[] = [];
  const client = createAiClient(() => {
    const w = fakeWorker();
    made.push(w);
    return w;
  });
  return { made, client };
}

const think = { position: 'abalone x', history: [], level: 'expert' as const, maxNodes: 100 };
const analyse = { position: 'abalone x', history: [], maxNodes: 100 };

const update = (id: number, done: boolean): AnalysisResponse => ({
  type: 'analysis',
  id,
  depth: 1,
  nodes: 10,
  lines: [],
  solved: undefined,
  done,
});

const quiet = (answer: Promise<unknown>): void => void answer.catch(() => {});

test.each([
  { next: 'think', then: ['ponder 1', 'think 2'], terminated: false },
  { next: 'analyse', then: ['ponder 1', 'stop 2', 'analyse 3'], terminated: false },
  { next: 'ponder', then: ['ponder 1', 'stop 2', 'ponder 3'], terminated: false },
  { next: 'cancel', then: ['ponder 1', 'stop 2'], terminated: false },
  { next: 'dispose', then: ['ponder 1', 'stop 2'], terminated: true },
] as const)('pondering ends at the next $next', ({ next, then, terminated }) => {
  const { made, client } = setUp();
  client.ponder(think);
  const act: Record<typeof next, (c: AnalysisClient) => void> = {
    // A think takes pondering over in the worker itself, keeping what it found.
    think: (c) => quiet(c.think(think)),
    analyse: (c) => quiet(c.analyse(analyse, () => {})),
    ponder: (c) => c.ponder(think),
    cancel: (c) => c.cancel(),
    dispose: (c) => c.dispose(),
  };
  act[next](client);
  expect(made).toHaveLength(1);
  expect(made[0].sent.map((r) => `${r.type} ${r.id}`)).toEqual(then);
  expect(made[0].terminated).toBe(terminated);
});

test.each([
  { mode: 'think', start: (c: AnalysisClient) => c.think(think) },
  { mode: 'analyse', start: (c: AnalysisClient) => c.analyse(analyse, () => {}) },
])(
  'a crashed worker rejects the running $mode; the next search starts afresh',
  async ({ start }) => {
    const { made, client } = setUp();
    const answer = start(client);
    made[0].onerror?.({ message: 'out of memory' });
    await expect(answer).rejects.toThrow('out of memory');
    expect(made[0].terminated).toBe(true);
    quiet(start(client));
    expect(made).toHaveLength(2);
    expect(made[1].sent).toHaveLength(1);
    client.dispose();
  },
);

test.each([
  { mode: 'think', start: (c: AnalysisClient) => c.think(think) },
  { mode: 'analyse', start: (c: AnalysisClient) => c.analyse(analyse, () => {}) },
])('an error the worker reports rejects the $mode, and keeps the worker', async ({ start }) => {
  const { made, client } = setUp();
  const answer = start(client);
  made[0].reply({ type: 'error', id: made[0].sent[0].id, message: 'bad position' });
  await expect(answer).rejects.toThrow('bad position');
  expect(made[0].terminated).toBe(false);
  client.dispose();
});

test("a report under another search's id is ignored", async () => {
  const { made, client } = setUp();
  const seen: number[] = [];
  const answer = client.analyse(analyse, (u) => seen.push(u.id));
  made[0].reply(update(made[0].sent[0].id + 1, true));
  made[0].reply(update(made[0].sent[0].id, true));
  await expect(answer).resolves.toMatchObject({ id: made[0].sent[0].id });
  expect(seen).toEqual([made[0].sent[0].id]);
  client.dispose();
});

test('an analysis started from the last update of another is not answered with it', async () => {
  const { made, client } = setUp();
  let second: Promise<AnalysisResponse> | undefined;
  const first = client.analyse(analyse, (u) => {
    if (u.done) second = client.analyse(analyse, () => {});
  });
  made[0].reply(update(made[0].sent[0].id, true));
  await expect(first).rejects.toBeInstanceOf(AiCancelledError);
  const settled = await Promise.race([second, Promise.resolve('running')]);
  expect(settled).toBe('running');
  client.dispose();
  await expect(second).rejects.toBeInstanceOf(AiCancelledError);
});
