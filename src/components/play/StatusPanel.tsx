import { playerOf } from '../../engine';
import { useI18n } from '../../i18n/context';
import { useGame, useGameStore } from '../../store/context';
import {
  selectFinalOutcome,
  selectOutcome,
  selectPosition,
  selectResultOpen,
  selectSpec,
  selectThinking,
  statusOf,
} from '../../store/game/selectors';
import { Clocks } from '../clock/Clocks';
import { ComputerFailure } from './ComputerFailure';
import { figureName, outcomeTitle, specName } from '../labels';

/**
 * The game being played, whose turn it is, the clocks and the numbers that decide the
 * game, and the way back to the result once it is over.
 */
export function StatusPanel() {
  const store = useGameStore();
  const spec = useGame(selectSpec);
  const pos = useGame(selectPosition);
  const outcome = useGame(selectOutcome);
  const finalOutcome = useGame(selectFinalOutcome);
  const resultOpen = useGame(selectResultOpen);
  const thinking = useGame(selectThinking);
  const turn = playerOf(pos.turn);
  const { t, number } = useI18n();
  const said = t.side.status;
  return (
    <section className="hx-panel hx-status" aria-label={said.label}>
      <p className="hx-game-spec" data-testid="game-spec">
        {specName(t, spec, number)}
      </p>
      <p className="hx-turn" data-testid="turn" data-player={outcome ? undefined : turn}>
        {outcome ? (
          <>
            <strong>{said.gameOver}</strong> {outcomeTitle(t, outcome)}
          </>
        ) : (
          <>
            <span className={`hx-swatch hx-${turn}`} aria-hidden="true" />
            <strong>{t.play.players[turn]}</strong> {said.toMove}
          </>
        )}
      </p>
      <Clocks />
      {finalOutcome && !resultOpen && (
        <button
          type="button"
          data-action="show-result"
          onClick={() => store.getState().showResult()}
        >
          {said.showResult}
        </button>
      )}
      {thinking && (
        <p className="hx-thinking" role="status" data-testid="thinking">
          <span className="hx-spinner" aria-hidden="true" />
          {said.thinking}
        </p>
      )}
      <ComputerFailure />
      <dl className="hx-counts">
        {statusOf(pos).map((f) => (
          <div key={f.key}>
            <dt>{figureName(t, pos.game, f.key)}</dt>
            <dd data-testid={f.key}>
              {f.of === undefined ? number(f.value) : `${number(f.value)} / ${number(f.of)}`}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
