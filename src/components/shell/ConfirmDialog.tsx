import { useId } from 'react';
import { useT } from '../../i18n/context';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const t = useT();
  return (
    <Modal labelId={`${id}-title`} describedBy={`${id}-body`} onCancel={onCancel} testId="confirm">
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-body`}>{message}</p>
      <div className="hx-dialog-buttons">
        <button type="button" onClick={onCancel} data-action="cancel">
          {t.app.confirm.cancel}
        </button>
        <button type="button" className="hx-primary" onClick={onConfirm} data-action="confirm">
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
