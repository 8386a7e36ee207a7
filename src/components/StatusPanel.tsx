import { playerOf } from '../engine';
import { useGame, useGameStore } from '../store/context';
import {
  selectFinalOutcome,
  selectOutcome,
  selectPosition,
  selectResultOpen,
  selectSpec,
  selectThinking,
  statusOf,
} from '../store/selectors';
import { ComputerFailure } from './ComputerFailure';
import { FIGURE_NAMES, outcomeTitle, playerName, specName } from './labels';
import { Seats } from './Seats';
import { ViewingBar } from './ViewingBar';

/**
 * The game being played and who plays it, whose turn it is, and the numbers that decide
 * the game; the way back to the game when an earlier move is viewed, and to the result
 * once it is over.
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
  return (
    <section className="hx-panel hx-status" aria-label="Status">
      <p className="hx-game-spec" data-testid="game-spec">
        {specName(spec)}
      </p>
      <p className="hx-turn" data-testid="turn" data-player={outcome ? undefined : turn}>
        {outcome ? (
          <>
            <strong>Game over:</strong> {outcomeTitle(outcome)}
          </>
        ) : (
          <>
            <span className={`hx-swatch hx-${turn}`} aria-hidden="true" />
            <strong>{playerName(turn)}</strong> to move
          </>
        )}
      </p>
      {finalOutcome && !resultOpen && (
        <button
          type="button"
          data-action="show-result"
          onClick={() => store.getState().showResult()}
        >
          Show result
        </button>
      )}
      <ViewingBar />
      <Seats />
      {thinking && (
        <p className="hx-thinking" role="status" data-testid="thinking">
          <span className="hx-spinner" aria-hidden="true" />
          The computer is thinking…
        </p>
      )}
      <ComputerFailure />
      <dl className="hx-counts">
        {statusOf(pos).map((f) => (
          <div key={f.key}>
            <dt>{FIGURE_NAMES[f.key] ?? f.key}</dt>
            <dd data-testid={f.key}>{f.of === undefined ? f.value : `${f.value} / ${f.of}`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
