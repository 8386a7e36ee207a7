import { BLACK, playerOf, WHITE, winTarget } from '../engine';
import { useGame } from '../store';
import {
  selectCursor,
  selectMoveCount,
  selectOutcome,
  selectPlayers,
  selectPosition,
  selectThinking,
} from '../store/selectors';
import { outcomeTitle, PLAYER_KIND_NAMES, playerName } from './labels';

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
    <section className="panel status" aria-label="Status">
      <p className="turn" data-testid="turn" data-player={outcome ? undefined : turn}>
        {outcome ? (
          <>
            <strong>Game over:</strong> {outcomeTitle(outcome)}
          </>
        ) : (
          <>
            <span className={`swatch ${turn}`} aria-hidden="true" />
            <strong>{playerName(turn)}</strong> to move
          </>
        )}
      </p>
      {computerGame && (
        <p className="players" data-testid="players">
          Black: {PLAYER_KIND_NAMES[players.black]} · White: {PLAYER_KIND_NAMES[players.white]}
        </p>
      )}
      {thinking && (
        <p className="thinking" role="status" data-testid="thinking">
          <span className="spinner" aria-hidden="true" />
          The computer is thinking…
        </p>
      )}
      {cursor < total && (
        <p className="viewing" data-testid="viewing">
          Viewing move {cursor} of {total}
        </p>
      )}
      {pos.game === 'abacus' ? (
        <dl className="counts">
          <dt>Black stones</dt>
          <dd data-testid="count-black">{pos.count[BLACK]}</dd>
          <dt>White stones</dt>
          <dd data-testid="count-white">{pos.count[WHITE]}</dd>
          <dt>Empty cells</dt>
          <dd data-testid="count-empty">
            {pos.board.cellCount - pos.count[BLACK] - pos.count[WHITE]}
          </dd>
        </dl>
      ) : (
        <dl className="counts">
          <dt>Pushed off by Black</dt>
          <dd data-testid="off-by-black">
            {pos.off[WHITE]} / {winTarget(pos.board.n)}
          </dd>
          <dt>Pushed off by White</dt>
          <dd data-testid="off-by-white">
            {pos.off[BLACK]} / {winTarget(pos.board.n)}
          </dd>
        </dl>
      )}
    </section>
  );
}
