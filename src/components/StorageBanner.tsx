import { useGame, useGameStore } from '../store/context';
import { downloadGame } from './download';

const selectProblem = (s: { readonly storageProblem: string | undefined }) => s.storageProblem;

/**
 * Stays on screen for as long as the game is not being saved, says why, and offers the
 * game as a file so that nothing is lost meanwhile.
 */
export function StorageBanner() {
  const problem = useGame(selectProblem);
  const store = useGameStore();
  if (problem === undefined) return null;
  return (
    <div className="hx-banner" role="alert" data-testid="storage-banner">
      <p>
        <strong>This game is not being saved:</strong> {problem}.
      </p>
      <button
        type="button"
        data-action="download-game"
        onClick={() => downloadGame(store.getState())}
      >
        Download this game
      </button>
    </div>
  );
}
