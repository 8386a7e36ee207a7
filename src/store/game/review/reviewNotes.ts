import { evaluationOfVerdict, judge, type ReviewRules } from '../../../ai/review/review';
import { JUDGEMENT_GLYPHS, judgementOfGlyph } from '../../../ai/review/judgements';
import { cleanNotes, playerOf } from '../../../engine';
import type { ReplayedLine } from '../replayedLine';
import type { ReviewFindings } from './reviewSession';
import type { MoveRecord } from '../savedGame';

/**
 * The game's moves with a run's findings in their notes: on every move the evaluation of
 * the position it led to, and on each judged move its glyph and the better move. The
 * review's own glyphs are replaced; a player's other glyphs and notes stay.
 */
export function reviewedMoves(
  line: ReplayedLine,
  rules: ReviewRules,
  { verdicts, best }: ReviewFindings,
): MoveRecord[] {
  return line.records.map((record, i): MoveRecord => {
    const mover = playerOf(line.position(i).turn);
    const better = best[i] !== undefined && best[i] !== record.text ? best[i] : undefined;
    // A move the search itself put first is never judged: its loss is the horizon's.
    const judgement = better && judge(rules, verdicts[i], verdicts[i + 1], mover);
    const others = (record.notes?.glyphs ?? []).filter((g) => judgementOfGlyph(g) === undefined);
    const notes = cleanNotes({
      ...record.notes,
      eval: evaluationOfVerdict(rules, verdicts[i + 1]),
      glyphs: judgement ? [JUDGEMENT_GLYPHS[judgement], ...others] : others,
      best: judgement ? better : undefined,
    });
    return notes ? { move: record.move, text: record.text, notes } : record;
  });
}
