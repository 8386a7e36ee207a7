import type { Verdict } from '../../ai/review/review';
import type { I18n } from '../../i18n/context';

/**
 * A review's verdict of a position as the graph and the summary say it: Black's lead as
 * "+1.2", a counted win as "+#5" (moves, signed for its winner), an uncounted one in words.
 */
export function verdictText({ number, t }: I18n, verdict: Verdict): string {
  if (verdict.kind === 'lead') {
    return number(verdict.lead, {
      signDisplay: 'exceptZero',
      maximumFractionDigits: 1,
      minimumFractionDigits: 1,
    });
  }
  if (verdict.plies === undefined) return t.analysis.wins(t.play.players[verdict.winner]);
  const sign = verdict.winner === 'black' ? '+' : '−';
  return `${sign}${t.analysis.winShort(number(Math.max(1, Math.ceil(verdict.plies / 2))))}`;
}
