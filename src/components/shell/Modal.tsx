import { type ReactNode, useLayoutEffect, useRef } from 'react';

interface ModalProps {
  readonly labelId: string;
  readonly describedBy?: string;
  readonly onCancel: () => void;
  readonly testId: string;
  readonly children: ReactNode;
}

/**
 * A modal <dialog>: the browser traps focus, makes the page behind inert and closes it
 * on Escape. It opens on its first control, so a dialog lists a safe choice first (Cancel
 * before Resign), and focus goes back where it was when the dialog closes.
 */
export function Modal({ labelId, describedBy, onCancel, testId, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Opened as the dialog is committed, not in a later task: in between it would be in the
  // page but closed, invisible and out of the accessibility tree (tests that found it
  // there failed under load).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement;
    // jsdom and old browsers lack showModal; an open non-modal dialog still works there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (previous instanceof HTMLElement || previous instanceof SVGElement) previous.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="hx-modal"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
