import { useGame, useGameStore } from '../store/context';
import { selectCursor, selectMoveCount, selectViewing } from '../store/selectors';

/**
 * Shown while an earlier position is viewed, when the board is only for looking: the way
 * back to the game, or on from here in a new game, which leaves this one as it is.
 */
export function ViewingBar() {
  const store = useGameStore();
  const viewing = useGame(selectViewing);
  const cursor = useGame(selectCursor);
  const total = useGame(selectMoveCount);
  if (!viewing) return null;
  return (
    <div className="hx-viewing" data-testid="viewing">
      <p>
        Viewing move {cursor} of {total} —{' '}
        <button
          type="button"
          className="hx-link"
          data-action="back-to-game"
          onClick={() => store.getState().goTo(total)}
        >
          back to the game
        </button>
      </p>
      <button
        type="button"
        data-action="continue-from-here"
        title="Start a new game from this position; this game stays in Games as it is"
        onClick={() => store.getState().continueFromHere()}
      >
        Continue from here
      </button>
    </div>
  );
}
