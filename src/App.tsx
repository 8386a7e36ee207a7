import { useState } from 'react';
import { ConfirmProvider } from './components/ConfirmContext';
import { ErrorBoundary } from './components/ErrorBoundary';
import { GameScreen } from './components/GameScreen';
import { type AppStore, createAppStore } from './store/app';
import { GameStoreProvider } from './store/context';

export default function App({ app: given }: { readonly app?: AppStore }) {
  // One store for the page's lifetime, made on first render rather than at import time.
  const [app] = useState(() => given ?? createAppStore());
  return (
    <div className="hx-app">
      <header className="hx-masthead">
        <h1>Hexplay</h1>
        <p className="hx-tagline">Abacus and Abalone, hot-seat</p>
      </header>
      <GameStoreProvider store={app.store}>
        <ErrorBoundary onRecover={app.recover}>
          <ConfirmProvider>
            <GameScreen />
          </ConfirmProvider>
        </ErrorBoundary>
      </GameStoreProvider>
    </div>
  );
}
