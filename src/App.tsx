import { type ReactNode, startTransition, useEffect, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { ConfirmProvider } from './components/ConfirmContext';
import { downloadGame } from './components/download';
import { ErrorBoundary } from './components/ErrorBoundary';
import { GameScreen } from './components/GameScreen';
import { LanguagePicker } from './components/LanguagePicker';
import { LearnButtons, LearnProvider } from './components/learn/LearnProvider';
import { SettingsButton, SettingsProvider } from './components/Settings';
import { UpdatePrompt } from './components/UpdatePrompt';
import { type I18n, I18nProvider, useT } from './i18n/context';
import type { AppStore } from './store/app';
import { AppProvider, PrefsProvider, usePrefs } from './store/context';
import { createPrefsStore, type PrefsState } from './store/prefs';

function Loaded({ app }: { readonly app: AppStore }) {
  // The game's first frame is on screen: opening it did not crash.
  useEffect(() => void app.opened(), [app]);
  return (
    <AppProvider app={app}>
      <ErrorBoundary
        onRecover={app.recover}
        onCrash={app.crashed}
        onDownload={() => downloadGame(app.store.getState())}
      >
        <ConfirmProvider>
          <GameScreen />
        </ConfirmProvider>
      </ErrorBoundary>
    </AppProvider>
  );
}

type Boot =
  | { readonly kind: 'opening' }
  | { readonly kind: 'open'; readonly app: AppStore }
  | {
      readonly kind: 'failed';
      readonly error: unknown;
    };

/**
 * The game once the library has opened it. Not a suspension: a render that suspends in a
 * transition (the first render is one) keeps the whole page back until the data comes,
 * and a very long game takes seconds to open. The game is drawn in a transition of its
 * own, which React time-slices.
 */
function Booted({
  booting,
  opening,
}: {
  readonly booting: Promise<AppStore>;
  readonly opening: string;
}) {
  const [boot, setBoot] = useState<Boot>({ kind: 'opening' });
  useEffect(() => {
    let live = true;
    booting.then(
      (app) => live && startTransition(() => setBoot({ kind: 'open', app })),
      (error: unknown) => live && setBoot({ kind: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [booting]);
  switch (boot.kind) {
    case 'opening':
      return (
        <p className="hx-loading" role="status" data-testid="loading">
          {opening}
        </p>
      );
    case 'open':
      return <Loaded app={boot.app} />;
    case 'failed':
      // Thrown for the error boundary around, which says so and offers a reload.
      throw boot.error;
  }
}

/**
 * The page. The masthead is drawn at once; the game follows as soon as the library has
 * opened it, which for a very long game can take a moment.
 */
export default function App({
  app,
  prefs,
  i18n,
}: {
  readonly app: AppStore | Promise<AppStore>;
  /** The player's preferences; tests that leave it out get defaults kept nowhere. */
  readonly prefs?: StoreApi<PrefsState>;
  /** The first language's dictionary, loaded before the first frame. */
  readonly i18n?: I18n;
}) {
  const [own] = useState(() => prefs ?? createPrefsStore(undefined, ['en']));
  return (
    <PrefsProvider prefs={own}>
      <Spoken initial={i18n}>
        <SettingsProvider app={app}>
          <LearnProvider>
            <Page app={app} />
          </LearnProvider>
        </SettingsProvider>
      </Spoken>
    </PrefsProvider>
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

function Page({ app }: { readonly app: AppStore | Promise<AppStore> }) {
  const t = useT();
  return (
    <div className="hx-app">
      <header className="hx-masthead">
        <h1>Hexplay</h1>
        <p className="hx-tagline">{t.app.tagline}</p>
        <div className="hx-tools">
          <LearnButtons />
          <SettingsButton />
          <LanguagePicker />
        </div>
      </header>
      {app instanceof Promise ? (
        // Should start-up itself fail, the page says so and offers a reload, never a blank.
        <ErrorBoundary>
          <Booted booting={app} opening={t.app.opening} />
        </ErrorBoundary>
      ) : (
        <Loaded app={app} />
      )}
      <UpdatePrompt />
    </div>
  );
}
