import { gameStore, useGame } from '../store';
import {
  selectCanEnd,
  selectCanRedo,
  selectCanUndo,
  selectHint,
  selectHintPending,
  selectMover,
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
  const hint = useGame(selectHint);
  const hintPending = useGame(selectHintPending);
  const confirm = useConfirm();
  const store = gameStore.getState;
  const resigner = playerName(useGame(selectResigner));

  return (
    <section className="panel controls" aria-label="Controls">
      <div className="button-row">
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
        {spec.game === 'abalone' && (
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
      {(hintPending || hint) && (
        <p className="hint-text" role="status" data-testid="hint">
          {hint ? (
            <>
              Hint: <strong className="notation">{hint.text}</strong>
            </>
          ) : (
            'Looking for a good move…'
          )}
        </p>
      )}
      <div className="toggles">
        <label>
          <input
            type="checkbox"
            checked={settings.coordinates}
            data-setting="coordinates"
            onChange={(e) => store().setSetting('coordinates', e.target.checked)}
          />
          Coordinates
        </label>
        {spec.game === 'abacus' && (
          <label>
            <input
              type="checkbox"
              checked={settings.hints}
              data-setting="hints"
              onChange={(e) => store().setSetting('hints', e.target.checked)}
            />
            Mark stones that can slide
          </label>
        )}
      </div>
    </section>
  );
}
