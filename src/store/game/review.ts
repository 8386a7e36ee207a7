import { judgementOfGlyph } from '../../ai/judgements';
import { parseMove, playerOf } from '../../engine';
import type { Learning, ReviewActions, ReviewRun, ReviewState } from './reviewSession';
import type { Slice } from './slice';

let runs = 0;

/**
 * The post-game review: the panel's session, the run's progress and "learn from your
 * mistakes". The search itself runs in a worker (`attachReview`), which reports here; a
 * finished run writes its findings into the game's moves' notes, which the save keeps.
 */
export const reviewSlice: Slice<ReviewState, ReviewActions> = {
  initial: { review: undefined },
  untouched: { review: undefined },
  actions: ({ set, get }) => {
    const running = (id: number): ReviewRun | undefined => {
      const run = get().review?.run;
      return run?.id === id && run.status === 'running' ? run : undefined;
    };
    const learning = (change: Partial<Learning>): void => {
      const review = get().review;
      if (!review?.learning) return;
      set({ review: { ...review, learning: { ...review.learning, ...change } } });
    };
    const viewMistake = (l: Learning): void => {
      get().goToLine([], l.plies[l.index] - 1);
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
      learnFrom(side) {
        const s = get();
        const review = s.review;
        if (!review || review.run) return;
        const line = s.line();
        const plies = s.moves.flatMap((m, i) => {
          const judgement = judgementOfGlyph(m.notes?.glyphs?.[0]);
          const mine = playerOf(line.position(i).turn) === side;
          return mine && (judgement === 'mistake' || judgement === 'blunder') ? [i + 1] : [];
        });
        if (plies.length === 0) return;
        const l: Learning = { side, plies, index: 0, status: 'waiting', tried: undefined };
        set({ review: { ...review, learning: l } });
        viewMistake(l);
      },
      learnChecking(tried) {
        learning({ status: 'checking', tried });
      },
      learnJudged(loss, accepted) {
        const l = get().review?.learning;
        if (l?.status !== 'checking' || !l.tried) return;
        learning({ status: accepted ? 'accepted' : 'rejected', tried: { ...l.tried, loss } });
      },
      learnRetry() {
        const l = get().review?.learning;
        if (!l) return;
        // A refused try goes: the game keeps no side line of it.
        if (l.status === 'rejected' && l.tried && l.tried.path.length > 0) {
          get().deleteVariation(l.tried.path);
        }
        learning({ status: 'waiting', tried: undefined });
        viewMistake(l);
      },
      learnShowBest() {
        const s = get();
        const l = s.review?.learning;
        if (!l) return;
        const ply = l.plies[l.index];
        const best = s.moves[ply - 1]?.notes?.best;
        const move = best === undefined ? undefined : parseMove(s.line().position(ply - 1), best);
        viewMistake(l);
        learning({ status: 'shown' });
        if (move?.ok) get().explore([move.value]);
      },
      learnNext() {
        const l = get().review?.learning;
        if (!l) return;
        if (l.index + 1 >= l.plies.length) {
          actions.learnStop();
          return;
        }
        const next: Learning = { ...l, index: l.index + 1, status: 'waiting', tried: undefined };
        learning(next);
        viewMistake(next);
      },
      learnStop() {
        const review = get().review;
        if (review?.learning) set({ review: { ...review, learning: undefined } });
      },
    };
    return actions;
  },
};
