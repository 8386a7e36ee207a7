import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { isLevel } from '../../ai/search/levels';
import { isGame } from '../../engine';
import { useI18n } from '../../i18n/context';
import type { Messages } from '../../i18n/en';
import type {
  GameSummary,
  LibraryEntry,
  LibraryRecord,
  QuarantineRecord,
} from '../../store/library/library';
import { useApp, useGame } from '../../store/context';
import type { PlayerKind } from '../../store/game/savedGame';
import { downloadText } from './download';
import { gameName, layoutName } from '../labels';
import { useListWindow } from '../useListWindow';
import { Modal } from '../shell/Modal';
import { quarantineFile, shownError } from './quarantineText';
import { downloadLibrary, downloadLibraryRecord } from './recordFiles';

/** How long a deleted game can still be brought back. */
const UNDO_MS = 6000;

const selectId = (s: { readonly id: string }) => s.id;

function resultWords(t: Messages, result: string): string {
  const { results } = t.flow.library;
  return result === '1-0' || result === '0-1' || result === '1/2-1/2'
    ? results[result]
    : results['*'];
}

/** A player code of a summary, if it is one this version knows. */
const knownKind = (v: string | undefined): PlayerKind | undefined =>
  v === 'human' || (v !== undefined && isLevel(v)) ? (v as PlayerKind) : undefined;

/**
 * A summary's game and players in the reader's words, or as stored where it lacks their
 * codes, or has codes this version does not know.
 */
function namesOf(t: Messages, s: GameSummary) {
  const black = knownKind(s.players?.black);
  const white = knownKind(s.players?.white);
  const known = s.game && isGame(s.game) ? s.game : undefined;
  return {
    title: known ? gameName(t, known) : s.title,
    black: black ? t.side.kinds[black] : s.black,
    white: white ? t.side.kinds[white] : s.white,
    layout: known ? layoutName(t, known, s.layout) : s.layout,
  };
}

/** Words a quarantined item was stored with, in the reader's language where they are known. */
const storedWords = (t: Messages, text: string): string =>
  (t.flow.library.stored as Readonly<Record<string, string>>)[text] ?? text;

/** A row's height before one is measured: the CSS's `--games-row`, 6.25rem at 16 px. */
const ROW_PX = 100;

/** Whether every word of `query` is in `text`, whatever their case. */
const matches = (text: string, query: string): boolean =>
  query
    .toLocaleLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));

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
  const { library, channel } = app;
  const currentId = useGame(selectId);
  const titleId = useId();
  const { t, number, date } = useI18n();
  const said = t.flow.library;
  const [games, setGames] = useState<LibraryEntry[] | undefined>(undefined);
  const [query, setQuery] = useState('');
  const [kept, setKept] = useState<QuarantineRecord[]>([]);
  const [error, setError] = useState<string | undefined>(undefined);
  const [deleted, setDeleted] = useState<Deleted | undefined>(undefined);
  const [undoRefused, setUndoRefused] = useState(false);

  // Bumped after every change the dialog makes, to read the library again.
  const [version, setVersion] = useState(0);
  const refresh = (): void => setVersion((v) => v + 1);

  useEffect(() => {
    if (!library) return;
    let live = true;
    // The list first: reading it sets aside records that do not read, which the
    // quarantine then shows.
    const read = async () => {
      const list = await library.entries();
      return [list, await library.quarantined()] as const;
    };
    read().then(
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
  // Other tabs write and delete games while the list is open: it shows what they did.
  useEffect(() => {
    if (!channel) return;
    const onChange = (): void => refresh();
    channel.addEventListener('message', onChange);
    return () => channel.removeEventListener('message', onChange);
  }, [channel]);

  // Each entry with its words in the reader's language, and the text a search looks in.
  const named = useMemo(
    () =>
      (games ?? []).map((entry) => {
        const names = namesOf(t, entry.summary);
        const words = [names.title, names.layout, names.black, names.white]
          .concat(resultWords(t, entry.summary.result))
          .join(' ')
          .toLocaleLowerCase();
        return { entry, names, words };
      }),
    [games, t],
  );
  // The field takes every key at once; the list follows when the phone has time, so that
  // typing into a search of 10,000 games never waits for the filter.
  const searched = useDeferredValue(query);
  const shown = useMemo(
    () => (searched.trim() === '' ? named : named.filter((g) => matches(g.words, searched.trim()))),
    [named, searched],
  );
  const { box, first, end, top, height, onScroll, rewind } = useListWindow(shown.length, ROW_PX);

  // Opens the game, as Resume does, and starts its review (or shows the one its notes keep).
  const review = async (id: string): Promise<void> => {
    await app.resume(id);
    const s = app.store.getState();
    if (s.id === id) s.openReview();
    onClose();
  };

  const exportOne = async (id: string): Promise<void> => {
    const record = await library?.get(id);
    if (record) downloadLibraryRecord(record);
  };

  const remove = async (id: string): Promise<void> => {
    if (!library) return;
    // The game as stored when deleted, not as listed: another tab may have played on since.
    const record = await library.take(id);
    channel?.postMessage({ id, revision: 0 });
    setUndoRefused(false);
    setDeleted(record && { record, timer: setTimeout(() => setDeleted(undefined), UNDO_MS) });
    refresh();
  };
  const undoRemove = async (): Promise<void> => {
    if (!library || !deleted) return;
    const { record } = deleted;
    // Refused when a tab stored the game again meanwhile: that copy is the newer one.
    const restored = await library.put(record, 0);
    if (restored === 'saved') channel?.postMessage({ id: record.id, revision: record.revision });
    setUndoRefused(restored === 'conflict');
    setDeleted(undefined);
    refresh();
  };

  return (
    <Modal labelId={titleId} onCancel={onClose} testId="games">
      <h2 id={titleId}>{said.title}</h2>
      {!library && <p>{said.none}</p>}
      {error !== undefined && (
        <p role="alert">
          {said.unreadable} {error}
        </p>
      )}
      {library && games === undefined && error === undefined && <p>{said.loading}</p>}
      {games && games.length === 0 && <p>{said.empty}</p>}
      {games && games.length > 0 && (
        <>
          <input
            type="search"
            className="hx-games-search"
            aria-label={said.search}
            placeholder={said.search}
            data-field="games-search"
            value={query}
            onChange={(e) => {
              setQuery(e.currentTarget.value);
              rewind();
            }}
          />
          {query.trim() !== '' && (
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
              {shown.slice(first, end).map(({ entry: g, names }, i) => {
                const s = g.summary;
                const index = first + i;
                const current = g.id === currentId;
                const when = date(g.updated);
                return (
                  <li
                    key={g.id}
                    data-game-id={g.id}
                    aria-current={current || undefined}
                    aria-setsize={shown.length}
                    aria-posinset={index + 1}
                    data-row
                    style={{ top: `${top(index)}px` }}
                  >
                    <div className="hx-game-title">
                      <strong>{names.title}</strong> {said.size(number(s.n))}
                      {s.layout !== 'standard' && ` · ${names.layout}`} ·{' '}
                      {said.versus(names.black, names.white)}
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
                            onClick={() => {
                              void app.resume(g.id).then(onClose);
                            }}
                          >
                            {said.resume}
                          </button>
                          <button
                            type="button"
                            data-action="delete"
                            aria-label={said.deleteLabel(names.title, when)}
                            onClick={() => void remove(g.id)}
                          >
                            {said.delete}
                          </button>
                        </>
                      )}
                      <button
                        type="button"
                        data-action="review"
                        aria-label={t.review.openGame(names.title, when)}
                        onClick={() => void review(g.id)}
                      >
                        {t.review.open}
                      </button>
                      <button
                        type="button"
                        data-action="export"
                        aria-label={t.records.exportGameOf(names.title, when)}
                        onClick={() => void exportOne(g.id)}
                      >
                        {t.records.exportShort}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </>
      )}
      {deleted && (
        <p className="hx-undo" role="status">
          {said.deleted(namesOf(t, deleted.record.summary).title)}{' '}
          <button type="button" data-action="undo-delete" onClick={() => void undoRemove()}>
            {said.undo}
          </button>
        </p>
      )}
      {undoRefused && <p role="alert">{said.undoRefused}</p>}
      {kept.length > 0 && (
        <section aria-labelledby={`${titleId}-q`}>
          <h3 id={`${titleId}-q`}>{said.quarantine}</h3>
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
                    onClick={() =>
                      downloadText(`hexplay-quarantine-${k.id}.json`, quarantineFile(k))
                    }
                  >
                    {said.download}
                  </button>
                  <button
                    type="button"
                    data-action="delete-quarantined"
                    onClick={() => {
                      if (k.id === undefined || !library) return;
                      void library.release(k.id).then(refresh);
                    }}
                  >
                    {said.delete}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="hx-dialog-buttons">
        {library && games && games.length > 0 && (
          <button
            type="button"
            data-action="export-all"
            onClick={() => void downloadLibrary(library)}
          >
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
