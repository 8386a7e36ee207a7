import { useT } from '../../i18n/context';
import { type Attempt, MAX_HINTS } from '../../puzzles/attempt';

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
        title={attempt.hints === 0 ? t.puzzles.hintTitle : t.puzzles.hintWhereTitle}
        disabled={attempt.status !== 'solving' || attempt.hints >= MAX_HINTS}
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
        disabled={attempt.shown !== undefined}
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
