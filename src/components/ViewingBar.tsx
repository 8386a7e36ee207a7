import { useI18n } from '../i18n/context';
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
  const { t, number } = useI18n();
  const said = t.play.viewing;
  if (!viewing) return null;
  return (
    <div className="hx-viewing" data-testid="viewing">
      <p>
        {said.at(number(cursor), number(total))}{' '}
        <button
          type="button"
          className="hx-link"
          data-action="back-to-game"
          onClick={() => store.getState().goTo(total)}
        >
          {said.back}
        </button>
      </p>
      <button
        type="button"
        data-action="continue-from-here"
        title={said.continueTitle}
        onClick={() => store.getState().continueFromHere()}
      >
        {said.continue}
      </button>
    </div>
  );
}
