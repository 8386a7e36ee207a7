import { makeMoveText } from '../../engine';
import { useT } from '../../i18n/context';
import { useGame, useGameStore } from '../../store/context';
import {
  selectCanEnd,
  selectCanRedo,
  selectCanUndo,
  selectHintMove,
  selectHintPending,
  selectMover,
  selectPosition,
  selectThinking,
} from '../../store/game/selectors';
import { ClockButton } from '../clock/ClockButton';
import { DrawOfferBar } from './DrawOfferBar';
import { GameActionsButton } from './GameActionsButton';

/**
 * Takeback, redo and a hint, which a player reaches for all game long, the clocks' pause,
 * an answer to a draw offer and the hint found. The rarer controls are `EndingControls`, after the moves.
 */
export function GameControls() {
  const canUndo = useGame(selectCanUndo);
  const canRedo = useGame(selectCanRedo);
  const canEnd = useGame(selectCanEnd);
  const mover = useGame(selectMover);
  const thinking = useGame(selectThinking);
  const hint = useGame(selectHintMove);
  const hintPending = useGame(selectHintPending);
  const pos = useGame(selectPosition);
  const store = useGameStore().getState;
  const t = useT();
  const said = t.side.controls;

  return (
    <section className="hx-panel hx-controls" aria-label={said.label}>
      <div className="hx-button-row">
        <button
          type="button"
          data-action="undo"
          title={said.undoTitle}
          disabled={!canUndo}
          onClick={() => store().undo()}
        >
          {said.undo}
        </button>
        <button
          type="button"
          data-action="redo"
          title={said.redoTitle}
          disabled={!canRedo}
          onClick={() => store().redo()}
        >
          {said.redo}
        </button>
        <button
          type="button"
          data-action="hint"
          title={said.hintTitle}
          disabled={!canEnd || thinking || mover !== 'human' || hintPending || hint !== undefined}
          onClick={() => store().requestHint()}
        >
          {said.hint}
        </button>
        <ClockButton />
        <GameActionsButton />
      </div>
      <DrawOfferBar />
      {(hintPending || hint !== undefined) && (
        <p className="hx-hint-text" role="status" data-testid="hint">
          {hint !== undefined ? (
            <>
              {said.hintIs} <strong className="hx-notation">{makeMoveText(pos, hint)}</strong>
            </>
          ) : (
            said.hintSearching
          )}
        </p>
      )}
    </section>
  );
}
