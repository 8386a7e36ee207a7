import { useT } from '../../i18n/context';

/**
 * The solution stepped through on the board: its line, the move on show in words with
 * what it leaves on the board, and a step back and forth.
 */
export function PuzzleSolution({
  line,
  said,
  step,
  length,
  onPrev,
  onNext,
}: {
  readonly line: readonly string[];
  /** The move on show, or the start's words; none while the line is not being stepped through. */
  readonly said: string | undefined;
  /** How many of the line's moves the board shows. */
  readonly step: number | undefined;
  readonly length: number;
  readonly onPrev: () => void;
  readonly onNext: () => void;
}) {
  const t = useT();
  return (
    <div className="hx-puzzle-solution">
      <p className="hx-puzzle-line">
        {t.puzzles.line}: <span data-testid="puzzle-line">{line.join(' ')}</span>
      </p>
      {step !== undefined && (
        <>
          <p role="status" data-testid="puzzle-solution-step" data-step={step}>
            {said}
          </p>
          <div className="hx-puzzle-solution-steps">
            <button
              type="button"
              data-action="puzzle-solution-prev"
              aria-label={t.puzzles.solutionPrev}
              title={t.puzzles.solutionPrev}
              disabled={step === 0}
              onClick={onPrev}
            >
              ◀
            </button>
            <button
              type="button"
              data-action="puzzle-solution-next"
              aria-label={t.puzzles.solutionNext}
              title={t.puzzles.solutionNext}
              disabled={step >= length}
              onClick={onNext}
            >
              ▶
            </button>
          </div>
        </>
      )}
    </div>
  );
}
