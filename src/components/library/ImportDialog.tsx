import { useId } from 'react';
import { useT } from '../../i18n/context';
import { Modal } from '../shell/Modal';
import { GameChoice } from './GameChoice';
import { useImportDialog } from './useImportDialog';
import type { Incoming } from '../../pwa/incoming';

/**
 * Paste, open or drop records, a position or a link. The text is read when Import is
 * pressed (or a file arrives); several games are listed to choose one, or to take all.
 * Whatever is imported becomes a new game of the library, so nothing there is replaced.
 */
export function ImportDialog({
  onClose,
  incoming,
}: {
  readonly onClose: () => void;
  /** Records shared to the app or opened with it: read as a file chosen here would be. */
  readonly incoming?: Incoming;
}) {
  const t = useT().records;
  const id = useId();
  const dialog = useImportDialog(onClose, incoming);
  const { games, reading, running } = dialog;

  return (
    <Modal
      labelId={`${id}-title`}
      describedBy={`${id}-help`}
      onCancel={dialog.cancel}
      testId="import"
    >
      <h2 id={`${id}-title`}>{t.importTitle}</h2>
      <form
        className="hx-records"
        onSubmit={(e) => {
          e.preventDefault();
          dialog.submit();
        }}
        onDragOver={(e) => e.preventDefault()}
        onDrop={dialog.onDrop}
      >
        <p id={`${id}-help`}>{t.importHelp}</p>
        <label htmlFor={`${id}-text`} className="hx-records-label">
          {t.importText}
        </label>
        <textarea
          id={`${id}-text`}
          className="hx-records-text"
          data-field="import-text"
          rows={8}
          spellCheck={false}
          value={dialog.text}
          placeholder={t.dropHere}
          onChange={(e) => dialog.changeText(e.target.value)}
          onPaste={dialog.onPaste}
        />
        {dialog.fileNote !== undefined && (
          <p className="hx-hint-text" data-testid="import-file-read">
            {dialog.fileNote}
          </p>
        )}
        <label className="hx-records-file">
          {t.openFile}
          <input
            type="file"
            accept=".apgn,.pgn,.txt,text/plain"
            data-field="import-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) dialog.load(file);
              e.target.value = '';
            }}
          />
        </label>
        {dialog.problem !== undefined && (
          <p role="alert" className="hx-records-problem" data-testid="import-error">
            {dialog.problem}
          </p>
        )}
        {reading && (
          <p role="status" data-testid="import-reading">
            <progress
              value={reading.total > 0 ? reading.read : undefined}
              max={reading.total > 0 ? reading.total : undefined}
              aria-label={t.readingProgress}
              data-field="import-reading"
            />{' '}
            {t.reading(reading.read, reading.total)}
          </p>
        )}
        {running && (
          <p role="status" data-testid="import-progress">
            <progress
              value={running.stored}
              max={running.total}
              aria-label={t.importProgress}
              data-field="import-progress"
            />{' '}
            {t.importing(running.stored, running.total)}
          </p>
        )}
        {games && games.length > 1 && (
          <GameChoice
            games={games}
            chosen={dialog.chosen}
            name={`${id}-game`}
            label={dialog.labelOf}
            onChoose={dialog.setChosen}
          />
        )}
        <div className="hx-dialog-buttons">
          <button type="button" data-action="import-cancel" onClick={dialog.cancel}>
            {t.cancel}
          </button>
          {dialog.hasLibrary && games && games.length > 1 && (
            <button
              type="button"
              data-action="import-all"
              disabled={running !== undefined}
              onClick={dialog.importAll}
            >
              {t.importAll(games.length)}
            </button>
          )}
          <button
            type="submit"
            className="hx-primary"
            data-action="import-confirm"
            disabled={!dialog.canConfirm}
          >
            {t.importConfirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
