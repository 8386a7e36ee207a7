import { playerOf } from '../engine';
import { useGame } from '../store/context';
import {
  selectCursor,
  selectMoveCount,
  selectOutcome,
  selectPlayers,
  selectPosition,
  selectThinking,
  statusOf,
} from '../store/selectors';
import { ComputerFailure } from './ComputerFailure';
import { FIGURE_NAMES, outcomeTitle, PLAYER_KIND_NAMES, playerName } from './labels';

/** Whose turn it is and the numbers that decide the game. */
export function StatusPanel() {
  const pos = useGame(selectPosition);
  const outcome = useGame(selectOutcome);
  const cursor = useGame(selectCursor);
  const total = useGame(selectMoveCount);
  const players = useGame(selectPlayers);
  const thinking = useGame(selectThinking);
  const turn = playerOf(pos.turn);
  const computerGame = players.black !== 'human' || players.white !== 'human';
  return (
    <section className="hx-panel hx-status" aria-label="Status">
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
      {computerGame && (
        <p className="hx-players" data-testid="players">
          Black: {PLAYER_KIND_NAMES[players.black]} · White: {PLAYER_KIND_NAMES[players.white]}
        </p>
      )}
      {thinking && (
        <p className="hx-thinking" role="status" data-testid="thinking">
          <span className="hx-spinner" aria-hidden="true" />
          The computer is thinking…
        </p>
      )}
      <ComputerFailure />
      {cursor < total && (
        <p className="hx-viewing" data-testid="viewing">
          Viewing move {cursor} of {total}
        </p>
      )}
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
