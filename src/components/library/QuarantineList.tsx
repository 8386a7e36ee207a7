import { useI18n } from '../../i18n/context';
import type { Messages } from '../../i18n/en';
import type { QuarantineRecord } from '../../store/library/library';
import { shownError } from './quarantineText';

/** Words a quarantined item was stored with, in the reader's language where they are known. */
const storedWords = (t: Messages, text: string): string =>
  (t.flow.library.stored as Readonly<Record<string, string>>)[text] ?? text;

/** The library's items that could not be read, each to download or to delete. */
export function QuarantineList({
  id,
  kept,
  onDownload,
  onDelete,
}: {
  readonly id: string;
  readonly kept: readonly QuarantineRecord[];
  readonly onDownload: (item: QuarantineRecord) => void;
  readonly onDelete: (item: QuarantineRecord) => void;
}) {
  const { t, date } = useI18n();
  const said = t.flow.library;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{said.quarantine}</h3>
      <p>{said.quarantineText}</p>
      <ul className="hx-games" aria-label={said.quarantineList}>
        {kept.map((k) => (
          <li key={k.id} data-quarantine-id={k.id}>
            <div>
              {said.kept(storedWords(t, k.source), date(k.kept))}{' '}
              <span data-field="quarantine-error">{shownError(storedWords(t, k.error))}</span>
            </div>
            <div className="hx-button-row">
              <button
                type="button"
                data-action="download-quarantined"
                onClick={() => onDownload(k)}
              >
                {said.download}
              </button>
              <button type="button" data-action="delete-quarantined" onClick={() => onDelete(k)}>
                {said.delete}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
