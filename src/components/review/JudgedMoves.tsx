import { memo } from 'react';
import { JUDGEMENT_GLYPHS } from '../../ai/review/judgements';
import { useI18n } from '../../i18n/context';
import type { ReviewPoint } from '../../store/game/review/reviewed';
import { useReviewWords } from './useReviewWords';

interface JudgedMovesProps {
  readonly points: readonly ReviewPoint[];
  /** Each move's notation, by ply less one. */
  readonly moves: readonly string[];
  readonly current: number;
  readonly onGo: (ply: number) => void;
}

/**
 * The judged moves in one row, each a button to its move: what a player steps through
 * after a review, without hunting for the marks in the move list.
 */
export const JudgedMoves = memo(function JudgedMoves({
  points,
  moves,
  current,
  onGo,
}: JudgedMovesProps) {
  const { t, number } = useI18n();
  const w = useReviewWords();
  const judged = points.filter((p) => p.judgement !== undefined);
  if (judged.length === 0) return <p className="hx-review-note">{w.judgedNone}</p>;
  return (
    <ol className="hx-judged-moves" aria-label={w.judged} data-testid="judged-moves">
      {judged.map((p) => {
        const judgement = p.judgement!;
        const move = `${number(Math.ceil(p.ply / 2))}${p.mover === 'black' ? '.' : '…'}`;
        return (
          <li key={p.ply}>
            <button
              type="button"
              className={`hx-judged-move hx-by-${p.mover}`}
              data-action="go-judged"
              data-ply={p.ply}
              data-judgement={judgement}
              aria-current={p.ply === current ? 'step' : undefined}
              aria-label={w.judgedMove(
                `${move} ${moves[p.ply - 1] ?? ''}`,
                t.play.players[p.mover],
                t.review.judgement[judgement],
              )}
              onClick={() => onGo(p.ply)}
            >
              <span className={`hx-judged-key hx-judged-${judgement}`} aria-hidden="true" />
              {move} {moves[p.ply - 1]}
              {JUDGEMENT_GLYPHS[judgement]}
            </button>
          </li>
        );
      })}
    </ol>
  );
});
