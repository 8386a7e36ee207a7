import { describe, expect, test, vi } from 'vitest';
import {
  AiCancelledError,
  type AnalyseInput,
  type AnalysisClient,
} from '../../src/ai/worker/client';
import type { AnalysisResponse } from '../../src/ai/worker/protocol';
import { makePosition, parseMove } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { attachAnalysis, type Visibility } from '../../src/store/computer/attachAnalysis';
import { createGameStore } from '../../src/store/game';
import { selectPosition } from '../../src/store/game/selectors';

/** A client that records each analysis and lets the test answer or cancel it. */
function fakeClient() {
  const runs: {
    input: AnalyseInput;
    onUpdate: (u: AnalysisResponse) => void;
    reject: (e: Error) => void;
  }[] = [];
  const client: AnalysisClient = {
    think: vi.fn(),
    ponder: vi.fn(),
    cancel: vi.fn(() => runs.at(-1)?.reject(new AiCancelledError())),
    dispose: vi.fn(),
    analyse: (input, onUpdate) =>
      new Promise((_, reject) => {
        runs.push({ input, onUpdate, reject });
      }),
  };
  return { client, runs };
}

function hiddenSwitch(): Visibility & { set(visible: boolean): void } {
  let visible = true;
  const listeners = new Set<() => void>();
  return {
    visible: () => visible,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(v) {
      visible = v;
      for (const l of listeners) l();
    },
  };
}

const update = (depth: number): AnalysisResponse => ({
  type: 'analysis',
  id: 1,
  depth,
  nodes: 10,
  lines: [{ moves: [1], texts: ['e5'], score: 0 }],
  solved: undefined,
  done: false,
});

describe('attachAnalysis', () => {
  test('runs only while open and visible, restarts for a new position, and streams updates', () => {
    const store = createGameStore();
    const { client, runs } = fakeClient();
    const visibility = hiddenSwitch();
    const detach = attachAnalysis(store, client, { visibility });
    expect(runs).toHaveLength(0);

    store.getState().setAnalysing(true);
    expect(runs).toHaveLength(1);
    expect(runs[0].input.position).toBe(makePosition(initialPosition('abacus', 5)));
    runs[0].onUpdate(update(3));
    expect(store.getState().analysis?.depth).toBe(3);
    expect(store.getState().analysis?.lines[0].moves).toEqual([{ move: 1, text: 'e5' }]);

    const e5 = parseMove(selectPosition(store.getState()), 'e5');
    if (!e5.ok) throw new Error('setup');
    store.getState().play(e5.value);
    expect(runs).toHaveLength(2);
    expect(store.getState().analysis?.depth).toBe(0);
    // A late update of the old position is dropped.
    runs[0].onUpdate(update(9));
    expect(store.getState().analysis?.depth).toBe(0);

    visibility.set(false);
    expect(client.cancel).toHaveBeenCalled();
    visibility.set(true);
    expect(runs).toHaveLength(3);

    store.getState().setAnalysing(false);
    expect(store.getState().analysis).toBeUndefined();
    expect(runs).toHaveLength(3);
    detach();
    expect(client.dispose).toHaveBeenCalled();
  });
});
