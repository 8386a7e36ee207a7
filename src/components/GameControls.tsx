import { makeMoveText, rulesOf } from '../engine';
import { INPUTS } from '../input/registry';
import { useGame, useGameStore } from '../store/context';
import {
  selectCanEnd,
  selectCanOfferDraw,
  selectCanRedo,
  selectCanUndo,
  selectHintMove,
  selectHintPending,
  selectMover,
  selectPosition,
  selectResigner,
  selectResignerIsHuman,
  selectSettings,
  selectSpec,
  selectThinking,
} from '../store/selectors';
import { BoardSettings } from './BoardSettings';
import { useConfirm } from './ConfirmContext';
import { DrawOfferBar } from './DrawOfferBar';
import { playerName } from './labels';

/**
 * Takeback and redo, a hint, the endings the players choose (resigning in every game, a
 * draw offer where the rules allow a draw), and display settings.
 */
export function GameControls() {
  const canUndo = useGame(selectCanUndo);
  const canRedo = useGame(selectCanRedo);
  const canEnd = useGame(selectCanEnd);
  const canOfferDraw = useGame(selectCanOfferDraw);
  const resignerIsHuman = useGame(selectResignerIsHuman);
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
          title="Take back your last move (Ctrl+Z)"
          disabled={!canUndo}
          onClick={() => store().undo()}
        >
          Undo
        </button>
        <button
          type="button"
          data-action="redo"
          title="Play the taken-back move again (Ctrl+Shift+Z or Ctrl+Y)"
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
        <button
          type="button"
          data-action="resign"
          disabled={!canEnd || !resignerIsHuman}
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
        {rulesOf(spec.game).playersMayEnd && (
          <button
            type="button"
            data-action="draw"
            title={`${resigner} offers a draw`}
            disabled={!canOfferDraw}
            onClick={() => store().offerDraw()}
          >
            Offer draw
          </button>
        )}
      </div>
      <DrawOfferBar />
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
        <BoardSettings />
      </div>
    </section>
  );
}
