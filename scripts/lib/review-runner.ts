// Runs the post-game review on this thread, through the same runner and request host as
// the app: for `npm run bench` and `npm run review-calibration`.
import { createAiClient } from '../../src/ai/worker/client';
import { createLocalWorker } from '../../src/ai/worker/localWorker';
import type { AiTable } from '../../src/ai/game-ai';
import type { Move } from '../../src/engine';
import { attachReview } from '../../src/store/computer/attachReview';
import { createGameStore, type GameStore } from '../../src/store/game';
import { reviewedGame } from '../../src/store/game/review/reviewed';
import type { ReviewDepth } from '../../src/store/game/review/reviewSession';
import type { ReviewSummary } from '../../src/ai/review/review';
import { type Judgement, judgementOfGlyph } from '../../src/ai/review/judgements';
import type { GameSpec } from '../../src/store/game/savedGame';
import type { StoreApi } from 'zustand/vanilla';

function storeOf(spec: GameSpec, moves: readonly Move[]): StoreApi<GameStore> {
  const store = createGameStore();
  store.getState().newGame(spec);
  for (const move of moves) store.getState().play(move);
  return store;
}

/**
 * A game reviewed at `depth`: each side's counts and accuracy, each move's judgement and
 * evaluation, and the time it took.
 */
export async function reviewOf(
  games: AiTable,
  spec: GameSpec,
  moves: readonly Move[],
  depth: ReviewDepth,
): Promise<{
  summary: ReviewSummary;
  judgements: (Judgement | undefined)[];
  /** The lead after each move from Black's side, in units; undefined for a counted win. */
  leads: (number | undefined)[];
  ms: number;
  cpuMs: number;
}> {
  const store = storeOf(spec, moves);
  const stop = attachReview(
    store,
    createAiClient(() => createLocalWorker(games)),
  );
  const start = performance.now();
  const cpu = process.cpuUsage();
  await new Promise<void>((resolve) => {
    const unsubscribe = store.subscribe((s) => {
      if (s.review?.run === undefined || s.review.run.status !== 'running') {
        unsubscribe();
        resolve();
      }
    });
    store.getState().startReview(depth);
  });
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  stop();
  const s = store.getState();
  const { summary } = reviewedGame(s.line(), games[spec.game].ai.review, s.review?.start);
  const judgements = s.moves.map((m) =>
    (m.notes?.glyphs ?? []).map(judgementOfGlyph).find((j) => j !== undefined),
  );
  const leads = s.moves.map((m) => {
    const evaluation = m.notes?.eval;
    return evaluation && 'score' in evaluation ? evaluation.score : undefined;
  });
  return { summary, judgements, leads, ms, cpuMs: (used.user + used.system) / 1000 };
}
