import { type ReactNode, Suspense, use, useState, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { ConfirmProvider } from './components/shell/ConfirmContext';
import { downloadGame } from './components/library/download';
import { ErrorBoundary } from './components/shell/ErrorBoundary';
import { GameScreen } from './components/play/GameScreen';
import { LearnProvider } from './components/learn/LearnProvider';
import { Masthead } from './components/shell/Masthead';
import { SettingsProvider } from './components/settings/Settings';
import { UpdatePrompt } from './components/shell/UpdatePrompt';
import { type I18n, I18nProvider, useI18n } from './i18n/context';
import type { AppStore } from './store/app/bootApp';
import { AppProvider, PrefsProvider, usePrefs, usePrefsStore } from './store/context';
import { savedOf } from './store/game';
import { createPrefsStore, type PrefsState } from './store/prefs';
import type { UpgradeWatch } from './store/library/upgradeProgress';

/** The game, once open; `AfterFirstPaint` tells the app when its first frame is whole. */
function Loaded({ app }: { readonly app: AppStore }) {
  const prefs = usePrefsStore();
  return (
    <AppProvider app={app}>
      <ErrorBoundary
        onRecover={() => {
          // A preference can break rendering as well as a game can: both go back to defaults.
          prefs.getState().reset();
          return app.recover();
        }}
        onCrash={app.crashed}
        onDownload={() => downloadGame(savedOf(app.store.getState()))}
        header={<Masthead />}
      >
        <ConfirmProvider>
          <GameScreen />
        </ConfirmProvider>
      </ErrorBoundary>
    </AppProvider>
  );
}

function Booted({ booting }: { readonly booting: Promise<AppStore> }) {
  return <Loaded app={use(booting)} />;
}

/**
 * The page. The masthead is drawn at once; the game follows as soon as the library has
 * opened it, which for a very long game can take a moment.
 */
export default function App({
  app,
  prefs,
  i18n,
  upgrade,
}: {
  readonly app: AppStore | Promise<AppStore>;
  /** How far an upgrade of the library has come, while the game waits for it. */
  readonly upgrade?: UpgradeWatch;
  /** The player's preferences; tests that leave it out get defaults kept nowhere. */
  readonly prefs?: StoreApi<PrefsState>;
  /** The first language's dictionary, loaded before the first frame. */
  readonly i18n?: I18n;
}) {
  const [own] = useState(() => prefs ?? createPrefsStore(undefined, ['en']));
  return (
    // A crash outside the game (the masthead, a provider) shows the crash screen too, in
    // English, with the preferences every part reads put back to their defaults as its way out.
    <ErrorBoundary onRecover={() => own.getState().reset()}>
      <PrefsProvider prefs={own}>
        <Spoken initial={i18n}>
          <SettingsProvider app={app}>
            <LearnProvider>
              <Page app={app} upgrade={upgrade} />
            </LearnProvider>
          </SettingsProvider>
        </Spoken>
      </PrefsProvider>
    </ErrorBoundary>
  );
}

function Spoken({ initial, children }: { readonly initial?: I18n; readonly children: ReactNode }) {
  const language = usePrefs((p) => p.shown);
  return (
    <I18nProvider language={language} initial={initial}>
      {children}
    </I18nProvider>
  );
}

/**
 * What the page says while the game opens: an upgrade of a large library takes a phone
 * seconds, and says how far it has come rather than leave the player before a still page.
 */
function Opening({ upgrade }: { readonly upgrade?: UpgradeWatch }) {
  const { t, number } = useI18n();
  const progress = useSyncExternalStore(
    upgrade?.subscribe ?? noSubscription,
    upgrade?.get ?? noProgress,
  );
  return (
    <p className="hx-loading" role="status" data-testid="loading">
      {progress && progress.total > 0 ? (
        <>
          {t.app.upgrading(number(progress.done), number(progress.total))}{' '}
          <progress value={progress.done} max={progress.total} aria-label={t.app.upgradingLabel} />
        </>
      ) : (
        t.app.opening
      )}
    </p>
  );
}

const noSubscription = () => () => {};
const noProgress = () => undefined;

function Page({
  app,
  upgrade,
}: {
  readonly app: AppStore | Promise<AppStore>;
  readonly upgrade?: UpgradeWatch;
}) {
  return (
    <div className="hx-app">
      {app instanceof Promise ? (
        // Should start-up itself fail, the page says so and offers a reload, never a blank.
        <ErrorBoundary header={<Masthead />}>
          <Suspense
            fallback={
              <>
                <Masthead />
                <Opening upgrade={upgrade} />
              </>
            }
          >
            <Booted booting={app} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <Loaded app={app} />
      )}
      <UpdatePrompt />
    </div>
  );
}
