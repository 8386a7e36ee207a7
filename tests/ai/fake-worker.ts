import type { WorkerLike } from '../../src/ai/worker/workerLike';
import type { WorkerRequest, WorkerResponse } from '../../src/ai/worker/protocol';

/** A worker stand-in that records what it is sent and answers only when a test says so. */
export interface FakeWorker extends WorkerLike {
  readonly sent: WorkerRequest[];
  terminated: boolean;
  reply(response: WorkerResponse): void;
}

export function fakeWorker(): FakeWorker {
  const fake: FakeWorker = {
    onmessage: null,
    onerror: null,
    sent: [],
    terminated: false,
    postMessage(message) {
      fake.sent.push(message);
    },
    terminate() {
      fake.terminated = true;
    },
    reply(response) {
      fake.onmessage?.({ data: response });
    },
  };
  return fake;
}
