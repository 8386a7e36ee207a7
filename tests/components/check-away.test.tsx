import { describe, expect, test } from 'vitest';
import {
  createCheckAway,
  type CheckWorker,
  START_MS,
  WAIT_MS,
} from '../../src/components/board/checkAway';
import type { CheckRequest, CheckResponse } from '../../src/components/board/checkProtocol';
import { serveCheck } from '../../src/components/board/checkProtocol';
import { gameModule } from '../../src/games';
import { move, position } from '../fixtures';

/** A check worker on the test's own thread: it answers as the real one, or stays silent. */
function fakeWorkers(answers: boolean) {
  const made: { posted: CheckRequest[]; fail: () => void; ended: boolean }[] = [];
  const make = (): CheckWorker => {
    const heard: ((event: MessageEvent<CheckResponse>) => void)[] = [];
    const failed: (() => void)[] = [];
    const record = {
      posted: [] as CheckRequest[],
      fail: () => failed.forEach((f) => f()),
      ended: false,
    };
    made.push(record);
    return {
      postMessage(request) {
        record.posted.push(request);
        if (answers) {
          void serveCheck(request, () => 0).then((data) =>
            heard.forEach((h) => h({ data } as MessageEvent<CheckResponse>)),
          );
        }
      },
      addEventListener(type: 'message' | 'error', listener: never) {
        (type === 'message' ? heard : failed).push(listener);
      },
      terminate() {
        record.ended = true;
      },
    } as CheckWorker;
  };
  return { made, make };
}

/** A clock whose timers run only when the test says. */
function manualClock() {
  const timers = new Map<number, () => void>();
  const waits: number[] = [];
  let next = 1;
  return {
    waits,
    setTimeout: (callback: () => void, ms: number) => {
      timers.set(next, callback);
      waits.push(ms);
      return next++;
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    runAll: () => [...timers.values()].forEach((t) => t()),
    pending: () => timers.size,
  };
}

const ABACUS_WIN = 'abacus bwb/2wb/2www/2b1/bb1 w';
const CORNER = 'abalone 5/6/7/8/9/8/2w4/1w4/1b3 b 0 0';

const ask = (away: ReturnType<typeof createCheckAway>, text: string, token: string) => {
  const pos = position(text);
  const check = gameModule(pos.game).blunder;
  if (!check) throw new Error('no check');
  return away.check(check, pos, move(pos, token));
};

describe('checks away from the page', () => {
  test('the Abacus check is asked of the worker, made once and kept', async () => {
    const { made, make } = fakeWorkers(true);
    const away = createCheckAway(make, manualClock());
    expect(await ask(away, ABACUS_WIN, 'd3')).toBe(true);
    expect(await ask(away, ABACUS_WIN, 'a3')).toBe(false);
    expect(made).toHaveLength(1);
    expect(made[0].posted.map((r) => r.kind)).toEqual(['check', 'check']);
  });

  test('a worker silent past its wait gets no say: the move is played unasked', async () => {
    const { make } = fakeWorkers(false);
    const clock = manualClock();
    const away = createCheckAway(make, clock);
    const answer = ask(away, ABACUS_WIN, 'd3');
    expect(clock.pending()).toBe(1);
    clock.runAll();
    expect(await answer).toBeUndefined();
  });

  test(`a worker still starting is waited for ${START_MS} ms, one that has answered ${WAIT_MS} ms`, async () => {
    const { make } = fakeWorkers(true);
    const clock = manualClock();
    const away = createCheckAway(make, clock);
    await ask(away, ABACUS_WIN, 'a3');
    await ask(away, ABACUS_WIN, 'a3');
    expect(clock.waits).toEqual([START_MS, WAIT_MS]);
  });

  test('a worker that fails answers nothing and is replaced by the next request', async () => {
    const { made, make } = fakeWorkers(false);
    const away = createCheckAway(make, manualClock());
    const answer = ask(away, ABACUS_WIN, 'd3');
    made[0].fail();
    expect(await answer).toBeUndefined();
    expect(made[0].ended).toBe(true);
    void ask(away, ABACUS_WIN, 'a3');
    expect(made).toHaveLength(2);
  });

  test('Abalone’s check, a move generation, runs on the page: no worker is made', async () => {
    const { made, make } = fakeWorkers(true);
    const away = createCheckAway(make, manualClock());
    expect(await ask(away, CORNER, 'a2a1')).toBe(true);
    expect(made).toHaveLength(0);
  });

  test('without workers, the Abacus check runs on the page too', async () => {
    const away = createCheckAway(undefined, manualClock(), () => 0);
    expect(await ask(away, ABACUS_WIN, 'd3')).toBe(true);
  });
});
