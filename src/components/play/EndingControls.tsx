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

/**
 * What is used less than the moves, so it follows them: the endings the players choose
 * (resigning in every game, a draw offer where the rules allow a draw), who plays each
 * side, and how the board is shown.
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
    <section className="hx-panel hx-more" aria-label={said.moreLabel}>
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
