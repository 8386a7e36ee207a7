import { judge, lossOf, type Verdict } from '../../ai/review/review';
import type { Judgement } from '../../ai/review/judgements';
import type { AnalysisClient } from '../../ai/worker/client';
import {
  makeMoveText,
  type Move,
  outcome,
  play,
  playerOf,
  type Position,
  positionKey,
} from '../../engine';
import { gameModule } from '../../games';
import type { Mistake } from '../library/mistakes';
import { bestLine, type ReviewBudget } from './bestLine';

/** How a move tried in place of a mistake stands against the review's better move. */
export type MistakeAnswer =
  | { readonly kind: 'best' }
  /** As good as the better move: it loses less than the review's margin of an inaccuracy. */
  | { readonly kind: 'good'; readonly loss: number }
  /** An inaccuracy or worse, by the review's own margins. */
  | { readonly kind: 'worse'; readonly loss: number; readonly judgement: Judgement };

/** As long as a quick review searches a position: an answer in about a second. */
export const ANSWER_BUDGET: ReviewBudget = { maxNodes: 30_000 };

/** The verdict after `move` in `pos`: the game's result if it ends there, or a search's. */
async function verdictAfter(
  client: AnalysisClient,
  pos: Position,
  move: Move,
  history: readonly string[],
  budget: ReviewBudget,
): Promise<Verdict> {
  const next = play(pos, move);
  const over = outcome(next);
  if (over) {
    return over.winner === undefined
      ? { kind: 'lead', lead: 0 }
      : { kind: 'win', winner: over.winner, plies: 0 };
  }
  return (await bestLine(client, next, [...history, positionKey(pos)], budget)).verdict;
}

/**
 * Judges the move tried at a mistake's position as "learn from your mistakes" does: the
 * review's move is right at once; another is searched, and is as good when it loses less
 * than an inaccuracy's margin against the position before (searched too where the review
 * kept no verdict of it).
 */
export async function answerMistake(
  client: AnalysisClient,
  mistake: Mistake,
  pos: Position,
  move: Move,
  budget: ReviewBudget = ANSWER_BUDGET,
): Promise<MistakeAnswer> {
  if (makeMoveText(pos, move) === mistake.best) return { kind: 'best' };
  const rules = gameModule(pos.game).ai.review;
  const mover = playerOf(pos.turn);
  const before = mistake.before ?? (await bestLine(client, pos, mistake.history, budget)).verdict;
  const after = await verdictAfter(client, pos, move, mistake.history, budget);
  const loss = lossOf(rules, before, after, mover);
  const judgement = judge(rules, before, after, mover);
  return judgement === undefined ? { kind: 'good', loss } : { kind: 'worse', loss, judgement };
}
