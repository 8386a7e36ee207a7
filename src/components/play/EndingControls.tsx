import { rulesOf } from '../../games';
import { useT } from '../../i18n/context';
import { useGame, useGameStore } from '../../store/context';
import {
  selectCanEnd,
  selectCanOfferDraw,
  selectResigner,
  selectResignerIsHuman,
  selectSpec,
} from '../../store/game/selectors';
import { useConfirm } from '../shell/ConfirmContext';
import { FlipButton } from '../board/FlipButton';
import { Seats } from './Seats';
import { BoardSettingsLink } from '../settings/Settings';
import { canFoldGameActions, GAME_ACTIONS_ID } from './gameActions';

/**
 * What is used less than the moves, so it follows them: the endings the players choose
 * (resigning in every game, a draw offer where the rules allow a draw), who plays each
 * side, and how the board is shown. Where room is short it is a sheet (a native popover:
 * a tap outside or Escape closes it) that "⋯" opens; elsewhere the styles keep it in place.
 */
export function EndingControls() {
  const canEnd = useGame(selectCanEnd);
  const canOfferDraw = useGame(selectCanOfferDraw);
  const resignerIsHuman = useGame(selectResignerIsHuman);
  const spec = useGame(selectSpec);
  const confirm = useConfirm();
  const store = useGameStore().getState;
  const t = useT();
  const said = t.side.controls;
  const resigner = t.play.players[useGame(selectResigner)];
  return (
    <section
      className="hx-panel hx-more"
      id={GAME_ACTIONS_ID}
      popover={canFoldGameActions ? 'auto' : undefined}
      aria-label={said.moreLabel}
      data-testid="game-actions"
    >
      {canFoldGameActions && (
        <div className="hx-more-head">
          <h2>{said.moreLabel}</h2>
          <button
            type="button"
            data-action="close-game-actions"
            popoverTarget={GAME_ACTIONS_ID}
            popoverTargetAction="hide"
          >
            {said.done}
          </button>
        </div>
      )}
      <div className="hx-button-row">
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
        <FlipButton />
        <BoardSettingsLink />
      </div>
      <Seats />
    </section>
  );
}
