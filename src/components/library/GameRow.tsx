import { useI18n } from '../../i18n/context';
import type { LibraryEntry } from '../../store/library/library';
import { resultWords, type SummaryNames } from './summaryWords';

/** A library game in the Games panel's list: what it is, how far it went, and what to do with it. */
export function GameRow({
  entry: g,
  names,
  index,
  count,
  top,
  current,
  onResume,
  onDelete,
  onReview,
  onExport,
}: {
  readonly entry: LibraryEntry;
  readonly names: SummaryNames;
  /** The row's place among the `count` the list shows. */
  readonly index: number;
  readonly count: number;
  /** The pixels from the list's top to the row's. */
  readonly top: number;
  /** Whether it is the game on the board, which cannot be resumed or deleted. */
  readonly current: boolean;
  readonly onResume: (id: string) => void;
  readonly onDelete: (id: string) => void;
  readonly onReview: (id: string) => void;
  readonly onExport: (id: string) => void;
}) {
  const { t, number, date } = useI18n();
  const said = t.flow.library;
  const s = g.summary;
  const when = date(g.updated);
  return (
    <li
      data-game-id={g.id}
      aria-current={current || undefined}
      aria-setsize={count}
      aria-posinset={index + 1}
      data-row
      style={{ top: `${top}px` }}
    >
      <div className="hx-game-title">
        <strong>{names.title}</strong> {said.size(number(s.n))}
        {s.layout !== 'standard' && ` · ${names.layout}`} · {said.versus(names.black, names.white)}
      </div>
      <div className="hx-game-meta">
        <span data-field="result">{resultWords(t, s.result)}</span> ·{' '}
        <span data-field="moves">
          {number(s.plies)} {said.plies(s.plies)}
        </span>{' '}
        · <time dateTime={new Date(g.updated).toISOString()}>{when}</time>
      </div>
      <div className="hx-button-row">
        {current ? (
          <span className="hx-playing">{said.playing}</span>
        ) : (
          <>
            <button
              type="button"
              data-action="resume"
              aria-label={said.resumeLabel(names.title, when)}
              onClick={() => onResume(g.id)}
            >
              {said.resume}
            </button>
            <button
              type="button"
              data-action="delete"
              aria-label={said.deleteLabel(names.title, when)}
              onClick={() => onDelete(g.id)}
            >
              {said.delete}
            </button>
          </>
        )}
        <button
          type="button"
          data-action="review"
          aria-label={t.review.openGame(names.title, when)}
          onClick={() => onReview(g.id)}
        >
          {t.review.open}
        </button>
        <button
          type="button"
          data-action="export"
          aria-label={t.records.exportGameOf(names.title, when)}
          onClick={() => onExport(g.id)}
        >
          {t.records.exportShort}
        </button>
      </div>
    </li>
  );
}
