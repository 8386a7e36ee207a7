import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import { useT } from '../../i18n/context';
import type { AppStore } from '../../store/app/bootApp';
import { usePrefs } from '../../store/context';
import type { Theme } from '../../store/prefs';
import { lazyDialog } from '../lazyDialog';

// Rarely opened: it loads on first use.
const SettingsDialog = lazyDialog(() => import('./SettingsDialog').then((m) => m.SettingsDialog));

const OpenSettings = createContext<(() => void) | undefined>(undefined);

/** Opens the Settings dialog; undefined outside the app (a panel rendered on its own). */
export const useOpenSettings = (): (() => void) | undefined => useContext(OpenSettings);

/**
 * Puts the theme and the motion preference on `<html>`, where the style sheets and the
 * move animation read them. `src/theme-before-paint.js` does the same for the theme before the
 * first paint, so that a dark page never flashes light.
 */
export function applyPagePrefs(root: HTMLElement, theme: Theme, animation: boolean): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  if (animation) delete root.dataset.motion;
  else root.dataset.motion = 'off';
}

/** The app once it has opened, for the dialog's settings of the board and its library. */
function useOpenedApp(app: AppStore | Promise<AppStore>): AppStore | undefined {
  const [opened, setOpened] = useState<AppStore>();
  useEffect(() => {
    if (!(app instanceof Promise)) return;
    let live = true;
    app.then(
      (a) => live && setOpened(a),
      // Start-up that fails shows its own error; the dialog then has only the app's settings.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [app]);
  return app instanceof Promise ? opened : app;
}

/** The Settings dialog's state for the whole page, and the page's theme and motion. */
export function SettingsProvider({
  app,
  children,
}: {
  readonly app: AppStore | Promise<AppStore>;
  readonly children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedApp(app);
  const theme = usePrefs((p) => p.theme);
  const animation = usePrefs((p) => p.animation);
  useEffect(() => applyPagePrefs(document.documentElement, theme, animation), [theme, animation]);
  const show = useCallback(() => setOpen(true), []);
  return (
    <OpenSettings value={show}>
      {children}
      <Suspense fallback={null}>
        {open && (
          <SettingsDialog
            game={opened?.store}
            library={opened?.library}
            onClose={() => setOpen(false)}
          />
        )}
      </Suspense>
    </OpenSettings>
  );
}

/** The masthead's Settings button. */
export function SettingsButton() {
  const t = useT();
  const open = useOpenSettings();
  if (!open) return null;
  return (
    <button
      type="button"
      className="hx-settings-button"
      data-action="settings"
      title={t.app.settingsTitle}
      onClick={open}
    >
      <span aria-hidden="true">⚙</span>
      <span className="hx-settings-label">{t.app.settings}</span>
    </button>
  );
}

/** The way to the board's settings from the controls, where they used to be. */
export function BoardSettingsLink() {
  const t = useT();
  const open = useOpenSettings();
  if (!open) return null;
  return (
    <button type="button" data-action="board-settings" onClick={open}>
      {t.app.boardSettings}
    </button>
  );
}
