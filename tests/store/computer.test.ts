import { afterEach, describe, expect, test, vi } from 'vitest';
import { AiCancelledError, type AiClient, createAiClient } from '../../src/ai/worker/client';
import { createLocalWorker } from '../ai/local-worker';
import type { DoneResponse } from '../../src/ai/worker/protocol';
import {
  isLegal,
  legalMoves,
  makeMoveText,
  parseMove,
  play as after,
  playerOf,
} from '../../src/engine';
import { initialPosition } from '../../src/games';
import {
  attachComputer,
  type ComputerOptions,
  type WatchdogClock,
  watchdogMs,
} from '../../src/store/computer/attachComputer';
import { createGameStore } from '../../src/store/game';
import {
  selectCanUndo,
  selectComputerFailure,
  selectHintMove,
  selectHintPending,
  selectLegal,
  selectPosition,
  selectThinking,
} from '../../src/store/game/selectors';
import type { Players } from '../../src/store/game/savedGame';
import { texts } from '../fixtures';

type Store = ReturnType<typeof createGameStore>;

let detach: (() => void) | undefined;
afterEach(() => {
  detach?.();
  detach = undefined;
  vi.useRealTimers();
});

/** A store whose computer player searches in-process, on a later task, like a worker. */
function setup(
  players: Players,
  client: AiClient = createAiClient(createLocalWorker),
  options?: ComputerOptions,
): Store {
  const store = createGameStore();
  store.getState().newGame({ game: 'abacus', n: 4, layout: 'standard' }, players);
  detach = attachComputer(store, client, options);
  return store;
}

function play(store: Store, token: string): void {
  const move = parseMove(selectPosition(store.getState()), token);
  if (!move.ok) throw new Error(move.error.message);
  store.getState().play(move.value);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

describe('the computer player', () => {
  test('answers a human move with a legal move of its own colour, then waits', async () => {
    const store = setup({ black: 'human', white: 'easy' });
    play(store, 'd4');
    expect(selectThinking(store.getState())).toBe(true);
    await waitFor(() => expect(store.getState().moves).toHaveLength(2));
    const s = store.getState();
    expect(selectThinking(s)).toBe(false);
    expect(s.cursor).toBe(2);
    expect(playerOf(selectPosition(s).turn)).toBe('black');
    await settle();
    expect(store.getState().moves).toHaveLength(2);
  });

  test('moves first when it plays Black', async () => {
    const store = setup({ black: 'easy', white: 'human' });
    await waitFor(() => expect(store.getState().moves).toHaveLength(1));
    expect(playerOf(selectPosition(store.getState()).turn)).toBe('white');
  });

  test('undo takes back the reply and the human move together', async () => {
    const store = setup({ black: 'human', white: 'easy' });
    play(store, 'd4');
    await waitFor(() => expect(store.getState().moves).toHaveLength(2));
    const [d4, reply] = store.getState().moves;
    store.getState().undo();
    expect(store.getState().moves).toEqual([]);
    expect(selectCanUndo(store.getState())).toBe(false);
    // The person is to move: the computer has nothing to think about.
    expect(selectThinking(store.getState())).toBe(false);
    store.getState().redo();
    expect(store.getState().moves).toEqual([d4, reply]);
    expect(store.getState().cursor).toBe(2);
    await settle();
    expect(store.getState().moves).toHaveLength(2);
  });

  test('undo while it thinks cancels the search: no stale move is played', async () => {
    const client = createAiClient(createLocalWorker);
    const cancel = vi.spyOn(client, 'cancel');
    const store = setup({ black: 'human', white: 'easy' }, client);
    play(store, 'd4');
    expect(selectThinking(store.getState())).toBe(true);
    store.getState().undo();
    expect(cancel).toHaveBeenCalled();
    expect(selectThinking(store.getState())).toBe(false);
    await settle();
    await settle();
    expect(texts(store.getState())).toEqual([]);
    expect(store.getState().cursor).toBe(0);
  });

  test('a new game cancels the search', async () => {
    const store = setup({ black: 'human', white: 'easy' });
    play(store, 'd4');
    store.getState().newGame(
      { game: 'abacus', n: 4, layout: 'standard' },
      {
        black: 'human',
        white: 'human',
      },
    );
    await settle();
    await settle();
    expect(texts(store.getState())).toEqual([]);
    expect(selectThinking(store.getState())).toBe(false);
  });

  test('the hint suggests a legal move for the human and lapses once a move is played', async () => {
    const store = setup({ black: 'human', white: 'human' });
    play(store, 'd4');
    store.getState().requestHint();
    await waitFor(() => expect(store.getState().hint?.move).toBeDefined());
    const s = store.getState();
    const hint = selectHintMove(s);
    expect(hint !== undefined && isLegal(selectPosition(s), hint)).toBe(true);
    expect(texts(s)).toEqual(['d4']);
    s.play(hint ?? -1);
    expect(texts(store.getState())).toHaveLength(2);
    expect(selectHintMove(store.getState())).toBeUndefined();
  });

  test('two computers play a whole game to its end', async () => {
    const store = setup({ black: 'easy', white: 'easy' });
    store.getState().newGame({ game: 'abacus', n: 3, layout: 'standard' });
    await waitFor(() =>
      expect(
        selectPosition(store.getState()).count[1] + selectPosition(store.getState()).count[2],
      ).toBe(19),
    );
    expect(selectThinking(store.getState())).toBe(false);
  });
});

/** A client whose every search fails, as with a worker script that does not load. */
function failingClient(message = 'the AI worker failed') {
  return {
    think: vi.fn<AiClient['think']>(() => Promise.reject(new Error(message))),
    ponder: vi.fn<AiClient['ponder']>(),
    cancel: vi.fn<AiClient['cancel']>(),
    dispose: vi.fn<AiClient['dispose']>(),
  } satisfies AiClient;
}

/** A client whose searches never answer, like a worker that died without a word. */
function silentClient() {
  let pending: ((error: Error) => void) | undefined;
  const stop = () => {
    pending?.(new AiCancelledError());
    pending = undefined;
  };
  return {
    think: vi.fn<AiClient['think']>(() => {
      stop();
      return new Promise<DoneResponse>((_, reject) => {
        pending = reject;
      });
    }),
    ponder: vi.fn<AiClient['ponder']>(),
    cancel: vi.fn<AiClient['cancel']>(stop),
    dispose: vi.fn<AiClient['dispose']>(stop),
  } satisfies AiClient;
}

/** A clock that moves only when the test says so. */
function manualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { readonly at: number; readonly run: () => void }>();
  const clock: WatchdogClock = {
    setTimeout(run, ms) {
      timers.set(nextId, { at: now + ms, run });
      return nextId++;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  return {
    clock,
    pending: () => timers.size,
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now && timers.delete(id)) timer.run();
      }
    },
  };
}

/** Store changes that leave the position, the viewed move and the players alone. */
function toggleSettings(store: Store, times = 20): void {
  for (let i = 0; i < times; i++) store.getState().setSetting('coordinates', i % 2 === 0);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('notes while the computer thinks', () => {
  test('a comment on an earlier move neither stops nor restarts its search', () => {
    const client = silentClient();
    const store = setup({ black: 'human', white: 'easy' }, client);
    play(store, 'd4');
    expect(client.think).toHaveBeenCalledTimes(1);
    store.getState().annotate([], 1, { comment: 'the centre first' });
    expect(client.think).toHaveBeenCalledTimes(1);
    expect(client.cancel).not.toHaveBeenCalled();
    expect(selectThinking(store.getState())).toBe(true);
  });

  test('a new game with the same players and no moves is a new search', () => {
    const client = silentClient();
    const store = setup({ black: 'easy', white: 'human' }, client);
    expect(client.think).toHaveBeenCalledTimes(1);
    store.getState().newGame({ game: 'abacus', n: 3, layout: 'standard' });
    expect(client.think).toHaveBeenCalledTimes(2);
  });
});

describe('a computer that fails', () => {
  test('is asked once per change of position or players, however often the store changes', async () => {
    const client = failingClient();
    const store = setup({ black: 'easy', white: 'human' }, client);
    expect(client.think).toHaveBeenCalledTimes(1);
    toggleSettings(store);
    await flush();
    toggleSettings(store);
    await flush();
    expect(client.think).toHaveBeenCalledTimes(1);

    store.getState().rematch();
    expect(client.think).toHaveBeenCalledTimes(2);
    await flush();
    toggleSettings(store);
    await flush();
    expect(client.think).toHaveBeenCalledTimes(2);

    store.getState().newGame(store.getState().spec, { black: 'medium', white: 'human' });
    await flush();
    toggleSettings(store);
    await flush();
    expect(client.think).toHaveBeenCalledTimes(3);
  });

  test('shows the failure and its reason as a state, not a notice, and stops thinking', async () => {
    const client = failingClient('the worker script was not found');
    const store = setup({ black: 'easy', white: 'human' }, client);
    expect(selectThinking(store.getState())).toBe(true);
    await flush();
    const s = store.getState();
    expect(selectThinking(s)).toBe(false);
    expect(s.notice).toBeUndefined();
    expect(s.computer).toMatchObject({
      status: 'failed',
      reason: { code: 'error', message: 'the worker script was not found' },
      task: { kind: 'move', cursor: 0, level: 'easy' },
    });
    expect(selectComputerFailure(s)).toBe(s.computer);
  });

  test('a change of the viewed move clears the failure; coming back tries once more', async () => {
    const client = failingClient();
    const store = setup({ black: 'human', white: 'easy' }, client);
    play(store, 'd4');
    await flush();
    expect(store.getState().computer.status).toBe('failed');
    store.getState().goTo(0);
    expect(store.getState().computer.status).toBe('idle');
    expect(client.think).toHaveBeenCalledTimes(1);
    store.getState().goTo(1);
    expect(client.think).toHaveBeenCalledTimes(2);
    await flush();
    expect(store.getState().computer.status).toBe('failed');
  });

  test('Retry tries again exactly once', async () => {
    const client = failingClient();
    const store = setup({ black: 'easy', white: 'human' }, client);
    await flush();
    store.getState().retryComputer();
    expect(client.think).toHaveBeenCalledTimes(2);
    expect(selectThinking(store.getState())).toBe(true);
    await flush();
    expect(store.getState().computer.status).toBe('failed');
    toggleSettings(store);
    await flush();
    expect(client.think).toHaveBeenCalledTimes(2);
    // Nothing to retry while it is not failed.
    store.getState().rematch();
    store.getState().retryComputer();
    expect(client.think).toHaveBeenCalledTimes(3);
  });

  test('Retry after a failure that came and went finds a working computer', async () => {
    const client = createAiClient(createLocalWorker);
    const think = vi.spyOn(client, 'think').mockRejectedValueOnce(new Error('flaky'));
    const store = setup({ black: 'easy', white: 'human' }, client);
    await flush();
    expect(store.getState().computer.status).toBe('failed');
    store.getState().retryComputer();
    await waitFor(() => expect(store.getState().moves).toHaveLength(1));
    expect(think).toHaveBeenCalledTimes(2);
    expect(store.getState().computer.status).toBe('idle');
  });

  test('a worker that cannot even be created fails at once, and once', () => {
    const client = failingClient();
    client.think.mockImplementation(() => {
      throw new Error('Worker is not allowed here');
    });
    const store = setup({ black: 'easy', white: 'human' }, client);
    toggleSettings(store);
    expect(client.think).toHaveBeenCalledTimes(1);
    expect(store.getState().computer).toMatchObject({
      status: 'failed',
      reason: { code: 'error', message: 'Worker is not allowed here' },
    });
  });

  test.each([
    ['expert', 1],
    ['hard', 0],
  ] as const)(
    'after its move, %s ponders on the person’s time %i time(s)',
    async (level, times) => {
      const client = failingClient();
      const pos = initialPosition('abacus', 4);
      const move = legalMoves(pos)[0];
      const reply = makeMoveText(after(pos, move), legalMoves(after(pos, move))[0]);
      client.think.mockResolvedValue({
        type: 'done',
        id: 1,
        move,
        moveText: makeMoveText(pos, move),
        score: 0,
        depth: 1,
        nodes: 1,
        pv: [makeMoveText(pos, move), reply],
        elapsedMs: 1,
        solved: false,
        pondered: false,
      });
      setup({ black: level, white: 'human' }, client);
      // The move lands in one task and pondering starts in the next.
      await flush();
      await flush();
      expect(client.ponder).toHaveBeenCalledTimes(times);
      if (times > 0) {
        expect(client.ponder).toHaveBeenCalledWith(
          expect.objectContaining({ level, expected: reply, history: [expect.any(String)] }),
        );
      }
    },
  );

  test('an illegal move from the search fails the computer and is not retried', async () => {
    const client = failingClient();
    const done: DoneResponse = {
      type: 'done',
      id: 1,
      move: -1,
      moveText: 'z9',
      score: 0,
      depth: 1,
      nodes: 1,
      pv: [],
      elapsedMs: 1,
      solved: false,
      pondered: false,
    };
    client.think.mockResolvedValue(done);
    const store = setup({ black: 'easy', white: 'human' }, client);
    await flush();
    toggleSettings(store);
    await flush();
    const s = store.getState();
    expect(client.think).toHaveBeenCalledTimes(1);
    expect(s.moves).toEqual([]);
    expect(s.computer).toMatchObject({
      status: 'failed',
      reason: { code: 'refused', move: 'z9' },
    });
  });

  test('a failed hint does not loop; Retry or asking again tries once each', async () => {
    const client = failingClient();
    const store = setup({ black: 'human', white: 'human' }, client);
    play(store, 'd4');
    expect(client.think).not.toHaveBeenCalled();
    store.getState().requestHint();
    expect(client.think).toHaveBeenCalledTimes(1);
    expect(selectThinking(store.getState())).toBe(false);
    expect(selectHintPending(store.getState())).toBe(true);
    await flush();
    toggleSettings(store);
    await flush();
    let s = store.getState();
    expect(client.think).toHaveBeenCalledTimes(1);
    expect(s.computer).toMatchObject({ status: 'failed', task: { kind: 'hint' } });
    // The failure shows instead of a hint that reads as still coming.
    expect(selectHintPending(s)).toBe(false);

    s.retryComputer();
    expect(client.think).toHaveBeenCalledTimes(2);
    expect(selectHintPending(store.getState())).toBe(true);
    await flush();
    store.getState().requestHint();
    expect(client.think).toHaveBeenCalledTimes(3);
    await flush();
    toggleSettings(store);
    await flush();
    expect(client.think).toHaveBeenCalledTimes(3);

    play(store, 'c3');
    s = store.getState();
    expect(s.computer.status).toBe('idle');
    expect(client.think).toHaveBeenCalledTimes(3);
  });
});

describe('the watchdog', () => {
  const limit = watchdogMs(300); // the easy level's budget

  test('restarts a search that overruns once, then fails visibly', () => {
    const client = silentClient();
    const time = manualClock();
    const store = setup({ black: 'easy', white: 'human' }, client, { clock: time.clock });
    expect(limit).toBe(2600);
    time.advance(limit - 1);
    expect(client.think).toHaveBeenCalledTimes(1);

    time.advance(1);
    expect(client.cancel).toHaveBeenCalledTimes(1);
    expect(client.think).toHaveBeenCalledTimes(2);
    expect(selectThinking(store.getState())).toBe(true);
    toggleSettings(store);
    expect(client.think).toHaveBeenCalledTimes(2);

    time.advance(limit);
    const s = store.getState();
    expect(client.cancel).toHaveBeenCalledTimes(2);
    expect(client.think).toHaveBeenCalledTimes(2);
    expect(selectThinking(s)).toBe(false);
    expect(s.computer).toMatchObject({
      status: 'failed',
      reason: { code: 'timeout', seconds: 3 },
    });
    expect(time.pending()).toBe(0);
    time.advance(10 * limit);
    toggleSettings(store);
    expect(client.think).toHaveBeenCalledTimes(2);
  });

  test('a hint that never answers ends the same way, on the real timers', () => {
    vi.useFakeTimers();
    const client = silentClient();
    const store = setup({ black: 'human', white: 'human' }, client);
    store.getState().requestHint();
    vi.advanceTimersByTime(watchdogMs(1000)); // the hint level's budget
    expect(client.think).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(watchdogMs(1000));
    const s = store.getState();
    expect(client.think).toHaveBeenCalledTimes(2);
    expect(s.computer).toMatchObject({ status: 'failed', task: { kind: 'hint' } });
    expect(s.hint).toBeUndefined();
  });

  test('is stopped by an answer in time and by a change that makes the search moot', async () => {
    const time = manualClock();
    const store = setup({ black: 'human', white: 'easy' }, undefined, { clock: time.clock });
    play(store, 'd4');
    expect(time.pending()).toBe(1);
    await waitFor(() => expect(store.getState().moves).toHaveLength(2));
    expect(time.pending()).toBe(0);
    store.getState().play(selectLegal(store.getState())[0]);
    expect(time.pending()).toBe(1);
    store.getState().undo();
    expect(time.pending()).toBe(0);
    expect(store.getState().computer.status).toBe('idle');
  });
});
