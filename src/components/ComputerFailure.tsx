import { useGame, useGameStore } from '../store/context';
import { selectComputerFailure } from '../store/selectors';

/**
 * Why the computer's last search failed, with a way to try again. It is a state, not a
 * notice: it lasts until the person retries or the position, viewed move or players
 * change, because only then would a new search have a chance of going differently.
 */
export function ComputerFailure() {
  const store = useGameStore();
  const failure = useGame(selectComputerFailure);
  if (!failure) return null;
  const what = failure.task.kind === 'hint' ? 'find a hint' : 'move';
  return (
    <div className="hx-computer-failure" role="alert" data-testid="computer-failure">
      <p>
        The computer could not {what}: {failure.reason}
      </p>
      <button type="button" data-action="retry" onClick={() => store.getState().retryComputer()}>
        Retry
      </button>
    </div>
  );
}
