import type { StoreApi } from 'zustand/vanilla';
import { AiCancelledError, type AnalysisClient, createAiClient } from '../../ai/worker/client';
import { helperPool, newAiWorker } from './aiWorkers';
import { bestLine, type ReviewBudget } from './bestLine';
import { lossOf, type Verdict } from '../../ai/review/review';
import type { Outcome } from '../../engine';
import { gameModule } from '../../games';
import type { GameStore } from '../game';
import type { ReplayedLine } from '../game/replayedLine';
import { learnChecking, learnJudged } from '../game/review/learning';
import { reviewedGame } from '../game/review/reviewed';
import { judgementAt, reviewedMoves } from '../game/review/reviewNotes';
import { isMistakeOrWorse } from '../../ai/review/judgements';
import type { ReviewDepth, ReviewFindings, ReviewRun } from '../game/review/reviewSession';

/** The review's own worker, apart from the computer player's and the analysis board's. */
export const workerReviewClient = (): AnalysisClient => createAiClient(newAiWorker, helperPool());

/**
 * The search's budget for each position, in nodes: the same game and setting get the same
 * marks on any machine and at any load, where a budget of time gave a busy machine
 * shallower searches (five reviews of one game marked 6 to 12 inaccuracies). A quick review
 * of a 100-ply game takes about ten seconds on a laptop, a deep one about a minute
 * (docs/ai.md has the measurements).
 */
export const REVIEW_BUDGETS: Readonly<Record<ReviewDepth, ReviewBudget>> = {
  quick: { maxNodes: 30_000 },
  deep: { maxNodes: 240_000 },
};

/** How long a move tried in "learn from your mistakes" is searched: as a deep review would. */
export const LEARN_BUDGET: ReviewBudget = REVIEW_BUDGETS.deep;

/**
 * How long a quick review searches again the two positions around a move it would mark a
 * mistake or a blunder, or that loses its game's `ReviewRules.recheck`: as a deep review
 * would, so that its judgement of that move is the deep review's, at the cost of a few
 * positions more.
 */
export const RECHECK_BUDGET: ReviewBudget = REVIEW_BUDGETS.deep;

/** The verdict of a finished position: its winner's, or even for a draw. */
const verdictOfOutcome = (outcome: Outcome): Verdict =>
  outcome.winner === undefined
    ? { kind: 'lead', lead: 0 }
    : { kind: 'win', winner: outcome.winner, plies: undefined };

export interface ReviewOptions {
  readonly budgets?: Readonly<Record<ReviewDepth, ReviewBudget>>;
  readonly learnBudget?: ReviewBudget;
  readonly recheckBudget?: ReviewBudget;
}

/** The verdict of the position after `ply` moves of `line`, and its best move unless it is over. */
async function searchOf(
  client: AnalysisClient,
  line: ReplayedLine,
  ply: number,
  budget: ReviewBudget,
): Promise<{ verdict: Verdict; best: string | undefined }> {
  const outcome = line.outcome(ply);
  if (outcome) return { verdict: verdictOfOutcome(outcome), best: undefined };
  return bestLine(client, line.position(ply), line.replay.keys.slice(0, ply), budget);
}

/**
 * Runs the post-game review: while the store's review has a run going, searches every
 * position of the game in turn, the start first, and reports each to the store; a
 * cancelled run, or a game changed under it, stops the search by terminating the worker
 * (`client.cancel`). In "learn from your mistakes" it scores the move the player tries.
 * Returns the function that stops it and releases the client.
 */
export function attachReview(
  store: StoreApi<GameStore>,
  client: AnalysisClient,
  {
    budgets = REVIEW_BUDGETS,
    learnBudget = LEARN_BUDGET,
    recheckBudget = RECHECK_BUDGET,
  }: ReviewOptions = {},
): () => void {
  let current: number | undefined;
  let stopped = false;

  const run = async (r: ReviewRun): Promise<void> => {
    const s = store.getState();
    const line = s.line();
    const texts = line.records.map((m) => m.text).join(' ');
    const verdicts: Verdict[] = [];
    const best: (string | undefined)[] = [];
    try {
      for (let ply = 0; ply <= line.records.length; ply++) {
        const found = await searchOf(client, line, ply, budgets[r.depth]);
        if (current !== r.id) return;
        verdicts.push(found.verdict);
        best.push(found.best);
        store.getState().reviewProgress(r.id, ply + 1);
      }
      const findings: ReviewFindings = { verdicts, best };
      const rules = gameModule(s.spec.game).ai.review;
      const recheck = rules.recheck;
      if (r.depth === 'quick' && recheck !== undefined) {
        // Searched again: the positions, so that none is searched twice.
        const deeper = new Set<number>();
        const suspect = (i: number): boolean => {
          if (deeper.has(i) && deeper.has(i + 1)) return false;
          const { judgement, better, loss } = judgementAt(line, rules, findings, i);
          return better !== undefined && (isMistakeOrWorse(judgement) || loss >= recheck);
        };
        const left = (from: number): number => {
          let n = 0;
          for (let i = from; i < line.records.length; i++) if (suspect(i)) n += 1;
          return n;
        };
        let done = 0;
        store.getState().reviewRechecking(r.id, 0, left(0));
        for (let i = 0; i < line.records.length; i++) {
          if (!suspect(i)) continue;
          for (const ply of [i, i + 1]) {
            if (deeper.has(ply)) continue;
            const found = await searchOf(client, line, ply, recheckBudget);
            if (current !== r.id) return;
            verdicts[ply] = found.verdict;
            best[ply] = found.best;
            deeper.add(ply);
          }
          done += 1;
          // A position searched again can make the next move a suspect, or clear it.
          store.getState().reviewRechecking(r.id, done, done + left(i + 1));
        }
      }
      const now = store.getState();
      if (
        now
          .line()
          .records.map((m) => m.text)
          .join(' ') !== texts
      ) {
        now.reviewFailed(r.id, 'changed');
        return;
      }
      now.reviewFinished(r.id, reviewedMoves(now.line(), rules, findings), verdicts[0]);
    } catch (error) {
      if (error instanceof AiCancelledError || current !== r.id) return;
      store.getState().reviewFailed(r.id, error instanceof Error ? error.message : String(error));
    } finally {
      if (current === r.id) current = undefined;
    }
  };

  /** Scores the move tried in place of the mistake being learnt from. */
  const learn = async (s: GameStore): Promise<void> => {
    const l = s.review?.learning;
    if (!l || l.status !== 'waiting') return;
    const ply = l.plies[l.index];
    const viewed = s.viewed();
    const fromGame = s.path.length === 0;
    // A try is one move from the position before the mistake: into a side line leaving
    // there, or the game's own move again. Marked as being scored at once, it is scored once.
    if (s.cursor !== ply) return;
    if (!fromGame && s.variations[s.path[0]]?.ply !== ply - 1) return;
    if (!fromGame && s.path.length !== 1) return;
    const text = viewed.records[ply - 1].text;
    learnChecking(store, { text, path: s.path });
    const rules = gameModule(s.spec.game).ai.review;
    const game = reviewedGame(s.line(), rules, s.review?.start);
    const before = ply === 1 ? s.review?.start : game.points[ply - 2].verdict;
    const mover = game.points[ply - 1].mover;
    try {
      const outcome = viewed.outcome(ply);
      const after = outcome
        ? verdictOfOutcome(outcome)
        : (
            await bestLine(
              client,
              viewed.position(ply),
              viewed.replay.keys.slice(0, ply),
              learnBudget,
            )
          ).verdict;
      if (stopped) return;
      const reference = before ?? after;
      const loss = lossOf(rules, reference, after, mover);
      const accepted = !fromGame && loss < rules.margins.inaccuracy;
      learnJudged(store, loss, accepted);
    } catch (error) {
      if (error instanceof AiCancelledError || stopped) return;
      learnJudged(store, Infinity, false);
    }
  };

  const check = (): void => {
    if (stopped) return;
    const s = store.getState();
    const r = s.review?.run;
    const wanted = r?.status === 'running' ? r.id : undefined;
    if (wanted !== current) {
      client.cancel();
      current = wanted;
      if (r && wanted !== undefined) void run(r);
      return;
    }
    if (current === undefined) void learn(s);
  };

  const unsubscribe = store.subscribe(check);
  check();
  return () => {
    stopped = true;
    current = undefined;
    unsubscribe();
    client.dispose();
  };
}
