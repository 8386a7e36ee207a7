import { memo } from 'react';
import { judgementOfGlyph } from '../../ai/review/judgements';
import { type Glyph, PLAYERS } from '../../engine';
import { useI18n } from '../../i18n/context';

interface MoveButtonProps {
  /** Plies played once this move is on the board: 1 for the first move. */
  readonly ply: number;
  readonly text: string;
  /** The move's first glyph (`!?`), shown after it; empty for none. */
  readonly glyph: Glyph | '';
  /** Whether the move has a comment, shown in the row under it. */
  readonly commented: boolean;
  readonly current: boolean;
  readonly onGoTo: (ply: number) => void;
}

/** One move of the list. Memoised: a long game's list re-renders only the moves that change. */
export const MoveButton = memo(function MoveButton({
  ply,
  text,
  glyph,
  commented,
  current,
  onGoTo,
}: MoveButtonProps) {
  const { t, number } = useI18n();
  // Black plays the odd plies.
  const player = t.play.players[PLAYERS[(ply - 1) % 2]];
  // The review's glyphs (`?!`, `?`, `??`) are its judgements, said in words as well.
  const judgement = glyph === '' ? undefined : judgementOfGlyph(glyph);
  return (
    <button
      type="button"
      className="hx-move"
      aria-label={
        t.side.moves.move(number(Math.ceil(ply / 2)), player, text + glyph) +
        (judgement ? `, ${t.review.judgement[judgement]}` : '') +
        (commented ? `, ${t.side.moves.notes.commented}` : '')
      }
      aria-current={current ? 'step' : undefined}
      data-ply={ply}
      data-judgement={judgement}
      onClick={() => onGoTo(ply)}
    >
      {text}
      {glyph !== '' && <span className="hx-glyph">{glyph}</span>}
      {commented && (
        <span className="hx-commented" aria-hidden="true">
          •
        </span>
      )}
    </button>
  );
});
