import { describe, expect, test, vi } from 'vitest';
import { type AnalysisClient, createAiClient } from '../../src/ai/worker/client';
import type { AnalysisResponse } from '../../src/ai/worker/protocol';
import { makeMoveText, makePosition } from '../../src/engine';
import { learnFrom, learnNext, learnRetry } from '../../src/store/game/review/learning';
import { reviewedGame } from '../../src/store/game/review/reviewed';
import { gameModule } from '../../src/games';
import { attachReview, LEARN_BUDGET, REVIEW_BUDGETS } from '../../src/store/computer/attachReview';
import { createLocalWorker } from '../ai/local-worker';
import { gameOf, tokenMove } from '../store/games';
import { scriptedClient, settled } from './helpers';

const ABALONE = { game: 'abalone', n: 5, layout: 'belgian' } as const;
const ABACUS = { game: 'abacus', n: 3, layout: 'standard' } as const;
// The first moves of MIGS 29813 (../shared/data), Belgian Daisy.
const MIGS = ['i9h8', 'i6h6', 'i8h7', 'a5b5', 'h8g7', 'h6g5', 'h9g8', 'a4b4'];

describe('the review slice', () => {
  test('a run writes an evaluation on every move and glyphs and better moves on the judged ones', async () => {
    const store = gameOf(ABALONE, MIGS.slice(0, 4));
    // Scores for the side to move after 0…4 moves, in 1/1000 marble: Black gives away
    // 1.2 marbles with its second move (ply 3), White 0.4 with its second (ply 4).
    const scores = [0, 0, 0, 1200, -800];
    const stop = attachReview(store, scriptedClient(scores, ['x', 'x', 'x', 'x', 'x']));
    store.getState().openReview('quick');
    await settled(store);
    stop();
    const { moves, review } = store.getState();
    expect(review?.run).toBeUndefined();
    expect(moves.map((m) => m.notes?.eval)).toEqual([
      { score: 0 },
      { score: 0 },
      { score: -1.2 },
      { score: -0.8 },
    ]);
    expect(moves.map((m) => m.notes?.glyphs)).toEqual([undefined, undefined, ['??'], ['?!']]);
    expect(moves.map((m) => m.notes?.best)).toEqual([undefined, undefined, 'x', 'x']);
    const game = reviewedGame(store.getState().line(), gameModule('abalone').ai.review, undefined);
    expect(game.complete).toBe(true);
    expect(game.summary.black.counts).toEqual({ inaccuracy: 0, mistake: 0, blunder: 1 });
    expect(game.summary.white.counts).toEqual({ inaccuracy: 1, mistake: 0, blunder: 0 });
  });

  test('a move the search put first is never judged, and a player’s own glyphs stay', async () => {
    const store = gameOf(ABALONE, MIGS.slice(0, 2));
    store.getState().annotate([], 1, { glyphs: ['!'] });
    const stop = attachReview(store, scriptedClient([0, 2000, -2000], [MIGS[0], MIGS[1], 'x']));
    store.getState().openReview('deep');
    await settled(store);
    stop();
    const { moves } = store.getState();
    expect(moves.map((m) => m.notes?.glyphs)).toEqual([['!'], undefined]);
    expect(moves.map((m) => m.notes?.best)).toEqual([undefined, undefined]);
  });

  test('a reviewed game opens its review from its notes, without a run', async () => {
    const store = gameOf(ABALONE, MIGS.slice(0, 2));
    const stop = attachReview(store, scriptedClient([0, 0, 0], ['x', 'x', 'x']));
    store.getState().openReview();
    await settled(store);
    store.getState().closeReview();
    store.getState().openReview();
    expect(store.getState().review).toEqual({
      run: undefined,
      start: undefined,
      learning: undefined,
    });
    stop();
  });

  test('cancelling stops the run and leaves the moves as they were', async () => {
    const store = gameOf(ABALONE, MIGS);
    const client = createAiClient(createLocalWorker);
    const stop = attachReview(store, client, {
      budgets: { quick: { maxNodes: 2000 }, deep: { maxNodes: 2000 } },
      recheckBudget: { maxNodes: 2000 },
    });
    store.getState().openReview('quick');
    store.getState().cancelReview();
    await settled(store);
    // Anything the cancelled run would still report is dropped.
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    const { moves, review } = store.getState();
    expect(review?.run?.status).toBe('cancelled');
    expect(moves.every((m) => m.notes === undefined)).toBe(true);
  });

  test.each([
    ['abalone', ABALONE, MIGS],
    ['abacus', ABACUS, ['b2', 'a1', 'c3', 'a2']],
  ] as const)('a real search in the worker reviews %s to the end', async (_, spec, tokens) => {
    const store = gameOf(spec, [...tokens]);
    const progress: number[] = [];
    store.subscribe((s) => {
      const done = s.review?.run?.done;
      if (done !== undefined && progress.at(-1) !== done) progress.push(done);
    });
    const stop = attachReview(store, createAiClient(createLocalWorker), {
      budgets: { quick: { maxNodes: 3000 }, deep: { maxNodes: 3000 } },
      recheckBudget: { maxNodes: 3000 },
    });
    store.getState().openReview('quick');
    await settled(store);
    stop();
    const { moves } = store.getState();
    // Every position, the start and the last included, one at a time.
    expect(progress).toEqual(Array.from({ length: tokens.length + 2 }, (_, i) => i));
    expect(moves.every((m) => m.notes?.eval !== undefined)).toBe(true);
  });
});

describe('a review gives the same verdict twice', () => {
  test('every budget is of nodes, not of time', () => {
    expect(Object.values(REVIEW_BUDGETS).every((b) => 'maxNodes' in b && !('timeMs' in b))).toBe(
      true,
    );
    expect('maxNodes' in LEARN_BUDGET).toBe(true);
  });

  // One worker for both runs, as the app keeps one: what its tables learnt in the first
  // run must not change the second.
  const client = createAiClient(createLocalWorker);

  /** The notes a quick review writes on MIGS, its answers coming late by `lag`. */
  async function reviewed(lag: (i: number) => number) {
    const store = gameOf(ABALONE, MIGS);
    let asked = 0;
    // A loaded machine: every answer arrives after a wait of its own.
    const slowed: AnalysisClient = {
      ...client,
      analyse: async (input, onUpdate) => {
        const answer = await client.analyse(input, onUpdate);
        await new Promise((resolve) => setTimeout(resolve, lag(asked++)));
        return answer;
      },
      cancel: () => {},
      dispose: () => {},
    };
    // Node budgets as the app's, smaller: the same nodes give the same search.
    const stop = attachReview(store, slowed, {
      budgets: { quick: { maxNodes: 4000 }, deep: { maxNodes: 4000 } },
      recheckBudget: { maxNodes: 4000 },
    });
    store.getState().openReview('quick');
    await settled(store);
    stop();
    return store.getState().moves.map((m) => m.notes);
  }

  test('the same game reviewed twice by one worker, its answers late the second time, gets the same marks', async () => {
    const first = await reviewed(() => 0);
    const second = await reviewed((i) => (i * 7) % 23);
    client.dispose();
    expect(first.every((notes) => notes?.eval !== undefined)).toBe(true);
    expect(second).toEqual(first);
  });
});

test('a search that runs out of time before its first depth is followed by a one-ply search', async () => {
  const store = gameOf(ABALONE, MIGS.slice(0, 2));
  const client = createAiClient(createLocalWorker);
  const asked: (number | undefined)[] = [];
  const starved = {
    ...client,
    analyse: (
      input: Parameters<typeof client.analyse>[0],
      onUpdate: Parameters<typeof client.analyse>[1],
    ) => {
      asked.push(input.maxDepth);
      // Timed searches find nothing, as on a machine too busy to finish a ply in time.
      return input.maxDepth === 1
        ? client.analyse(input, onUpdate)
        : Promise.resolve({
            type: 'analysis',
            id: 0,
            depth: 0,
            nodes: 0,
            lines: [],
            solved: undefined,
            done: true,
          } as const);
    },
  };
  const stop = attachReview(store, starved);
  store.getState().openReview();
  await settled(store);
  stop();
  // Each of the three positions, then any the quick review searches again: each time the
  // budgeted search, then the one-ply one.
  expect(asked.slice(0, 6)).toEqual([undefined, 1, undefined, 1, undefined, 1]);
  expect(asked.filter((_, i) => i % 2 === 1).every((d) => d === 1)).toBe(true);
  expect(asked.filter((_, i) => i % 2 === 0).every((d) => d === undefined)).toBe(true);
  expect(store.getState().moves.every((m) => m.notes?.eval !== undefined)).toBe(true);
});

describe('learning from mistakes', () => {
  /**
   * Black's second move (ply 3, i8h7) gives away 1.2 marbles; the position after h9g8
   * instead is scored even, that after any other move as bad as the game's.
   */
  function learningGame() {
    const store = gameOf(ABALONE, MIGS.slice(0, 4));
    const client = createAiClient(createLocalWorker);
    const scores = [0, 0, 0, 1200, -1200];
    const good = (() => {
      const probe = gameOf(ABALONE, [...MIGS.slice(0, 2), 'h9g8']);
      return makePosition(probe.getState().line().position(3));
    })();
    const answer = (score: number, best: string): AnalysisResponse => ({
      type: 'analysis',
      id: 0,
      depth: 1,
      nodes: 1,
      lines: [{ moves: [0], texts: [best], score }],
      solved: undefined,
      done: true,
    });
    const stub: AnalysisClient = {
      ...client,
      analyse: (input) =>
        Promise.resolve(
          input.position === good
            ? answer(0, 'x')
            : answer(scores[input.history.length], input.history.length === 2 ? 'h9g8' : 'x'),
        ),
    };
    const stop = attachReview(store, stub);
    return { store, stop };
  }

  test('a better move within the margin is accepted; a worse one refused, then taken back', async () => {
    const { store, stop } = learningGame();
    store.getState().openReview();
    await settled(store);
    learnFrom(store, 'black');
    expect(store.getState().review?.learning).toMatchObject({ plies: [3], status: 'waiting' });
    expect(store.getState().cursor).toBe(2);

    // A move the search scores as badly as the game's.
    const line = store.getState().line();
    const other = line
      .legal(2)
      .find((m) => !['h9g8', 'i8h7'].includes(makeMoveText(line.position(2), m)))!;
    const otherText = makeMoveText(line.position(2), other);
    store.getState().explore([other]);
    await vi.waitFor(() => expect(store.getState().review?.learning?.status).toBe('rejected'));
    expect(store.getState().review?.learning?.tried).toMatchObject({ text: otherText, loss: 1.2 });
    learnRetry(store);
    expect(store.getState().variations).toEqual([]);
    expect(store.getState().cursor).toBe(2);

    store.getState().explore([tokenMove(store, 'h9g8')]);
    await vi.waitFor(() => expect(store.getState().review?.learning?.status).toBe('accepted'));
    expect(store.getState().review?.learning?.tried).toMatchObject({ text: 'h9g8', loss: 0 });
    learnNext(store);
    expect(store.getState().review?.learning).toBeUndefined();
    stop();
  });
});
