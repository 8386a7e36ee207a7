import { useId } from 'react';
import { useI18n } from '../../i18n/context';
import { useApp, useGame } from '../../store/context';
import { libraryMayReturn, type LibraryError } from '../../store/game/notices';
import { storageWhy } from './StorageBanner';
import { BackupReminder } from './BackupReminder';
import { Modal } from '../shell/Modal';
import { GameRow } from './GameRow';
import { QuarantineList } from './QuarantineList';
import { useGamesDialog } from './useGamesDialog';
import { filterWords } from './filterWords';
import type { GamesFilter } from '../../stats/gamesFilter';

/**
 * Every game in the library, the latest first: resume one, or delete it with a few
 * seconds to change one's mind. Items that could not be read are listed apart, to be
 * downloaded or deleted; nothing leaves the library without the player saying so.
 */
const selectProblem = (s: { readonly storageProblem: LibraryError | undefined }) =>
  s.storageProblem;

export function GamesDialog({
  onClose,
  filter,
  onClearFilter,
  onStats,
}: {
  readonly onClose: () => void;
  /** The games a figure of the statistics stands for, to list alone. */
  readonly filter?: GamesFilter;
  readonly onClearFilter?: () => void;
  /** Opens the statistics of the library's games. */
  readonly onStats?: () => void;
}) {
  const titleId = useId();
  const { t, number, date } = useI18n();
  const said = t.flow.library;
  const dialog = useGamesDialog(onClose, filter);
  const problem = useGame(selectProblem);
  const { library } = useApp();
  const { games, shown } = dialog;
  const { box, first, end, top, height, onScroll } = dialog.list;

  return (
    <Modal labelId={titleId} onCancel={onClose} testId="games">
      <h2 id={titleId}>{said.title}</h2>
      {!dialog.hasLibrary && (
        // A library that did not open at this start is still there: never called missing.
        <p data-testid="library-unopened">
          {problem && libraryMayReturn(problem)
            ? said.notOpened(storageWhy(t, problem))
            : said.none}
        </p>
      )}
      {dialog.error !== undefined && (
        <p role="alert">
          {said.unreadable} {dialog.error}
        </p>
      )}
      {dialog.hasLibrary && games === undefined && dialog.error === undefined && (
        <p>{said.loading}</p>
      )}
      {games && games.length === 0 && <p>{said.empty}</p>}
      {games && library && <BackupReminder library={library} games={games.length} />}
      {games && filter && (
        <p className="hx-games-filter" data-testid="games-filter">
          <span>
            {t.stats.filtered(
              filterWords(t, filter, number, (time) => date(time, { dateStyle: 'medium' })),
            )}{' '}
            <span data-testid="games-filter-count" data-count={shown.length}>
              ({t.stats.games(shown.length, number(shown.length))})
            </span>
          </span>
          <button type="button" data-action="games-clear-filter" onClick={onClearFilter}>
            {t.stats.clearFilter}
          </button>
        </p>
      )}
      {games && games.length > 0 && (
        <>
          <input
            type="search"
            className="hx-games-search"
            aria-label={said.search}
            placeholder={said.search}
            data-field="games-search"
            value={dialog.query}
            onChange={(e) => dialog.search(e.currentTarget.value)}
          />
          {dialog.query.trim() !== '' && (
            <p className="hx-hint-text" role="status" data-testid="games-found">
              {said.found(number(shown.length), number(games.length))}
            </p>
          )}
          <div ref={box} className="hx-games-scroll" data-testid="games-scroll" onScroll={onScroll}>
            <ul
              className="hx-games hx-games-windowed"
              aria-label={said.list}
              style={{ height: `${height}px` }}
            >
              {shown.slice(first, end).map(({ entry, names }, i) => (
                <GameRow
                  key={entry.id}
                  entry={entry}
                  names={names}
                  index={first + i}
                  count={shown.length}
                  top={top(first + i)}
                  current={entry.id === dialog.currentId}
                  onResume={dialog.resume}
                  onDelete={dialog.remove}
                  onReview={dialog.review}
                  onExport={dialog.exportOne}
                />
              ))}
            </ul>
          </div>
        </>
      )}
      {dialog.deletedTitle !== undefined && (
        <p className="hx-undo" role="status">
          {said.deleted(dialog.deletedTitle)}{' '}
          <button type="button" data-action="undo-delete" onClick={dialog.undoRemove}>
            {said.undo}
          </button>
        </p>
      )}
      {dialog.undoRefused && <p role="alert">{said.undoRefused}</p>}
      {dialog.kept.length > 0 && (
        <QuarantineList
          id={`${titleId}-q`}
          kept={dialog.kept}
          onDownload={dialog.download}
          onDelete={dialog.release}
        />
      )}
      <div className="hx-dialog-buttons">
        {onStats && dialog.hasLibrary && games && games.length > 0 && (
          <button type="button" data-action="stats" title={t.stats.openTitle} onClick={onStats}>
            {t.stats.open}
          </button>
        )}
        {dialog.hasLibrary && games && games.length > 0 && (
          <button type="button" data-action="export-all" onClick={dialog.exportAll}>
            {t.records.exportAllShort}
          </button>
        )}
        <button type="button" data-action="close-games" onClick={onClose}>
          {said.close}
        </button>
      </div>
    </Modal>
  );
}
