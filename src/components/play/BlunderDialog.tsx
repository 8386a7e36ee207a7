import { useId } from 'react';
import { useT } from '../../i18n/context';
import { Modal } from '../shell/Modal';

/**
 * The blunder warning's question: what the move gives away, in its game's words, and the
 * two ways on. Taking the move back comes first, so that the dialog opens on the safe
 * choice, and Escape does the same; the board gets its focus back either way.
 */
export function BlunderDialog({
  warning,
  onPlay,
  onCancel,
}: {
  readonly warning: string;
  readonly onPlay: () => void;
  readonly onCancel: () => void;
}) {
  const id = useId();
  const t = useT().play.blunder;
  return (
    <Modal
      labelId={`${id}-title`}
      describedBy={`${id}-body`}
      onCancel={onCancel}
      testId="blunder-warning"
    >
      <h2 id={`${id}-title`}>{t.title}</h2>
      <p id={`${id}-body`}>{warning}</p>
      <div className="hx-dialog-buttons">
        <button type="button" data-action="cancel-move" onClick={onCancel}>
          {t.cancel}
        </button>
        <button type="button" className="hx-primary" data-action="play-anyway" onClick={onPlay}>
          {t.playAnyway}
        </button>
      </div>
    </Modal>
  );
}
