import { useCallback, useEffect, useRef } from 'react';
import { useI18n } from '../i18n/context';
import { useGame, useGameStore } from '../store/context';
import { selectCursor, selectMoves } from '../store/selectors';
import { MoveButton } from './MoveButton';

/**
 * The moves in RULES.md notation, Black's and White's side by side. Clicking a move
 * shows the position after it.
 */
export function MoveList() {
  const moves = useGame(selectMoves);
  const cursor = useGame(selectCursor);
  const listRef = useRef<HTMLOListElement>(null);
  const store = useGameStore();
  // Stable for the store's lifetime, so that memoised move buttons never re-render for it.
  const { t, number: shown } = useI18n();
  const goTo = useCallback((ply: number): void => store.getState().goTo(ply), [store]);

  useEffect(() => {
    // Keep the viewed move in sight inside the list. scrollIntoView would also scroll the
    // page, carrying a phone's board out of view on every move.
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !current) return;
    const top = current.offsetTop;
    const bottom = top + current.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight)
      list.scrollTop = bottom - list.clientHeight;
  }, [cursor, moves]);

  const rows = [];
  for (let i = 0; i < moves.length; i += 2) {
    const number = i / 2 + 1;
    rows.push(
      <li key={i} className="hx-move-row">
        <span className="hx-move-number" aria-hidden="true">
          {shown(number)}.
        </span>
        {[i + 1, i + 2].map((ply) =>
          ply <= moves.length ? (
            <MoveButton
              key={ply}
              ply={ply}
              text={moves[ply - 1].text}
              current={cursor === ply}
              onGoTo={goTo}
            />
          ) : null,
        )}
      </li>,
    );
  }
  return (
    <section className="hx-panel hx-history" aria-labelledby="history-title">
      <div className="hx-history-head">
        <h2 id="history-title">{t.play.moves.title}</h2>
        <div className="hx-history-nav">
          <button
            type="button"
            aria-label={t.play.moves.first}
            title={t.play.moves.firstTitle}
            data-action="first"
            disabled={cursor === 0}
            onClick={() => goTo(0)}
          >
            «
          </button>
          <button
            type="button"
            aria-label={t.play.moves.last}
            title={t.play.moves.lastTitle}
            data-action="last"
            disabled={cursor === moves.length}
            onClick={() => goTo(moves.length)}
          >
            »
          </button>
        </div>
      </div>
      {moves.length === 0 ? (
        <p className="hx-empty-history">{t.play.moves.none}</p>
      ) : (
        <ol ref={listRef} className="hx-moves" data-testid="move-list">
          {rows}
        </ol>
      )}
    </section>
  );
}
