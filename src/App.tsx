import { Suspense, use, useEffect } from 'react';
import { ConfirmProvider } from './components/ConfirmContext';
import { downloadGame } from './components/download';
import { ErrorBoundary } from './components/ErrorBoundary';
import { GameScreen } from './components/GameScreen';
import { UpdatePrompt } from './components/UpdatePrompt';
import type { AppStore } from './store/app';
import { AppProvider } from './store/context';

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

function Booted({ booting }: { readonly booting: Promise<AppStore> }) {
  return <Loaded app={use(booting)} />;
}

/**
 * The page. The masthead is drawn at once; the game follows as soon as the library has
 * opened it, which for a very long game can take a moment.
 */
export default function App({ app }: { readonly app: AppStore | Promise<AppStore> }) {
  return (
    <div className="hx-app">
      <header className="hx-masthead">
        <h1>Hexplay</h1>
        <p className="hx-tagline">Abacus and Abalone, hot-seat</p>
      </header>
      {app instanceof Promise ? (
        // Should start-up itself fail, the page says so and offers a reload, never a blank.
        <ErrorBoundary>
          <Suspense
            fallback={
              <p className="hx-loading" role="status" data-testid="loading">
                Opening your game…
              </p>
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
