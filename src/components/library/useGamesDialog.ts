import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/context';
import type { LibraryEntry, LibraryRecord, QuarantineRecord } from '../../store/library/library';
import { useApp, useGame } from '../../store/context';
import { downloadText } from './download';
import { useListWindow } from '../useListWindow';
import { quarantineFile } from './quarantineText';
import { downloadLibrary, downloadLibraryRecord } from './recordFiles';
import { namesOf, resultWords } from './summaryWords';
import { type GamesFilter, matchesFilter } from '../../stats/gamesFilter';

/** How long a deleted game can still be brought back. */
const UNDO_MS = 6000;

const selectId = (s: { readonly id: string }) => s.id;

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
 * The library's games as the Games panel lists them, read again after each change made
 * here or in another tab, with the search over them and the window of rows drawn; the
 * quarantined items; and what can be done to each, a deletion undone for a few seconds.
 */
export function useGamesDialog(onClose: () => void, filter: GamesFilter | undefined) {
  const app = useApp();
  const { library, channel } = app;
  const currentId = useGame(selectId);
  const t = useT();
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
  const shown = useMemo(() => {
    const now = Date.now();
    const chosen = filter ? named.filter((g) => matchesFilter(g.entry, filter, now)) : named;
    return searched.trim() === ''
      ? chosen
      : chosen.filter((g) => matches(g.words, searched.trim()));
  }, [named, searched, filter]);
  const { rewind, ...list } = useListWindow(shown.length, ROW_PX);

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

  return {
    hasLibrary: library !== undefined,
    games,
    error,
    query,
    search: (value: string) => {
      setQuery(value);
      rewind();
    },
    shown,
    list,
    currentId,
    resume: (id: string) => {
      void app.resume(id).then(onClose);
    },
    remove: (id: string) => void remove(id),
    review: (id: string) => void review(id),
    exportOne: (id: string) => void exportOne(id),
    exportAll: () => {
      if (library) void downloadLibrary(library);
    },
    /** The title of the game just deleted, while it can be brought back. */
    deletedTitle: deleted && namesOf(t, deleted.record.summary).title,
    undoRemove: () => void undoRemove(),
    undoRefused,
    kept,
    download: (item: QuarantineRecord) =>
      downloadText(`hexplay-quarantine-${item.id}.json`, quarantineFile(item)),
    release: (item: QuarantineRecord) => {
      if (item.id === undefined || !library) return;
      void library.release(item.id).then(refresh);
    },
  };
}
