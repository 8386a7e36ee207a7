import { makeMoveText, rulesOf } from '../engine';
import { INPUTS } from '../input/registry';
import { useGame, useGameStore } from '../store/context';
import {
  selectCanEnd,
  selectCanRedo,
  selectCanUndo,
  selectHintMove,
  selectHintPending,
  selectMover,
  selectPosition,
  selectResigner,
  selectSettings,
  selectSpec,
  selectThinking,
} from '../store/selectors';
import { useConfirm } from './ConfirmContext';
import { playerName } from './labels';

/** Undo and redo, the Abalone endings the players choose, and display settings. */
export function GameControls() {
  const canUndo = useGame(selectCanUndo);
  const canRedo = useGame(selectCanRedo);
  const canEnd = useGame(selectCanEnd);
  const spec = useGame(selectSpec);
  const settings = useGame(selectSettings);
  const mover = useGame(selectMover);
  const thinking = useGame(selectThinking);
  const hint = useGame(selectHintMove);
  const hintPending = useGame(selectHintPending);
  const pos = useGame(selectPosition);
  const confirm = useConfirm();
  const store = useGameStore().getState;
  const resigner = playerName(useGame(selectResigner));

  return (
    <section className="hx-panel hx-controls" aria-label="Controls">
      <div className="hx-button-row">
        <button
          type="button"
          data-action="undo"
          title="Undo (Ctrl+Z)"
          disabled={!canUndo}
          onClick={() => store().undo()}
        >
          Undo
        </button>
        <button
          type="button"
          data-action="redo"
          title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
          disabled={!canRedo}
          onClick={() => store().redo()}
        >
          Redo
        </button>
        <button
          type="button"
          data-action="hint"
          title="Ask the computer for a move"
          disabled={!canEnd || thinking || mover !== 'human' || hintPending || hint !== undefined}
          onClick={() => store().requestHint()}
        >
          Hint
        </button>
        {rulesOf(spec.game).playersMayEnd && (
          <>
            <button
              type="button"
              data-action="resign"
              disabled={!canEnd}
              onClick={() =>
                confirm({
                  title: `${resigner} resigns?`,
                  message: `${resigner} gives up the game.`,
                  confirmLabel: 'Resign',
                  onConfirm: () => store().resign(),
                })
              }
            >
              Resign
            </button>
            <button
              type="button"
              data-action="draw"
              disabled={!canEnd}
              onClick={() =>
                confirm({
                  title: 'Agree a draw?',
                  message: 'Both players agree to end the game as a draw.',
                  confirmLabel: 'Agree draw',
                  onConfirm: () => store().agreeDraw(),
                })
              }
            >
              Agree draw
            </button>
          </>
        )}
      </div>
      {(hintPending || hint !== undefined) && (
        <p className="hx-hint-text" role="status" data-testid="hint">
          {hint !== undefined ? (
            <>
              Hint: <strong className="hx-notation">{makeMoveText(pos, hint)}</strong>
            </>
          ) : (
            'Looking for a good move…'
          )}
        </p>
      )}
      <div className="hx-toggles">
        <label>
          <input
            type="checkbox"
            checked={settings.coordinates}
            data-setting="coordinates"
            onChange={(e) => store().setSetting('coordinates', e.target.checked)}
          />
          Coordinates
        </label>
        {INPUTS[spec.game].hintsLabel !== undefined && (
          <label>
            <input
              type="checkbox"
              checked={settings.hints}
              data-setting="hints"
              onChange={(e) => store().setSetting('hints', e.target.checked)}
            />
            {INPUTS[spec.game].hintsLabel}
          </label>
        )}
      </div>
    </section>
  );
}
