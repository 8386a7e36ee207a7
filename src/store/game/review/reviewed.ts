import { type Judgement, judgementOfGlyph } from '../../../ai/review/judgements';
import {
  type ReviewedMove,
  type ReviewRules,
  type ReviewSummary,
  summarise,
  type Verdict,
  verdictOfEvaluation,
} from '../../../ai/review/review';
import { type Player, playerOf } from '../../../engine';
import type { ReplayedLine } from '../replayedLine';

/** One move of the game as its notes show the review. */
export interface ReviewPoint {
  readonly ply: number;
  readonly mover: Player;
  /** The position after the move; undefined for a move without an evaluation. */
  readonly verdict: Verdict | undefined;
  readonly judgement: Judgement | undefined;
  /** The better move in notation, on a judged move. */
  readonly best: string | undefined;
}

/** The review of a game as its moves' notes hold it: what the graph and summary show. */
export interface ReviewedGame {
  readonly points: readonly ReviewPoint[];
  readonly summary: ReviewSummary;
  /** Whether every move has an evaluation: the game needs no run to be shown. */
  readonly complete: boolean;
}

/**
 * The review of the game's own line (never a side line) from its notes: each move's
 * evaluation and glyph. `start` is the start position's verdict, where a run found it.
 */
export function reviewedGame(
  line: ReplayedLine,
  rules: ReviewRules,
  start: Verdict | undefined,
): ReviewedGame {
  const points: ReviewPoint[] = line.records.map((record, i) => ({
    ply: i + 1,
    mover: playerOf(line.position(i).turn),
    verdict: record.notes?.eval && verdictOfEvaluation(record.notes.eval),
    judgement: judgementOfGlyph(record.notes?.glyphs?.[0]),
    best: record.notes?.best,
  }));
  const moves: ReviewedMove[] = points.flatMap((p, i) => {
    if (p.verdict === undefined) return [];
    const before = i === 0 ? start : points[i - 1].verdict;
    return [{ mover: p.mover, before, after: p.verdict, judgement: p.judgement }];
  });
  return {
    points,
    summary: summarise(rules, moves),
    complete: points.length > 0 && points.every((p) => p.verdict !== undefined),
  };
}
