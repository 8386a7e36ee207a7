import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../../i18n/context';
import { useGame } from '../../store/context';
import type { GameStore } from '../../store/game';
import { selectCursor, selectPath, selectViewedMove } from '../../store/game/selectors';
import type { MoveRecord } from '../../store/game/savedGame';
import { lineMoves, validPath } from '../../store/game/sideLines/moveTree';
import type { Target } from './MoveNotesForm';

// The form loads when a player first opens it: most games are never annotated.
const MoveNotesForm = lazy(() =>
  import('./MoveNotesForm').then((m) => ({ default: m.MoveNotesForm })),
);

/** The move `target` names, if the game still has it. */
function recordAt(s: GameStore, target: Target | undefined): MoveRecord | undefined {
  if (target === undefined || !validPath(s.variations, target.path)) return undefined;
  return lineMoves(s.moves, s.variations, target.path)[target.ply - 1];
}

/**
 * The move list's Comment button and, once pressed, the form for the viewed move, in the
 * game or a side line, drawn into `slot`: a place in the panel's flow under its heading,
 * so that on any screen it pushes the list down rather than covering what is beside it.
 * The form stays with that move while the game goes on (the computer's reply moves the
 * view), and closes if the move is taken back.
 */
export function MoveNotesEditor({ slot }: { readonly slot: HTMLElement | null }) {
  const { t } = useI18n();
  const viewed = useGame(selectViewedMove);
  const cursor = useGame(selectCursor);
  const path = useGame(selectPath);
  const [target, setTarget] = useState<Target | undefined>(undefined);
  const record = useGame(useCallback((s: GameStore) => recordAt(s, target), [target]));
  const button = useRef<HTMLButtonElement>(null);
  const editing = target !== undefined && record !== undefined;
  const close = (): void => {
    setTarget(undefined);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        data-action="comment"
        aria-label={t.side.moves.notes.editTitle}
        aria-expanded={editing}
        title={t.side.moves.notes.editTitle}
        disabled={viewed === undefined && !editing}
        onClick={() => setTarget(editing ? undefined : { path, ply: cursor })}
      >
        ✎
      </button>
      {editing &&
        slot &&
        createPortal(
          <Suspense fallback={null}>
            <MoveNotesForm
              key={`${target.path.join('.')}:${target.ply}`}
              record={record}
              target={target}
              onDone={close}
            />
          </Suspense>,
          slot,
        )}
    </>
  );
}
