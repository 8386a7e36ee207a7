import { describe, expect, test } from 'vitest';
import type { AnalysisClient } from '../../src/ai/worker/client';
import type { AnalysisResponse } from '../../src/ai/worker/protocol';
import {
  attachReview,
  RECHECK_BUDGET,
  REVIEW_BUDGETS,
} from '../../src/store/computer/attachReview';
import type { ReviewRun } from '../../src/store/game/review/reviewSession';
import { gameOf } from '../store/games';
import { scriptedClient, settled } from './helpers';

const ABALONE = { game: 'abalone', n: 5, layout: 'belgian' } as const;
// The first moves of MIGS 29813 (../shared/data), Belgian Daisy.
const MIGS = ['i9h8', 'i6h6', 'i8h7', 'a5b5', 'h8g7', 'h6g5'];

const nodesOf = (budget: { maxNodes: number } | { timeMs: number }): number =>
  'maxNodes' in budget ? budget.maxNodes : -1;

/**
 * A client answering as `scriptedClient` does, with `deeper` scores (by ply) where the
 * search's budget is the re-check's, and keeping each request's ply and node budget.
 */
function budgetedClient(
  quick: readonly number[],
  deeper: readonly number[],
  asked: { ply: number; nodes: number | undefined }[],
): AnalysisClient {
  const client = scriptedClient(quick, []);
  return {
    ...client,
    analyse: (input, onUpdate) => {
      const ply = input.history.length;
      asked.push({ ply, nodes: input.maxNodes });
      const deep = input.maxNodes === nodesOf(RECHECK_BUDGET);
      const answer: AnalysisResponse = {
        type: 'analysis',
        id: ply,
        depth: 1,
        nodes: 1,
        lines: [{ moves: [0], texts: ['x'], score: (deep ? deeper : quick)[ply] }],
        solved: undefined,
        done: true,
      };
      onUpdate(answer);
      return Promise.resolve(answer);
    },
  };
}

const QUICK = nodesOf(REVIEW_BUDGETS.quick);
const DEEP = nodesOf(RECHECK_BUDGET);

describe('a quick review searches its suspected mistakes again, as deep does', () => {
  // Scores for the side to move after 0…6 moves, in 1/1000 marble. At the quick budget
  // Black's second move (ply 3) gives away 1.2 marbles and White's third (ply 6) 0.7.
  const quick = [0, 0, 0, 1200, -1200, 1200, -500];

  test.each([
    [
      'a blunder the deeper search clears is not marked',
      [0, 0, 100, -100, -1200, 1200, -500],
      [undefined, undefined, undefined, undefined, undefined, '?'],
    ],
    [
      'a blunder the deeper search confirms keeps its mark',
      [0, 0, 0, 1200, -1200, 1200, -500],
      [undefined, undefined, '??', undefined, undefined, '?'],
    ],
  ])('%s', async (_, deeper, glyphs) => {
    const store = gameOf(ABALONE, MIGS);
    const asked: { ply: number; nodes: number | undefined }[] = [];
    const runs: ReviewRun[] = [];
    const unsubscribe = store.subscribe((s) => s.review?.run && runs.push(s.review.run));
    const stop = attachReview(store, budgetedClient(quick, deeper, asked));
    store.getState().openReview('quick');
    await settled(store);
    stop();
    unsubscribe();
    expect(store.getState().moves.map((m) => m.notes?.glyphs?.[0])).toEqual(glyphs);
    // Every position at the quick budget, then the two around each suspect at the deep one.
    expect(asked).toEqual([
      ...[0, 1, 2, 3, 4, 5, 6].map((ply) => ({ ply, nodes: QUICK })),
      ...[2, 3, 5, 6].map((ply) => ({ ply, nodes: DEEP })),
    ]);
    // The evaluation a move's note keeps is the deeper one where there was one.
    expect(store.getState().moves[2].notes?.eval).toEqual({ score: -deeper[3] / 1000 });
    expect(runs.map((r) => r.rechecked).filter((r) => r !== undefined)).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
  });

  test.each([
    ['0.4 marble, an inaccuracy, is searched again and found a mistake', 400, '?'],
    ['0.3 marble, an inaccuracy below the re-check, is left as it is', 300, '?!'],
  ])('a move losing %s', async (_, lost, glyph) => {
    const store = gameOf(ABALONE, MIGS.slice(0, 2));
    const asked: { ply: number; nodes: number | undefined }[] = [];
    const stop = attachReview(store, budgetedClient([0, 0, lost], [0, 0, 700], asked));
    store.getState().openReview('quick');
    await settled(store);
    stop();
    expect(store.getState().moves[1].notes?.glyphs).toEqual([glyph]);
    expect(asked.filter((a) => a.nodes === DEEP).map((a) => a.ply)).toEqual(
      glyph === '?' ? [1, 2] : [],
    );
  });

  test('a position searched again can make the next move a suspect', async () => {
    const store = gameOf(ABALONE, MIGS.slice(0, 4));
    const asked: { ply: number; nodes: number | undefined }[] = [];
    // Quick: only ply 3 suspect. Deeper, position 3 is much better for White to move, so
    // White's fourth move (ply 4) now gives away 1.5 marbles.
    const stop = attachReview(
      store,
      budgetedClient([0, 0, 0, 1200, -1200], [0, 0, 0, 2700, -1200], asked),
    );
    store.getState().openReview('quick');
    await settled(store);
    stop();
    expect(asked.filter((a) => a.nodes === DEEP).map((a) => a.ply)).toEqual([2, 3, 4]);
    expect(store.getState().moves.map((m) => m.notes?.glyphs?.[0])).toEqual([
      undefined,
      undefined,
      '??',
      '??',
    ]);
  });

  test('a deep review searches each position once', async () => {
    const store = gameOf(ABALONE, MIGS);
    const asked: { ply: number; nodes: number | undefined }[] = [];
    const stop = attachReview(store, budgetedClient(quick, quick, asked));
    store.getState().openReview('deep');
    await settled(store);
    stop();
    expect(asked.map((a) => a.ply)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(store.getState().review?.run).toBeUndefined();
  });
});
