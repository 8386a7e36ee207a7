import { TurnReminderField } from './TurnReminderField';
import { lazy, Suspense, useId, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { useT } from '../../i18n/context';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../languages';
import { sounds } from '../../sound/synth';
import {
  GameStoreProvider,
  useGame,
  useGameStore,
  usePrefs,
  usePrefsStore,
} from '../../store/context';
import type { GameStore } from '../../store/game';
import {
  BOARD_THEMES,
  type BoardTheme,
  CONFIRM_MOVES,
  type ConfirmMoves,
  PIECE_STYLES,
  type PieceStyle,
  THEMES,
  type Theme,
} from '../../store/prefs';
import { selectSettings } from '../../store/game/selectors';
import type { Library } from '../../store/library/library';
import { BoardSettings } from './BoardSettings';
import { DataSection } from './DataSection';
import { type DataTools, useDataSection } from './useDataSection';
import { Modal } from '../shell/Modal';

// Online play's settings come with its words, which only this section needs here.
const OnlineSettingsSection = lazy(() =>
  import('../online/OnlineSettingsSection').then((m) => ({ default: m.OnlineSettingsSection })),
);

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribeReduced(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const reducedNow = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED).matches;

/**
 * The player's settings. Those of the app (theme, language, sound, motion, confirming
 * moves, aids and looks) hold everywhere and are remembered in this browser. Those of the board belong to the game,
 * as its record keeps them, and a new game takes them over from the one before.
 */
export function SettingsDialog({
  game,
  library,
  dataTools,
  onClose,
}: {
  /** The game at the screen, whose board settings the dialog shows; absent while it opens. */
  readonly game: StoreApi<GameStore> | undefined;
  /** What the Data section backs up and restores into; absent while the app opens, or kept nowhere. */
  readonly library: Library | undefined;
  /** The download and clock of the Data section: the browser's unless a test's. */
  readonly dataTools?: DataTools;
  readonly onClose: () => void;
}) {
  const id = useId();
  const t = useT().settings;
  const prefs = usePrefsStore();
  const theme = usePrefs((p) => p.theme);
  const language = usePrefs((p) => p.shown);
  const sound = usePrefs((p) => p.sound);
  const animation = usePrefs((p) => p.animation);
  const confirmMoves = usePrefs((p) => p.confirmMoves);
  const reduced = useSyncExternalStore(subscribeReduced, reducedNow);
  const set = prefs.getState().set;
  const data = useDataSection(library, dataTools);
  return (
    <Modal labelId={`${id}-title`} onCancel={onClose} testId="settings">
      <h2 id={`${id}-title`}>{t.title}</h2>
      <div className="hx-settings">
        <fieldset className="hx-settings-group">
          <legend>{t.app}</legend>
          <div className="hx-field">
            <label htmlFor={`${id}-theme`}>{t.theme}</label>
            <select
              id={`${id}-theme`}
              value={theme}
              data-field="theme"
              onChange={(e) => set('theme', e.target.value as Theme)}
            >
              {THEMES.map((value) => (
                <option key={value} value={value}>
                  {t.themes[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="hx-field">
            <label htmlFor={`${id}-language`}>{t.language}</label>
            <select
              id={`${id}-language`}
              value={language}
              data-field="language"
              onChange={(e) => {
                if (isLanguage(e.target.value)) set('language', e.target.value);
              }}
            >
              {LANGUAGES.map((value) => (
                <option key={value} value={value} lang={value}>
                  {LANGUAGE_NAMES[value]}
                </option>
              ))}
            </select>
          </div>
          <label>
            <input
              type="checkbox"
              checked={sound}
              data-field="sound"
              aria-describedby={`${id}-sound-note`}
              onChange={(e) => {
                set('sound', e.target.checked);
                // A sample, played inside the click so that the browser lets audio start.
                if (e.target.checked) sounds.play('place');
              }}
            />
            {t.sound}
          </label>
          <p className="hx-settings-note" id={`${id}-sound-note`}>
            {t.soundNote}
          </p>
          <label>
            <input
              type="checkbox"
              checked={animation && !reduced}
              disabled={reduced}
              data-field="animation"
              aria-describedby={reduced ? `${id}-motion-note` : undefined}
              onChange={(e) => set('animation', e.target.checked)}
            />
            {t.animation}
          </label>
          {reduced && (
            <p className="hx-settings-note" id={`${id}-motion-note`}>
              {t.animationNote}
            </p>
          )}
          <div className="hx-field">
            <label htmlFor={`${id}-confirm`}>{t.confirmMoves}</label>
            <select
              id={`${id}-confirm`}
              value={confirmMoves}
              data-field="confirm-moves"
              aria-describedby={`${id}-confirm-note`}
              onChange={(e) => set('confirmMoves', e.target.value as ConfirmMoves)}
            >
              {CONFIRM_MOVES.map((value) => (
                <option key={value} value={value}>
                  {t.confirmMoveChoices[value]}
                </option>
              ))}
            </select>
          </div>
          <p className="hx-settings-note" id={`${id}-confirm-note`}>
            {t.confirmNote}
          </p>
        </fieldset>
        <AidFields id={id} />
        {game && (
          <GameStoreProvider store={game}>
            <BoardFields noteId={`${id}-board-note`} />
          </GameStoreProvider>
        )}
        <Suspense fallback={null}>
          <OnlineSettingsSection />
        </Suspense>
        <DataSection id={id} data={data} />
      </div>
      <div className="hx-dialog-buttons">
        <button type="button" className="hx-primary" data-action="close-settings" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </Modal>
  );
}

/** The learner's aids and the board's looks, the same for every game. */
function AidFields({ id }: { readonly id: string }) {
  const t = useT().settings;
  const set = usePrefsStore().getState().set;
  const showMovable = usePrefs((p) => p.showMovable);
  const boardZoom = usePrefs((p) => p.boardZoom);
  const premoves = usePrefs((p) => p.premoves);
  const blunderWarning = usePrefs((p) => p.blunderWarning);
  const boardTheme = usePrefs((p) => p.boardTheme);
  const pieceStyle = usePrefs((p) => p.pieceStyle);
  return (
    <fieldset className="hx-settings-group">
      <legend>{t.aids}</legend>
      <label>
        <input
          type="checkbox"
          checked={showMovable}
          data-field="show-movable"
          onChange={(e) => set('showMovable', e.target.checked)}
        />
        {t.showMovable}
      </label>
      <label>
        <input
          type="checkbox"
          checked={boardZoom}
          data-field="board-zoom"
          onChange={(e) => set('boardZoom', e.target.checked)}
        />
        {t.boardZoom}
      </label>
      <label>
        <input
          type="checkbox"
          checked={premoves}
          data-field="premoves"
          aria-describedby={`${id}-premoves-note`}
          onChange={(e) => set('premoves', e.target.checked)}
        />
        {t.premoves}
      </label>
      <p className="hx-settings-note" id={`${id}-premoves-note`}>
        {t.premovesNote}
      </p>
      <label>
        <input
          type="checkbox"
          checked={blunderWarning}
          data-field="blunder-warning"
          aria-describedby={`${id}-blunder-note`}
          onChange={(e) => set('blunderWarning', e.target.checked)}
        />
        {t.blunderWarning}
      </label>
      <p className="hx-settings-note" id={`${id}-blunder-note`}>
        {t.blunderWarningNote}
      </p>
      <TurnReminderField id={id} />
      <div className="hx-field">
        <label htmlFor={`${id}-board-theme`}>{t.boardTheme}</label>
        <select
          id={`${id}-board-theme`}
          value={boardTheme}
          data-field="board-theme"
          onChange={(e) => set('boardTheme', e.target.value as BoardTheme)}
        >
          {BOARD_THEMES.map((value) => (
            <option key={value} value={value}>
              {t.boardThemes[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="hx-field">
        <label htmlFor={`${id}-piece-style`}>{t.pieceStyle}</label>
        <select
          id={`${id}-piece-style`}
          value={pieceStyle}
          data-field="piece-style"
          onChange={(e) => set('pieceStyle', e.target.value as PieceStyle)}
        >
          {PIECE_STYLES.map((value) => (
            <option key={value} value={value}>
              {t.pieceStyles[value]}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/** What the board shows, for the game at the screen. */
function BoardFields({ noteId }: { readonly noteId: string }) {
  const t = useT().settings;
  const store = useGameStore();
  const settings = useGame(selectSettings);
  return (
    <fieldset className="hx-settings-group" aria-describedby={noteId}>
      <legend>{t.board}</legend>
      <label>
        <input
          type="checkbox"
          checked={settings.coordinates}
          data-setting="coordinates"
          onChange={(e) => store.getState().setSetting('coordinates', e.target.checked)}
        />
        {t.coordinates}
      </label>
      <BoardSettings />
      <p className="hx-settings-note" id={noteId}>
        {t.boardNote}
      </p>
    </fieldset>
  );
}
