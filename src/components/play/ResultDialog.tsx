import { useId } from 'react';
import type { Outcome, Position } from '../../engine';
import { useI18n } from '../../i18n/context';
import { outcomeReason, outcomeTitle } from '../labels';
import { Modal } from '../shell/Modal';

interface ResultDialogProps {
  readonly outcome: Outcome;
  readonly pos: Position;
  readonly onNewGame: () => void;
  readonly onRematch: () => void;
  /** A rematch with the colours swapped. */
  readonly onRematchSwap: () => void;
  /**
   * Whether both sides are people at this screen: the seats stay as they are and the
   * people trade places, which the swap's title tells them.
   */
  readonly hotSeat: boolean;
  /** Opens the post-game review of the game. */
  readonly onReview: () => void;
  /** Opens the analysis board on the game. */
  readonly onAnalyse: () => void;
  /**
   * Whether the game is a record that is over (an imported game): it is studied, not played
   * again, so Analyse takes the rematches' place.
   */
  readonly record: boolean;
  readonly onClose: () => void;
}

/** Who won and why, with the ways on. */
export function ResultDialog({
  outcome,
  pos,
  onNewGame,
  onRematch,
  onRematchSwap,
  hotSeat,
  onReview,
  onAnalyse,
  record,
  onClose,
}: ResultDialogProps) {
  const id = useId();
  const { t, number } = useI18n();
  const said = t.flow.result;
  return (
    <Modal labelId={`${id}-title`} describedBy={`${id}-body`} onCancel={onClose} testId="result">
      <h2 id={`${id}-title`} data-testid="result-title">
        {outcomeTitle(t, outcome)}
      </h2>
      <p id={`${id}-body`} data-testid="result-reason" data-reason={outcome.reason}>
        {outcomeReason(t, outcome, pos, number)}
      </p>
      <div className="hx-dialog-buttons">
        <button type="button" onClick={onClose} data-action="close">
          {said.viewBoard}
        </button>
        <button type="button" onClick={onReview} data-action="review" title={t.review.openTitle}>
          {t.review.open}
        </button>
        <button type="button" onClick={onNewGame} data-action="result-new-game">
          {said.newGame}
        </button>
        {record ? (
          <button
            type="button"
            className="hx-primary"
            onClick={onAnalyse}
            data-action="result-analyse"
            title={t.analysis.openTitle}
          >
            {said.analyse}
          </button>
        ) : (
          <>
            <button
              type="button"
              onClick={onRematchSwap}
              data-action="rematch-swap"
              title={hotSeat ? said.swapSeats : undefined}
            >
              {said.rematchSwap}
            </button>
            <button type="button" className="hx-primary" onClick={onRematch} data-action="rematch">
              {said.rematch}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
