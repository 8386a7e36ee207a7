import type { ReactNode, Ref } from 'react';
import { useT } from '../../i18n/context';
import type { Messages } from '../../i18n/en';

/** Where the bar stands: under a board of play (the game, a puzzle) or of a lesson. */
export type MoveBarLook = 'play' | 'lesson';

interface Look {
  readonly bar: string;
  readonly said: string;
  readonly testId: string;
  /** The Confirm button's class, which makes it stand out in play. */
  readonly confirm: string | undefined;
  readonly words: (t: Messages) => { readonly confirm: string; readonly cancel: string };
}

const LOOKS: Record<MoveBarLook, Look> = {
  play: {
    bar: 'hx-board-bar',
    said: 'hx-board-message',
    testId: 'board-message',
    confirm: 'hx-confirm',
    words: (t) => t.play.board,
  },
  lesson: {
    bar: 'hx-learn-bar',
    said: 'hx-learn-said',
    testId: 'try-message',
    confirm: undefined,
    words: (t) => t.learn.tryIt,
  },
};

export interface MoveBarProps {
  readonly look: MoveBarLook;
  readonly said: string;
  /** Whether a move waits for Confirm. */
  readonly pending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** More buttons, after Confirm and Cancel. */
  readonly children?: ReactNode;
  /** The bar counts as part of the board: a click on it keeps what is picked. */
  readonly ref?: Ref<HTMLDivElement>;
}

/** The line under a board: what the board says, and Confirm and Cancel while a move waits. */
export function MoveBar({ look, said, pending, onConfirm, onCancel, children, ref }: MoveBarProps) {
  const t = useT();
  const { bar, said: saidClass, testId, confirm, words } = LOOKS[look];
  const { confirm: confirmWord, cancel: cancelWord } = words(t);
  return (
    <div className={bar} ref={ref}>
      <p className={saidClass} role="status" data-testid={testId}>
        {said}
      </p>
      {pending && (
        <>
          <button type="button" className={confirm} data-action="confirm" onClick={onConfirm}>
            {confirmWord}
          </button>
          <button type="button" data-action="cancel-move" onClick={onCancel}>
            {cancelWord}
          </button>
        </>
      )}
      {children}
    </div>
  );
}
