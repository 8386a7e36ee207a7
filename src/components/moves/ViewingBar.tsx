import { useI18n } from '../../i18n/context';
import { useGame, useGameStore } from '../../store/context';
import {
  selectCursor,
  selectInVariation,
  selectMoveCount,
  selectViewing,
} from '../../store/game/selectors';

/**
 * Shown while an earlier position or a side line is viewed: where the view is, the way
 * back to the game, and on from here in a new game, which leaves this one as it is. A
 * move played here goes into a side line, which the bar says.
 */
export function ViewingBar() {
  const store = useGameStore();
  const viewing = useGame(selectViewing);
  const inVariation = useGame(selectInVariation);
  const cursor = useGame(selectCursor);
  const total = useGame(selectMoveCount);
  const { t, number } = useI18n();
  const said = t.side.viewing;
  if (!viewing) return null;
  // Plies are counted from the start, Black first; the words name the full move as the
  // move list numbers its rows, and count plies only in brackets.
  const where =
    cursor === 0
      ? said.start(number(total))
      : said.at(
          number(Math.ceil(cursor / 2)),
          t.play.players[cursor % 2 === 1 ? 'black' : 'white'],
          number(cursor),
          number(total),
        );
  return (
    <div className="hx-viewing" data-testid="viewing">
      <p>
        <span className="hx-viewing-where">
          {inVariation ? t.analysis.inVariation(number(Math.ceil(cursor / 2))) : where}
        </span>{' '}
        <button
          type="button"
          className="hx-link"
          data-action="back-to-game"
          onClick={() => store.getState().goToLine([], total)}
        >
          {said.back}
        </button>
      </p>
      <p className="hx-viewing-note">{t.analysis.exploreNote}</p>
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
