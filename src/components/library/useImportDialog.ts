import { type ClipboardEvent, type DragEvent, useCallback, useEffect, useState } from 'react';
import type { Incoming } from '../../pwa/incoming';
import type { Game, Result } from '../../engine';
import { useI18n, useT } from '../../i18n/context';
import { adoptGames } from '../../store/app/adopt';
import { useApp, useGame, useGameStore } from '../../store/context';
import type { GameStore } from '../../store/game';
import {
  type ImportedGame,
  type ImportError,
  parseImport,
  toSavedGame,
} from '../../store/records/apgnImport';
import { selectInProgress } from '../../store/game/selectors';
import { readAway } from '../../store/records/importAway';
import { useConfirm } from '../shell/ConfirmContext';
import { gameLabel, importProblem } from './importWords';
import { storageWhy } from './StorageBanner';
import { newSeed } from '../../store/game/newIds';

const selectGame = (s: GameStore): Game => s.spec.game;

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

/**
 * Text this long (some 100 games) is read in a worker, with its progress and a Cancel;
 * shorter text is read at once, in a moment too short to show either.
 */
const READ_AWAY_CHARS = 100_000;

/**
 * The import dialog's text, or the long file read without it, what reading it found or
 * why it could not, and the import of one game or all of them into the library, each
 * with its progress and its cancel.
 */
export function useImportDialog(onClose: () => void, incoming?: Incoming) {
  const all = useT();
  const { number } = useI18n();
  const t = all.records;
  const titleOf = (game: Game): string => all.games[game].title;
  const app = useApp();
  const store = useGameStore();
  const confirm = useConfirm();
  const game = useGame(selectGame);
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

  const megabytes = (chars: number): string => `${number(Math.round(chars / 1e5) / 10)} MB`;

  /** Reads a text, put in the field unless long: then `note` says what was read instead. */
  const readText = (content: string, note: (size: string) => string): void => {
    const long = content.length >= READ_AWAY_CHARS;
    setText(long ? '' : content);
    setFileNote(long ? note(megabytes(content.length)) : undefined);
    void read(content);
  };

  const load = (file: File): void => {
    file.text().then(
      (content) => readText(content, (size) => t.fileRead(file.name, size)),
      () => setProblem(t.fileUnreadable(file.name)),
    );
  };

  // What was shared to the app, or opened with it, is read once, as a file chosen here.
  const [taken] = useState(incoming);
  useEffect(() => {
    if (taken === undefined) return;
    const { name } = taken;
    readText(taken.text, name === undefined ? t.pasteRead : (size) => t.fileRead(name, size));
    // Read once, when the dialog opens with it: `readText` is new at every render.
  }, [taken]);

  /**
   * A long paste is read as a long file is, without the field: laying out 2 MB of text in
   * it held the page for most of a second.
   */
  const onPaste = (e: ClipboardEvent): void => {
    const pasted = e.clipboardData.getData('text/plain');
    if (pasted.length < READ_AWAY_CHARS) return;
    e.preventDefault();
    readText(pasted, t.pasteRead);
  };

  const onDrop = (e: DragEvent): void => {
    e.preventDefault();
    const file = e.dataTransfer.files[0];
    if (file) {
      load(file);
      return;
    }
    const dropped = e.dataTransfer.getData('text/plain');
    if (dropped !== '') readText(dropped, t.pasteRead);
  };

  /** Cancel stops an import under way: nothing is stored after it, the board stays. */
  const cancel = (): void => {
    running?.controller.abort();
    reading?.controller.abort();
    onClose();
  };

  const submit = (): void => {
    if (games) {
      take([games[chosen]]);
      return;
    }
    void read(text).then((list) => {
      if (list?.length === 1) take(list);
    });
  };

  /** A change of the text drops what was read from the text before, and stops its reading. */
  const changeText = (value: string): void => {
    setText(value);
    setFileNote(undefined);
    setGames(undefined);
    setProblem(undefined);
    reading?.controller.abort();
    setReading(undefined);
  };

  return {
    text,
    changeText,
    fileNote,
    load,
    onDrop,
    onPaste,
    problem,
    reading,
    running,
    games,
    chosen,
    setChosen,
    labelOf,
    hasLibrary: app.library !== undefined,
    importAll: () => {
      if (games) take(games);
    },
    canConfirm:
      running === undefined && reading === undefined && (text.trim() !== '' || games !== undefined),
    submit,
    cancel,
  };
}
