import {
  type DragEvent,
  memo,
  useCallback,
  useDeferredValue,
  useId,
  useMemo,
  useState,
} from 'react';
import { type Game, type Result, tagValue } from '../../engine';
import { useI18n, useT } from '../../i18n/context';
import type { Messages } from '../../i18n/en';
import { adoptGames } from '../../store/app/adopt';
import { useApp, useGame, useGameStore } from '../../store/context';
import {
  type ImportedGame,
  type ImportError,
  parseImport,
  toSavedGame,
} from '../../store/records/apgnImport';
import { selectInProgress } from '../../store/game/selectors';
import { readAway } from '../../store/records/importAway';
import { useConfirm } from '../shell/ConfirmContext';
import { Modal } from '../shell/Modal';
import { storageWhy } from './StorageBanner';
import { useListWindow } from '../useListWindow';

type Words = Messages['records'];

const newSeed = (): number => Math.floor(Math.random() * 0x100000000);

interface Running {
  readonly stored: number;
  readonly total: number;
  readonly controller: AbortController;
}

interface Reading {
  readonly read: number;
  readonly total: number;
  readonly controller: AbortController;
}

/** A choice's height before one is measured: the CSS's 2rem at 16 px. */
const CHOICE_PX = 32;

/** A file with more games than this offers a search over them. */
const SEARCH_FROM = 12;

/**
 * The games of a file to choose from, drawn a window at a time (a file may hold thousands)
 * and found by their words. Memoised: Import all redraws its progress after every game
 * stored, and redrawing 2,589 choices each time made it quadratic.
 */
const GameChoice = memo(function GameChoice({
  games,
  chosen,
  name,
  label,
  onChoose,
}: {
  readonly games: readonly ImportedGame[];
  readonly chosen: number;
  readonly name: string;
  readonly label: (game: ImportedGame) => string;
  readonly onChoose: (index: number) => void;
}) {
  const t = useT().records;
  const { number } = useI18n();
  const labels = useMemo(() => games.map(label), [games, label]);
  const [query, setQuery] = useState('');
  // The list of a file of thousands of games follows the field when there is time.
  const searched = useDeferredValue(query);
  const shown = useMemo(() => {
    const words = searched.trim().toLocaleLowerCase().split(/\s+/);
    return labels.flatMap((text, index) => {
      const lower = text.toLocaleLowerCase();
      return words.every((word) => lower.includes(word)) ? [{ text, index }] : [];
    });
  }, [labels, searched]);
  const { box, first, end, top, height, onScroll, rewind } = useListWindow(shown.length, CHOICE_PX);
  return (
    <fieldset className="hx-records-list" data-testid="import-list">
      <legend>{t.chooseGame}</legend>
      {games.length > SEARCH_FROM && (
        <>
          <input
            type="search"
            aria-label={t.findGame}
            placeholder={t.findGame}
            data-field="import-search"
            value={query}
            onChange={(e) => {
              setQuery(e.currentTarget.value);
              rewind();
            }}
          />
          {query.trim() !== '' && (
            <p className="hx-hint-text" role="status" data-testid="import-found">
              {t.foundGames(number(shown.length), number(games.length))}
            </p>
          )}
        </>
      )}
      <div ref={box} className="hx-records-choices" onScroll={onScroll}>
        <div className="hx-records-window" style={{ height: `${height}px` }}>
          {shown.slice(first, end).map(({ text, index }, i) => (
            <label key={index} data-row style={{ top: `${top(first + i)}px` }}>
              <input
                type="radio"
                name={name}
                value={index}
                checked={chosen === index}
                aria-setsize={shown.length}
                aria-posinset={first + i + 1}
                onChange={() => onChoose(index)}
              />{' '}
              {text}
            </label>
          ))}
        </div>
      </div>
    </fieldset>
  );
});

/**
 * Text this long (some 100 games) is read in a worker, with its progress and a Cancel;
 * shorter text is read at once, in a moment too short to show either.
 */
const READ_AWAY_CHARS = 100_000;

/** The problem and where it is: game, line, column and the offending text. */
export function importProblem(t: Words, e: ImportError): string {
  const place = [
    e.game === undefined ? '' : t.errorGame(e.game),
    e.line === undefined ? '' : t.errorLine(e.line),
    e.column === undefined ? '' : t.errorColumn(e.column),
    e.token ? t.errorToken(e.token) : '',
  ]
    .filter((part) => part !== '')
    .join(', ');
  return `${t.errorIntro}${place === '' ? '' : ` (${place})`}: ${e.message}.`;
}

function gameLabel(t: Words, titleOf: (game: Game) => string, imported: ImportedGame): string {
  const { spec, moves } = imported.game;
  const title = titleOf(spec.game);
  const record = { tags: imported.tags, moves: [], result: imported.result };
  const black = tagValue(record, 'Black');
  const white = tagValue(record, 'White');
  const event = tagValue(record, 'Event');
  const parts = [
    moves.length === 0
      ? `${title}, ${t.startOnly}`
      : t.gameItem(title, moves.length, imported.result),
  ];
  if (black !== undefined && white !== undefined) parts.push(t.versus(black, white));
  if (event !== undefined) parts.push(event);
  return parts.join(' · ');
}

/**
 * Paste, open or drop records, a position or a link. The text is read when Import is
 * pressed (or a file arrives); several games are listed to choose one, or to take all.
 * Whatever is imported becomes a new game of the library, so nothing there is replaced.
 */
export function ImportDialog({ onClose }: { readonly onClose: () => void }) {
  const all = useT();
  const { number } = useI18n();
  const t = all.records;
  const titleOf = (game: Game): string => all.games[game].title;
  const id = useId();
  const app = useApp();
  const store = useGameStore();
  const confirm = useConfirm();
  const game = useGame((s) => s.spec.game);
  const inProgress = useGame(selectInProgress);
  // One function for the dictionary in use, so that the memoised choice is not redrawn.
  const labelOf = useCallback(
    (g: ImportedGame) => gameLabel(all.records, (game) => all.games[game].title, g),
    [all],
  );
  const [text, setText] = useState('');
  /** A long file read without putting its text in the field, which would take a phone seconds to lay out. */
  const [fileNote, setFileNote] = useState<string | undefined>(undefined);
  const [games, setGames] = useState<ImportedGame[] | undefined>(undefined);
  const [chosen, setChosen] = useState(0);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  /** An import under way: how far it is, and its cancel. */
  const [running, setRunning] = useState<Running | undefined>(undefined);
  /** A long text being read apart from the page: how far, and its cancel. */
  const [reading, setReading] = useState<Reading | undefined>(undefined);

  const read = async (value: string): Promise<ImportedGame[] | undefined> => {
    let parsed: Result<ImportedGame[], ImportError>;
    if (value.length < READ_AWAY_CHARS) parsed = parseImport(value, { game });
    else {
      const controller = new AbortController();
      setReading({ read: 0, total: 0, controller });
      setProblem(undefined);
      const away = await readAway(
        { text: value, game },
        {
          signal: controller.signal,
          onProgress: (done, total) => setReading({ read: done, total, controller }),
        },
      );
      if (away === 'cancelled') return undefined;
      setReading(undefined);
      parsed = away;
    }
    if (!parsed.ok) {
      setProblem(importProblem(t, parsed.error));
      setGames(undefined);
      return undefined;
    }
    setProblem(undefined);
    setGames(parsed.value);
    setChosen(0);
    return parsed.value;
  };

  const take = (list: readonly ImportedGame[]): void => {
    const go = async (): Promise<void> => {
      const controller = new AbortController();
      const total = list.length;
      setRunning({ stored: 0, total, controller });
      setProblem(undefined);
      const { settings } = store.getState();
      const adopted = await adoptGames(
        app,
        list.map((g) => toSavedGame(g, settings, newSeed())),
        {
          signal: controller.signal,
          onStored: (stored) => {
            if (!controller.signal.aborted) setRunning({ stored, total, controller });
          },
        },
      );
      if (adopted.outcome === 'cancelled') {
        // The dialog closed as Cancel was pressed; what was stored until then is said.
        store.setState({
          notice: { kind: 'info', text: t.importCancelled(adopted.stored, total) },
        });
        return;
      }
      setRunning(undefined);
      if (adopted.outcome === 'failed') {
        setProblem(t.importStopped(adopted.stored, total, storageWhy(all, adopted.error)));
        return;
      }
      const first = list[0];
      const cut = list.find((g) => g.playable < g.game.moves.length);
      store.setState({
        // A game cut short is a problem to look into; a whole import is good news.
        notice:
          list.length > 1
            ? { kind: 'info', text: t.importedMany(list.length) }
            : cut
              ? { kind: 'problem', text: t.cut(cut.playable, cut.game.moves.length) }
              : { kind: 'info', text: t.imported(titleOf(first.game.spec.game)) },
      });
      onClose();
    };
    // Without a library the game on screen is the only copy: say so before replacing it.
    if (app.library || !inProgress) {
      void go();
      return;
    }
    confirm({
      title: t.replaceTitle,
      message: t.replaceMessage,
      confirmLabel: t.importConfirm,
      onConfirm: () => void go(),
    });
  };

  const load = (file: File): void => {
    file.text().then(
      (content) => {
        const long = content.length >= READ_AWAY_CHARS;
        setText(long ? '' : content);
        setFileNote(
          long
            ? t.fileRead(file.name, `${number(Math.round(file.size / 1e5) / 10)} MB`)
            : undefined,
        );
        void read(content);
      },
      () => setProblem(t.fileUnreadable(file.name)),
    );
  };

  const onDrop = (e: DragEvent): void => {
    e.preventDefault();
    const file = e.dataTransfer.files[0];
    if (file) {
      load(file);
      return;
    }
    const dropped = e.dataTransfer.getData('text/plain');
    if (dropped !== '') {
      setText(dropped);
      void read(dropped);
    }
  };

  /** Cancel stops an import under way: nothing is stored after it, the board stays. */
  const cancel = (): void => {
    running?.controller.abort();
    reading?.controller.abort();
    onClose();
  };

  const onConfirm = (): void => {
    if (games) {
      take([games[chosen]]);
      return;
    }
    void read(text).then((list) => {
      if (list?.length === 1) take(list);
    });
  };

  return (
    <Modal labelId={`${id}-title`} describedBy={`${id}-help`} onCancel={cancel} testId="import">
      <h2 id={`${id}-title`}>{t.importTitle}</h2>
      <form
        className="hx-records"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
        onDragOver={(e) => e.preventDefault()}
        onDrop={onDrop}
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
          value={text}
          placeholder={t.dropHere}
          onChange={(e) => {
            setText(e.target.value);
            setFileNote(undefined);
            setGames(undefined);
            setProblem(undefined);
            reading?.controller.abort();
            setReading(undefined);
          }}
        />
        {fileNote !== undefined && (
          <p className="hx-hint-text" data-testid="import-file-read">
            {fileNote}
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
              if (file) load(file);
              e.target.value = '';
            }}
          />
        </label>
        {problem !== undefined && (
          <p role="alert" className="hx-records-problem" data-testid="import-error">
            {problem}
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
            chosen={chosen}
            name={`${id}-game`}
            label={labelOf}
            onChoose={setChosen}
          />
        )}
        <div className="hx-dialog-buttons">
          <button type="button" data-action="import-cancel" onClick={cancel}>
            {t.cancel}
          </button>
          {app.library && games && games.length > 1 && (
            <button
              type="button"
              data-action="import-all"
              disabled={running !== undefined}
              onClick={() => take(games)}
            >
              {t.importAll(games.length)}
            </button>
          )}
          <button
            type="submit"
            className="hx-primary"
            data-action="import-confirm"
            disabled={
              running !== undefined ||
              reading !== undefined ||
              (text.trim() === '' && games === undefined)
            }
          >
            {t.importConfirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
