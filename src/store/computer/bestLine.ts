import type { AnalysisClient } from '../../ai/worker/client';
import type { Verdict } from '../../ai/review/review';
import { verdictOfScore } from '../../ai/review/reviewScore';
import { makePosition, playerOf, type Position } from '../../engine';
import { gameModule } from '../../games';

/** A search's budget: wall-clock time, or nodes for answers that depend on the request alone. */
export type ReviewBudget = { readonly timeMs: number } | { readonly maxNodes: number };

/**
 * The best line of `pos` within `budget`; a search that ran out of its budget before its
 * first depth is followed by one of a single ply, which always finishes.
 */
export async function bestLine(
  client: AnalysisClient,
  pos: Position,
  history: readonly string[],
  budget: ReviewBudget,
): Promise<{ verdict: Verdict; best: string }> {
  const input = { position: makePosition(pos), history, lines: 1 };
  let found = await client.analyse({ ...input, ...budget }, () => {});
  if (found.lines.length === 0) found = await client.analyse({ ...input, maxDepth: 1 }, () => {});
  const top = found.lines[0];
  if (!top) throw new Error('the search found no move');
  const unit = gameModule(pos.game).ai.unit;
  return {
    verdict: verdictOfScore(playerOf(pos.turn), top.score, unit, found.solved),
    best: top.texts[0],
  };
}
