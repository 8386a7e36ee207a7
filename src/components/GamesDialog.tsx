import { useEffect, useId, useState } from 'react';
import type { LibraryRecord, QuarantineRecord } from '../store/library';
import { useApp, useGame } from '../store/context';
import { downloadText } from './download';
import { Modal } from './Modal';

/** How long a deleted game can still be brought back. */
const UNDO_MS = 6000;

const selectId = (s: { readonly id: string }) => s.id;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function resultWords(result: string): string {
  switch (result) {
    case '1-0':
      return 'Black won';
    case '0-1':
      return 'White won';
    case '1/2-1/2':
      return 'Draw';
    default:
      return 'In progress';
  }
}

interface Deleted {
  readonly record: LibraryRecord;
  readonly timer: ReturnType<typeof setTimeout>;
}

/**
 * Every game in the library, the latest first: resume one, or delete it with a few
 * seconds to change one's mind. Items that could not be read are listed apart, to be
 * downloaded or deleted; nothing leaves the library without the player saying so.
 */
export function GamesDialog({ onClose }: { readonly onClose: () => void }) {
  const app = useApp();
  const { library } = app;
  const currentId = useGame(selectId);
  const titleId = useId();
  const [games, setGames] = useState<LibraryRecord[] | undefined>(undefined);
  const [kept, setKept] = useState<QuarantineRecord[]>([]);
  const [error, setError] = useState<string | undefined>(undefined);
  const [deleted, setDeleted] = useState<Deleted | undefined>(undefined);

  // Bumped after every change the dialog makes, to read the library again.
  const [version, setVersion] = useState(0);
  const refresh = (): void => setVersion((v) => v + 1);

  useEffect(() => {
    if (!library) return;
    let live = true;
    Promise.all([library.list(), library.quarantined()]).then(
      ([list, quarantined]) => {
        if (!live) return;
        setGames(list);
        setKept(quarantined);
      },
      (e: unknown) => {
        if (live) setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      live = false;
    };
  }, [library, version]);
  useEffect(() => () => clearTimeout(deleted?.timer), [deleted]);

  const remove = async (record: LibraryRecord): Promise<void> => {
    if (!library) return;
    await library.remove(record.id);
    setDeleted({ record, timer: setTimeout(() => setDeleted(undefined), UNDO_MS) });
    refresh();
  };
  const undoRemove = async (): Promise<void> => {
    if (!library || !deleted) return;
    await library.put(deleted.record, 0);
    setDeleted(undefined);
    refresh();
  };

  return (
    <Modal labelId={titleId} onCancel={onClose} testId="games">
      <h2 id={titleId}>Games</h2>
      {!library && <p>This browser keeps no games for the site, so there is no library to show.</p>}
      {error !== undefined && <p role="alert">The library could not be read: {error}</p>}
      {library && games === undefined && error === undefined && <p>Loading…</p>}
      {games && games.length === 0 && <p>No games yet.</p>}
      {games && games.length > 0 && (
        <ul className="hx-games" aria-label="Saved games">
          {games.map((g) => {
            const s = g.summary;
            const current = g.id === currentId;
            return (
              <li key={g.id} data-game-id={g.id} aria-current={current || undefined}>
                <div className="hx-game-title">
                  <strong>{s.title}</strong> n={s.n}
                  {s.layout !== 'standard' && ` · ${s.layout}`} · {s.black} v {s.white}
                </div>
                <div className="hx-game-meta">
                  <span data-field="result">{resultWords(s.result)}</span> ·{' '}
                  <span data-field="moves">
                    {s.plies} {s.plies === 1 ? 'move' : 'moves'}
                  </span>{' '}
                  ·{' '}
                  <time dateTime={new Date(g.updated).toISOString()}>
                    {dateFormat.format(g.updated)}
                  </time>
                </div>
                <div className="hx-button-row">
                  {current ? (
                    <span className="hx-playing">Playing now</span>
                  ) : (
                    <>
                      <button
                        type="button"
                        data-action="resume"
                        aria-label={`Resume ${s.title} game of ${dateFormat.format(g.updated)}`}
                        onClick={() => {
                          void app.resume(g.id).then(onClose);
                        }}
                      >
                        Resume
                      </button>
                      <button
                        type="button"
                        data-action="delete"
                        aria-label={`Delete ${s.title} game of ${dateFormat.format(g.updated)}`}
                        onClick={() => void remove(g)}
                      >
                        Delete
                      </button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {deleted && (
        <p className="hx-undo" role="status">
          Deleted the {deleted.record.summary.title} game.{' '}
          <button type="button" data-action="undo-delete" onClick={() => void undoRemove()}>
            Undo
          </button>
        </p>
      )}
      {kept.length > 0 && (
        <section aria-labelledby={`${titleId}-q`}>
          <h3 id={`${titleId}-q`}>Quarantine</h3>
          <p>These could not be read. They are kept as they were, until you delete them.</p>
          <ul className="hx-games" aria-label="Quarantined items">
            {kept.map((k) => (
              <li key={k.id} data-quarantine-id={k.id}>
                <div>
                  From {k.source}, kept {dateFormat.format(k.kept)}: {k.error}
                </div>
                <div className="hx-button-row">
                  <button
                    type="button"
                    data-action="download-quarantined"
                    onClick={() =>
                      downloadText(
                        `hexplay-quarantine-${k.id}.json`,
                        typeof k.data === 'string' ? k.data : JSON.stringify(k.data, null, 2),
                      )
                    }
                  >
                    Download
                  </button>
                  <button
                    type="button"
                    data-action="delete-quarantined"
                    onClick={() => {
                      if (k.id === undefined || !library) return;
                      void library.release(k.id).then(refresh);
                    }}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="hx-dialog-buttons">
        <button type="button" data-action="close-games" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
