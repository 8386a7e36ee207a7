import { useT } from '../../i18n/context';
import type { Attempt } from '../../puzzles/attempt';

/** What can be done with the attempt on show: a hint, again, the solution, the next puzzle. */
export function PuzzleActions({
  attempt,
  onHint,
  onRetry,
  onReveal,
  onNext,
}: {
  readonly attempt: Attempt;
  readonly onHint: () => void;
  readonly onRetry: () => void;
  readonly onReveal: () => void;
  readonly onNext: () => void;
}) {
  const t = useT();
  return (
    <div className="hx-puzzle-actions">
      <button
        type="button"
        data-action="puzzle-hint"
        title={t.puzzles.hintTitle}
        disabled={attempt.status !== 'solving' || attempt.hinted}
        onClick={onHint}
      >
        {t.puzzles.hint}
      </button>
      <button
        type="button"
        data-action="puzzle-retry"
        disabled={attempt.played.length === 0 && attempt.status === 'solving'}
        onClick={onRetry}
      >
        {t.puzzles.retry}
      </button>
      <button
        type="button"
        data-action="puzzle-solution"
        disabled={attempt.revealed}
        onClick={onReveal}
      >
        {t.puzzles.solution}
      </button>
      <button type="button" className="hx-primary" data-action="puzzle-next" onClick={onNext}>
        {t.puzzles.next}
      </button>
    </div>
  );
}
