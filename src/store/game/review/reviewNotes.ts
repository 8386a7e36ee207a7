import { evaluationOfVerdict, judge, lossOf, type ReviewRules } from '../../../ai/review/review';
import { type Judgement, JUDGEMENT_GLYPHS, judgementOfGlyph } from '../../../ai/review/judgements';
import { cleanNotes, playerOf } from '../../../engine';
import type { ReplayedLine } from '../replayedLine';
import type { ReviewFindings } from './reviewSession';
import type { MoveRecord } from '../savedGame';

/**
 * The judgement of the move after position `i` by the findings, and the better move; a
 * move the search itself put first is never judged: its loss is the horizon's.
 */
export function judgementAt(
  line: ReplayedLine,
  rules: ReviewRules,
  { verdicts, best }: ReviewFindings,
  i: number,
): { judgement: Judgement | undefined; better: string | undefined; loss: number } {
  const text = line.records[i].text;
  const better = best[i] !== undefined && best[i] !== text ? best[i] : undefined;
  const mover = playerOf(line.position(i).turn);
  return {
    judgement: better === undefined ? undefined : judge(rules, verdicts[i], verdicts[i + 1], mover),
    better,
    loss: lossOf(rules, verdicts[i], verdicts[i + 1], mover),
  };
}

/**
 * The game's moves with a run's findings in their notes: on every move the evaluation of
 * the position it led to, and on each judged move its glyph and the better move. The
 * review's own glyphs are replaced; a player's other glyphs and notes stay.
 */
export function reviewedMoves(
  line: ReplayedLine,
  rules: ReviewRules,
  findings: ReviewFindings,
): MoveRecord[] {
  return line.records.map((record, i): MoveRecord => {
    const { judgement, better } = judgementAt(line, rules, findings, i);
    const others = (record.notes?.glyphs ?? []).filter((g) => judgementOfGlyph(g) === undefined);
    const notes = cleanNotes({
      ...record.notes,
      eval: evaluationOfVerdict(rules, findings.verdicts[i + 1]),
      glyphs: judgement ? [JUDGEMENT_GLYPHS[judgement], ...others] : others,
      best: judgement ? better : undefined,
    });
    return notes ? { move: record.move, text: record.text, notes } : record;
  });
}
