import type { ReviewActions, ReviewRun, ReviewState } from './reviewSession';
import type { Slice } from '../slice';

let runs = 0;

/**
 * The post-game review: the panel's session and the run's progress. The search itself
 * runs in a worker (`attachReview`), which reports here; a finished run writes its
 * findings into the game's moves' notes, which the save keeps. The steps of "learn from
 * your mistakes" (`learning.ts`) load with the panel and keep their place here.
 */
export const reviewSlice: Slice<ReviewState, ReviewActions> = {
  initial: { review: undefined },
  hooks: () => ({ onOpen: () => ({ review: undefined }) }),
  actions: ({ set, get }) => {
    const running = (id: number): ReviewRun | undefined => {
      const run = get().review?.run;
      return run?.id === id && run.status === 'running' ? run : undefined;
    };
    const actions: ReviewActions = {
      openReview(depth = 'quick') {
        const s = get();
        if (s.moves.length > 0 && s.moves.every((m) => m.notes?.eval !== undefined)) {
          if (!s.review) set({ review: { run: undefined, start: undefined, learning: undefined } });
          return;
        }
        actions.startReview(depth);
      },
      startReview(depth) {
        const s = get();
        runs += 1;
        set({
          review: {
            run: {
              id: runs,
              depth,
              status: 'running',
              done: 0,
              total: s.moves.length + 1,
            },
            start: undefined,
            learning: undefined,
          },
        });
      },
      cancelReview() {
        const review = get().review;
        if (review?.run?.status !== 'running') return;
        set({ review: { ...review, run: { ...review.run, status: 'cancelled' } } });
      },
      closeReview() {
        if (get().review) set({ review: undefined });
      },
      reviewProgress(id, done) {
        const run = running(id);
        if (run && run.done !== done) set({ review: { ...get().review!, run: { ...run, done } } });
      },
      reviewRechecking(id, done, total) {
        const run = running(id);
        if (run && (run.rechecked?.done !== done || run.rechecked.total !== total)) {
          set({ review: { ...get().review!, run: { ...run, rechecked: { done, total } } } });
        }
      },
      reviewFailed(id, error) {
        const run = running(id);
        if (run) set({ review: { ...get().review!, run: { ...run, status: 'failed', error } } });
      },
      reviewFinished(id, moves, start) {
        const run = running(id);
        const s = get();
        // Moves played or taken back during the run: its findings are of another game.
        const same =
          moves.length === s.moves.length && moves.every((m, i) => m.text === s.moves[i].text);
        if (!run || !same) return;
        set({ moves, review: { run: undefined, start, learning: undefined } });
      },
      setLearning(learning) {
        const review = get().review;
        if (review && !review.run && review.learning !== learning) {
          set({ review: { ...review, learning } });
        }
      },
    };
    return actions;
  },
};
