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
 * back to the game, and on from here in a new game, which leaves this one as it is. One
 * line, so that the moves around the viewed one keep their room: the sentences are read,
 * and the line draws the ply and the buttons' first words.
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
    <div className="hx-viewing" data-testid="viewing" title={t.analysis.exploreNote}>
      <p className="hx-viewing-where">
        <span className="hx-visually-hidden">
          {inVariation ? t.analysis.inVariation(number(Math.ceil(cursor / 2))) : where}{' '}
          {t.analysis.exploreNote}
        </span>
        <span className="hx-viewing-ply" aria-hidden="true">
          {inVariation ? said.sideLine : `${number(cursor)} / ${number(total)}`}
        </span>
      </p>
      <button
        type="button"
        data-action="back-to-game"
        aria-label={said.back}
        onClick={() => store.getState().goToLine([], total)}
      >
        {said.backShort}
      </button>
      <button
        type="button"
        data-action="continue-from-here"
        aria-label={said.continue}
        title={said.continueTitle}
        onClick={() => store.getState().continueFromHere()}
      >
        {said.continueShort}
      </button>
    </div>
  );
}
