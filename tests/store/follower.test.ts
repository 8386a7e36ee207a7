import { afterEach, describe, expect, test, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { afterPaint } from '../../src/store/schedule/afterPaint';
import { followStore } from '../../src/store/schedule/laggingStore';

interface Counter {
  readonly n: number;
  bump(): void;
}

const counter = () =>
  createStore<Counter>()((set) => ({ n: 0, bump: () => set((s) => ({ n: s.n + 1 })) }));

/** A scheduler the test runs by hand. */
function manual() {
  const queue: (() => void)[] = [];
  return {
    schedule: (task: () => void) => void queue.push(task),
    run: () => queue.splice(0).forEach((task) => task()),
    get size() {
      return queue.length;
    },
  };
}

/**
 * A follower whose catch-up and tasks the test runs by hand, with listeners named
 * `names` that log what they are told.
 */
function telling(names: readonly string[]) {
  const store = counter();
  const clock = manual();
  const tasks = manual();
  const follower = followStore(store, clock.schedule, tasks.schedule);
  const told: string[] = [];
  for (const name of names)
    follower.subscribe((state, previous) => told.push(`${name} ${previous.n}→${state.n}`));
  return { store, clock, tasks, follower, told };
}

describe('followStore', () => {
  test('tells its listeners of a burst of changes once, when the catch-up runs', () => {
    const store = counter();
    const clock = manual();
    const follower = followStore(store, clock.schedule);
    const seen: [number, number][] = [];
    follower.subscribe((state, previous) => seen.push([state.n, previous.n]));
    store.getState().bump();
    store.getState().bump();
    expect(seen).toEqual([]);
    expect(clock.size).toBe(1);
    clock.run();
    expect(seen).toEqual([[2, 0]]);
    clock.run();
    expect(seen).toEqual([[2, 0]]);
  });

  test('reading it gives the state as it is, never a stale copy', () => {
    const store = counter();
    const follower = followStore(store, manual().schedule);
    follower.subscribe(() => {});
    store.getState().bump();
    expect(follower.getState()).toBe(store.getState());
  });

  test("its state's actions and setState act on the store itself", () => {
    const store = counter();
    const follower = followStore(store, manual().schedule);
    follower.getState().bump();
    expect(store.getState().n).toBe(1);
    follower.setState({ n: 5 });
    expect(store.getState().n).toBe(5);
  });

  test('given a task starter, it tells each listener after the first in a task of its own', () => {
    const { store, clock, tasks, told } = telling(['status', 'moves', 'controls']);
    store.getState().bump();
    clock.run();
    expect(told).toEqual(['status 0→1']);
    tasks.run();
    expect(told).toEqual(['status 0→1', 'moves 0→1']);
    tasks.run();
    expect(told).toEqual(['status 0→1', 'moves 0→1', 'controls 0→1']);
    expect(tasks.size).toBe(0);
  });

  test('a newer burst tells everyone anew, and the older one stops', () => {
    const { store, clock, tasks, told } = telling(['a', 'b', 'c']);
    store.getState().bump();
    clock.run();
    store.getState().bump();
    clock.run();
    tasks.run();
    tasks.run();
    tasks.run();
    expect(told).toEqual(['a 0→1', 'a 1→2', 'b 1→2', 'c 1→2']);
  });

  test('a change stops the telling, and the next catch-up tells everyone', () => {
    const { store, clock, tasks, told } = telling(['a', 'b', 'c']);
    store.getState().bump();
    clock.run();
    store.getState().bump();
    tasks.run();
    expect(told).toEqual(['a 0→1']);
    clock.run();
    tasks.run();
    tasks.run();
    expect(told).toEqual(['a 0→1', 'a 1→2', 'b 1→2', 'c 1→2']);
  });

  test('a listener that leaves before its turn is not told, and one that throws does not stop the rest', () => {
    const { store, clock, tasks, follower, told } = telling([]);
    follower.subscribe(() => {
      throw new Error('a panel failed');
    });
    const leave = follower.subscribe(() => told.push('gone'));
    follower.subscribe((state) => told.push(`last ${state.n}`));
    store.getState().bump();
    expect(() => clock.run()).toThrow('a panel failed');
    leave();
    tasks.run();
    tasks.run();
    expect(told).toEqual(['last 1']);
  });

  test('once its last listener leaves, it stops following the store', () => {
    const store = counter();
    const clock = manual();
    const follower = followStore(store, clock.schedule);
    const leave = follower.subscribe(() => {});
    leave();
    store.getState().bump();
    expect(clock.size).toBe(0);
  });
});

/** Frames the test draws by hand: each requested frame's callback, in order. */
function stubFrames(): FrameRequestCallback[] {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  return frames;
}

describe('afterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  test('waits for the next frame, then runs what waits after it, each in a task of its own', () => {
    vi.useFakeTimers();
    const frames = stubFrames();
    const ran: string[] = [];
    afterPaint(() => ran.push('a'));
    afterPaint(() => ran.push('b'));
    expect(frames).toHaveLength(1);
    vi.runAllTimers();
    expect(ran).toEqual([]);
    frames[0](0);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b']);
    // What comes after that frame waits for the next one.
    afterPaint(() => ran.push('c'));
    vi.runAllTimers();
    expect(ran).toEqual(['a', 'b']);
    frames[1](0);
    vi.runAllTimers();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  test('a task that throws does not keep the others from running', () => {
    vi.useFakeTimers();
    const frames = stubFrames();
    const ran: string[] = [];
    afterPaint(() => {
      throw new Error('broken');
    });
    afterPaint(() => ran.push('saved'));
    frames[0](0);
    expect(() => vi.advanceTimersToNextTimer()).toThrow('broken');
    vi.runAllTimers();
    expect(ran).toEqual(['saved']);
  });

  test('a page that goes hidden runs what waits at once, and what is due after a frame', () => {
    vi.useFakeTimers();
    const frames = stubFrames();
    const ran: string[] = [];
    afterPaint(() => ran.push('panels'));
    afterPaint(() => ran.push('saved'));
    frames[0](0);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['panels']);
    afterPaint(() => ran.push('next'));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(ran).toEqual(['panels', 'saved', 'next']);
    vi.runAllTimers();
    expect(ran).toEqual(['panels', 'saved', 'next']);
    visibility.mockRestore();
  });
});
