import { makeMoveText } from '../engine';
import { rulesOf } from '../games';
import { useT } from '../i18n/context';
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
  selectSpec,
  selectThinking,
} from '../store/game/selectors';
import { useConfirm } from './ConfirmContext';
import { DrawOfferBar } from './DrawOfferBar';
import { FlipButton } from './FlipButton';
import { BoardSettingsLink } from './Settings';

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
  const mover = useGame(selectMover);
  const thinking = useGame(selectThinking);
  const hint = useGame(selectHintMove);
  const hintPending = useGame(selectHintPending);
  const pos = useGame(selectPosition);
  const confirm = useConfirm();
  const store = useGameStore().getState;
  const t = useT();
  const said = t.play.controls;
  const resigner = t.play.players[useGame(selectResigner)];

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
        <button
          type="button"
          data-action="resign"
          disabled={!canEnd || !resignerIsHuman}
          onClick={() =>
            confirm({
              title: said.resignTitle(resigner),
              message: said.resignMessage(resigner),
              confirmLabel: said.resign,
              onConfirm: () => store().resign(),
            })
          }
        >
          {said.resign}
        </button>
        {rulesOf(spec.game).playersMayEnd && (
          <button
            type="button"
            data-action="draw"
            title={said.offerDrawTitle(resigner)}
            disabled={!canOfferDraw}
            onClick={() => store().offerDraw()}
          >
            {said.offerDraw}
          </button>
        )}
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
      <div className="hx-button-row hx-view-row">
        <FlipButton />
        <BoardSettingsLink />
      </div>
    </section>
  );
}
